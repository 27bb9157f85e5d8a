import { Box, Container, Flex } from "@chakra-ui/react";
import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { WhatsAppChatLink } from "../../shared/chat/WhatsAppChatLink";
import { SkipLink } from "../../shared/components/SkipLink";
import { PageMetaTags } from "../../shared/meta/PageMetaTags";
import { TrackingPixel } from "../../shared/pixel/TrackingPixel";
import { HydrateSeparately } from "../../shared/ssr/HydrateSeparately";
import { SettingsErrorToast } from "../../shared/settings/SettingsErrorToast";
import { isAdminPath } from "../../shared/routing/isAdminPath";
import { LazyCartDrawer } from "./LazyCartDrawer";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

/** Header, the current page, footer; and what every page shares (cart drawer, chat link, head tags, pixel). The admin area gets only the page, head tags and pixel. */
export function RootLayout() {
  const { pathname } = useLocation();
  // The admin area has a layout of its own: no shop navigation or footer (docs/behaviour.md#screens-and-routes).
  const admin = isAdminPath(pathname);

  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      {/* The admin shell has its own, past its sidebar. */}
      {admin ? null : <SkipLink targetId="main" />}
      {/* Hydrated with the page's frame, first: its search box and buttons are what a shopper reaches for first. */}
      {admin ? null : <SiteHeader />}
      <Box as="main" id="main" tabIndex={-1} flex="1" py={admin ? 0 : { base: 6, md: 10 }} _focus={{ outline: "none" }}>
        {/* The admin shell spans the whole width: its sidebar sits at the window's edge. */}
        <Container maxW={admin ? "full" : "7xl"} px={admin ? 0 : undefined}>
          <HydrateSeparately>
            <Outlet />
          </HydrateSeparately>
        </Container>
      </Box>
      {admin ? null : (
        <HydrateSeparately>
          <SiteFooter />
        </HydrateSeparately>
      )}
      {admin ? null : <LazyCartDrawer />}
      {admin ? null : <WhatsAppChatLink placement="floating" />}
      <PageMetaTags />
      <SettingsErrorToast />
      <TrackingPixel />
      {/* New pages start at the top; back and forward restore where the shopper was. */}
      <ScrollRestoration />
    </Flex>
  );
}
