import { Button, Flex, HStack, IconButton, Link, Text } from "@chakra-ui/react";
import toast from "react-hot-toast";
import { Link as RouterLink, useNavigate } from "react-router";
import { UserAvatar } from "../../account";
import { useAuth } from "../../account";
import { useAuthActions } from "../../account";
import { ADMIN_ROOT } from "../../shared/routing/isAdminPath";
import { useSiteSettings } from "../../shared/settings/useSiteSettings";
import { MenuIcon, SignOutIcon, StorefrontIcon } from "./AdminIcons";

export interface AdminTopBarProps {
  /** Opens the areas' drawer (phones and tablets, where the sidebar is hidden). */
  onOpenNav: () => void;
}

/** The admin's top bar: the menu button on small screens, the shop's name, who is signed in, the storefront and sign-out. */
export function AdminTopBar({ onOpenNav }: AdminTopBarProps) {
  const { user, record, displayName } = useAuth();
  const { signOut } = useAuthActions();
  const { settings } = useSiteSettings();
  const navigate = useNavigate();

  // Leave the admin area first, so its guard does not send the signed-out page to /login.
  const leave = async () => {
    await navigate("/", { flushSync: true });
    await signOut().then(
      () => toast.success("You have been signed out", { id: "signed-out" }),
      () => toast.error("Failed to sign out. Please try again.", { id: "signed-out" }),
    );
  };

  return (
    <Flex as="header" align="center" gap={{ base: 1, sm: 3 }} px={{ base: 2, md: 6 }} h="16" bg="bg" borderBottomWidth="1px">
      <IconButton hideFrom="lg" variant="ghost" aria-label="Open admin menu" onClick={onOpenNav}>
        <MenuIcon />
      </IconButton>
      <Link asChild fontWeight="semibold" textStyle="lg" color="fg" textDecoration="none" truncate minW="0">
        <RouterLink to={ADMIN_ROOT}>{settings?.siteName ?? "Shop"} admin</RouterLink>
      </Link>
      <HStack gap={{ base: 1, sm: 3 }} ms="auto" flexShrink={0}>
        <Button asChild variant="outline" size="sm" px={{ base: 2, sm: 3 }}>
          <RouterLink to="/">
            <StorefrontIcon />
            <Text as="span" srOnly={{ base: true, md: false }}>
              Back to the shop
            </Text>
          </RouterLink>
        </Button>
        <HStack gap="2">
          <UserAvatar name={displayName} photoURL={record?.photoURL ?? user?.photoURL} size="sm" />
          <Text textStyle="sm" color="fg.muted" srOnly={{ base: true, md: false }} maxW="56" lineHeight="short">
            Signed in as{" "}
            <Text as="span" color="fg" fontWeight="medium">
              {displayName}
            </Text>
          </Text>
        </HStack>
        <Button variant="ghost" size="sm" px={{ base: 2, sm: 3 }} onClick={() => void leave()}>
          <SignOutIcon />
          <Text as="span" srOnly={{ base: true, md: false }}>
            Sign out
          </Text>
        </Button>
      </HStack>
    </Flex>
  );
}
