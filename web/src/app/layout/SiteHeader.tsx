import { Box, Container, Flex, Heading, Image, Link, Skeleton } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { useSiteSettings } from "../useSiteSettings";

/** Shown when the settings cannot be loaded. */
const FALLBACK_SITE_NAME = "Shop";

/** The site's banner: logo and name, linking home. */
export function SiteHeader() {
  const { settings, loading } = useSiteSettings();
  const siteName = settings?.siteName ?? FALLBACK_SITE_NAME;

  return (
    <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
      <Container maxW="7xl">
        <Flex h="16" align="center" justify="space-between" gap="4">
          <Skeleton loading={loading} minW="32">
            <Link asChild color="fg" _hover={{ textDecoration: "none" }}>
              <RouterLink to="/">
                {settings?.logo ? <Image src={settings.logo} alt="" h="8" w="auto" /> : null}
                <Heading as="span" size="lg" fontWeight="bold" letterSpacing="tight">
                  {siteName}
                </Heading>
              </RouterLink>
            </Link>
          </Skeleton>
        </Flex>
      </Container>
    </Box>
  );
}
