import { Box, Container, Link, Stack, Text } from "@chakra-ui/react";
import { useSiteSettings } from "../useSiteSettings";

/** Contact details and copyright. */
export function SiteFooter() {
  const { settings } = useSiteSettings();
  const year = new Date().getFullYear();

  return (
    <Box as="footer" bg="bg" borderTopWidth="1px" py="8" mt="auto">
      <Container maxW="7xl">
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
            </Stack>
          ) : null}
        </Stack>
      </Container>
    </Box>
  );
}
