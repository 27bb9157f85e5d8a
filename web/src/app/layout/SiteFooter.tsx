import { Box, Container, Link, Stack, Text } from "@chakra-ui/react";
import { useSiteSettings } from "../../shared/settings/useSiteSettings";

const SOCIAL_LINKS = [
  { key: "facebook", label: "Facebook" },
  { key: "instagram", label: "Instagram" },
  { key: "x", label: "X" },
  { key: "youtube", label: "YouTube" },
] as const;

/** Contact details, the shop's social links (from the settings) and copyright. */
export function SiteFooter() {
  const { settings } = useSiteSettings();
  const year = new Date().getFullYear();
  const social = SOCIAL_LINKS.flatMap(({ key, label }) => {
    const href = settings?.socialMedia[key];
    return href ? [{ key, label, href }] : [];
  });

  return (
    // Bottom and end room for the floating chat button, so it never covers the contact details.
    <Box as="footer" bg="bg" borderTopWidth="1px" pt="8" pb={{ base: "24", md: "8" }} mt="auto">
      <Container maxW="7xl" pe={{ md: "24" }}>
        <Stack
          direction={{ base: "column", md: "row" }}
          justify="space-between"
          gap="3"
          color="fg.muted"
          textStyle="sm"
        >
          <Text>
            © {year} {settings?.siteName ?? "Shop"}
          </Text>
          {settings ? (
            <Stack direction={{ base: "column", sm: "row" }} gap={{ base: 1, sm: 4 }}>
              {settings.contactEmail ? (
                <Link href={`mailto:${settings.contactEmail}`} color="fg.muted">
                  {settings.contactEmail}
                </Link>
              ) : null}
              {settings.contactPhone ? (
                <Link href={`tel:${settings.contactPhone}`} color="fg.muted">
                  {settings.contactPhone}
                </Link>
              ) : null}
              {settings.contactAddress ? <Text as="span">{settings.contactAddress}</Text> : null}
            </Stack>
          ) : null}
          {social.length > 0 ? (
            <Stack as="ul" listStyle="none" direction="row" wrap="wrap" gap="4" aria-label="The shop elsewhere">
              {social.map(({ key, label, href }) => (
                <li key={key}>
                  <Link href={href} color="fg.muted" target="_blank" rel="noopener noreferrer">
                    {label}
                  </Link>
                </li>
              ))}
            </Stack>
          ) : null}
        </Stack>
      </Container>
    </Box>
  );
}
