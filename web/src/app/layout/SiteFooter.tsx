import { Box, Container, Heading, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { isHttpUrl } from "@shop/common";
import { useId, type ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { CategoryLinkList } from "../../catalog/components/CategoryLinkList";
import { WhatsAppChatLink } from "../../shared/chat/WhatsAppChatLink";
import { FALLBACK_SITE_NAME, useSiteSettings } from "../../shared/settings/useSiteSettings";
import { HELP_LINKS } from "./shopLinks";

const SOCIAL_LINKS = [
  { key: "facebook", label: "Facebook" },
  { key: "instagram", label: "Instagram" },
  { key: "x", label: "X" },
  { key: "youtube", label: "YouTube" },
] as const;

/** One titled column; `nav` for lists of the shop's own pages (named by the heading). */
function FooterSection({ title, nav = false, children }: { title: string; nav?: boolean; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box as={nav ? "nav" : "section"} aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} size="sm" color="fg" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/**
 * The footer: categories, the shop's help pages (contact, privacy policy, order tracking for
 * guests too), contact details and social links from the settings, and the copyright line.
 */
export function SiteFooter() {
  const { settings } = useSiteSettings();
  const year = new Date().getFullYear();
  // Only http(s) links: the admin types them as free text.
  const social = SOCIAL_LINKS.flatMap(({ key, label }) => {
    const href = settings?.socialMedia[key]?.trim();
    return href && isHttpUrl(href) ? [{ key, label, href }] : [];
  });
  const contact = settings && (settings.contactEmail || settings.contactPhone || settings.contactAddress) ? settings : null;

  return (
    // End room on wide screens for the floating chat button, so it never covers the footer's last column.
    <Box as="footer" bg="bg" borderTopWidth="1px" pt="10" pb="8" mt="auto" textStyle="sm">
      <Container maxW="7xl" pe={{ md: "24" }}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="8" color="fg.muted">
          <FooterSection title="Shop" nav>
            <CategoryLinkList />
          </FooterSection>
          <FooterSection title="Help" nav>
            <Stack as="ul" listStyleType="none" m="0" p="0" gap="1.5">
              {HELP_LINKS.map((link) => (
                <li key={link.to}>
                  <Link asChild>
                    <RouterLink to={link.to}>{link.label}</RouterLink>
                  </Link>
                </li>
              ))}
            </Stack>
          </FooterSection>
          {contact ? (
            <FooterSection title="Contact">
              <Stack as="address" fontStyle="normal" gap="1.5">
                {contact.contactEmail ? <Link href={`mailto:${contact.contactEmail}`}>{contact.contactEmail}</Link> : null}
                {contact.contactPhone ? <Link href={`tel:${contact.contactPhone}`}>{contact.contactPhone}</Link> : null}
                {contact.contactAddress ? <Text>{contact.contactAddress}</Text> : null}
              </Stack>
            </FooterSection>
          ) : null}
          {social.length > 0 ? (
            <FooterSection title="Follow us">
              <Stack as="ul" listStyleType="none" m="0" p="0" gap="1.5">
                {social.map(({ key, label, href }) => (
                  <li key={key}>
                    <Link href={href} target="_blank" rel="noopener noreferrer" aria-label={`${label} (opens in a new tab)`}>
                      {label}
                    </Link>
                  </li>
                ))}
              </Stack>
            </FooterSection>
          ) : null}
        </SimpleGrid>
        <Stack direction="row" justify="space-between" align="center" gap="4" mt="10" pt="6" borderTopWidth="1px">
          <Text color="fg.muted">
            © {year} {settings?.siteName ?? FALLBACK_SITE_NAME}
          </Text>
          <WhatsAppChatLink placement="footer" />
        </Stack>
      </Container>
    </Box>
  );
}
