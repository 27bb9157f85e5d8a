import { Box, CloseButton, Drawer, Grid, Portal } from "@chakra-ui/react";
import { Suspense, useState } from "react";
import { Route, Routes } from "react-router";
import { SkipLink } from "../shared/components/SkipLink";
import { NotFoundPage } from "../shared/pages/NotFoundPage";
import { ADMIN_AREAS, ADMIN_SUBPAGES } from "./adminAreas";
import { AdminNav } from "./components/AdminNav";
import { AdminTopBar } from "./components/AdminTopBar";
import { PageSkeleton } from "./components/PageSkeleton";

/** The page content's id: the skip link jumps past the sidebar and the top bar to it (the storefront's is not rendered here). */
const CONTENT_ID = "admin-content";

/**
 * The admin dashboard's shell (`/admin-dashboard/*`), loaded on demand after the admin guard:
 * a sidebar of the built areas (`adminAreas.ts`; a drawer below `lg`), a top bar, and the
 * current area's page. The shop's header, footer, cart and chat link are not rendered here
 * (the app shell's RootLayout leaves them out under the admin path; docs/behaviour.md#screens-and-routes).
 */
export function AdminApp() {
  const [navOpen, setNavOpen] = useState(false);

  return (
    <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "16rem minmax(0, 1fr)" }} minH="100dvh">
      <SkipLink targetId={CONTENT_ID} />

      <Box hideBelow="lg" bg="bg" borderEndWidth="1px">
        <Box position="sticky" top="0" maxH="100dvh" overflowY="auto" px="3" py="6">
          <AdminNav />
        </Box>
      </Box>

      <Drawer.Root open={navOpen} onOpenChange={(details) => setNavOpen(details.open)} placement="start" size="xs">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title>Admin menu</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body px="3">
                <AdminNav onNavigate={() => setNavOpen(false)} />
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close admin menu" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>

      <Box minW="0">
        <AdminTopBar onOpenNav={() => setNavOpen(true)} />
        <Box id={CONTENT_ID} tabIndex={-1} px={{ base: 4, md: 8 }} py={{ base: 6, md: 8 }} _focus={{ outline: "none" }}>
          <Suspense fallback={<PageSkeleton />}>
            <Routes>
              {ADMIN_AREAS.map(({ path, page: Page }) =>
                path ? <Route key={path} path={path} element={<Page />} /> : <Route key="" index element={<Page />} />,
              )}
              {ADMIN_SUBPAGES.map(({ path, page: Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </Suspense>
        </Box>
      </Box>
    </Grid>
  );
}
