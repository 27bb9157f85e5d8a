import { Box, CloseButton, Drawer, Heading, IconButton, Link, Portal, Separator, Stack } from "@chakra-ui/react";
import { useState, type MouseEvent } from "react";
import { Link as RouterLink } from "react-router";
import { useAuth } from "../../account/hooks/useAuth";
import { CategoryLinkList } from "../../catalog/components/CategoryLinkList";
import { useHideChatButton } from "../../shared/chat/chatButtonState";
import { MenuIcon } from "../../shared/icons/icons";
import { HELP_LINKS } from "./shopLinks";

/**
 * The phone header's menu button and its drawer: every category with its subcategories, then the
 * shop's pages and the account. Following any link closes it; Chakra traps focus and restores it to the button.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const { user } = useAuth();
  useHideChatButton(open);

  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
  };

  const pages = [
    ...HELP_LINKS,
    { to: "/wishlist", label: "Wishlist" },
    user ? { to: "/my-profile", label: "My profile" } : { to: "/login", label: "Sign in" },
  ];

  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="start" size="xs">
      <Drawer.Trigger asChild>
        <IconButton variant="ghost" size="md" aria-label="Menu" aria-haspopup="dialog">
          <MenuIcon boxSize="6" />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body py="5" onClick={closeOnLink}>
              <Stack gap="6">
                <Box as="nav" aria-labelledby="mobile-menu-categories">
                  <Heading as="h2" id="mobile-menu-categories" size="sm" mb="3">
                    Categories
                  </Heading>
                  <CategoryLinkList withSubCategories />
                </Box>
                <Separator />
                <Box as="nav" aria-labelledby="mobile-menu-pages">
                  <Heading as="h2" id="mobile-menu-pages" size="sm" mb="3">
                    Help and account
                  </Heading>
                  <Stack as="ul" listStyleType="none" m="0" p="0" gap="3">
                    {pages.map((page) => (
                      <li key={page.to}>
                        <Link asChild>
                          <RouterLink to={page.to}>{page.label}</RouterLink>
                        </Link>
                      </li>
                    ))}
                  </Stack>
                </Box>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
