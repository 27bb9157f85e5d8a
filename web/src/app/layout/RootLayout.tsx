import { Box, Container, Flex } from "@chakra-ui/react";
import { Outlet, ScrollRestoration } from "react-router";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

/** Header, the current page, footer. */
export function RootLayout() {
  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <SiteHeader />
      <Box as="main" flex="1" py={{ base: 6, md: 10 }}>
        <Container maxW="7xl">
          <Outlet />
        </Container>
      </Box>
      <SiteFooter />
      <ScrollRestoration />
    </Flex>
  );
}
