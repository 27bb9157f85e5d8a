import { Box, Container, Flex, Heading, HStack, Image, Link, Skeleton } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { CategoryMenuBar } from "../../catalog/components/CategoryMenuBar";
import { HeaderSearch } from "../../search/components/HeaderSearch";
import { FALLBACK_SITE_NAME, useSiteSettings } from "../../shared/settings/useSiteSettings";
import { HeaderActions } from "./HeaderActions";
import { MobileMenu } from "./MobileMenu";

/**
 * The site's banner: logo and name linking home, product search, wishlist and cart; the category
 * bar below on wide screens, the menu button (a drawer) before the logo on phones.
 */
export function SiteHeader() {
  const { settings, loading } = useSiteSettings();
  const siteName = settings?.siteName ?? FALLBACK_SITE_NAME;

  return (
    <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
      <Container maxW="7xl">
        <Flex
          minH="16"
          py={{ base: 2, md: 0 }}
          align="center"
          justify="space-between"
          wrap={{ base: "wrap", md: "nowrap" }}
          columnGap={{ base: 2, md: 6 }}
          rowGap="2"
        >
          {/*
            On phones the brand takes what the menu button and the actions leave (no width of its own,
            so a long name or a wide logo never pushes the cart onto a second row): the logo is held
            to a box, the name truncates (decision 064).
          */}
          <HStack gap="1" flex={{ base: "1 1 0", md: "0 1 auto" }} minW="0">
            <Box hideFrom="md" ms="-2" flexShrink={0}>
              <MobileMenu />
            </Box>
            <Skeleton loading={loading} minW={{ base: "0", md: "24" }} flex="0 1 auto">
              <Link asChild color="fg" _hover={{ textDecoration: "none" }} display="flex" alignItems="center" gap="2" minW="0">
                <RouterLink to="/">
                  {settings?.logo ? (
                    <Image src={settings.logo} alt="" h="8" w="auto" maxW={{ base: "16", md: "40" }} objectFit="contain" flexShrink={0} />
                  ) : null}
                  <Heading as="span" size="lg" fontWeight="bold" letterSpacing="tight" truncate minW="0">
                    {siteName}
                  </Heading>
                </RouterLink>
              </Link>
            </Skeleton>
          </HStack>
          <Box order={{ base: 3, md: 2 }} flexBasis={{ base: "100%", md: "auto" }} flex={{ md: "1" }} maxW={{ md: "xl" }} role="search">
            <HeaderSearch />
          </Box>
          <Box order={{ base: 2, md: 3 }} flexShrink={0}>
            <HeaderActions />
          </Box>
        </Flex>
        <Box hideBelow="md" pb="2" ms="-3">
          <CategoryMenuBar />
        </Box>
      </Container>
    </Box>
  );
}
