import { Box, Button, Menu, Skeleton, Text } from "@chakra-ui/react";
import toast from "react-hot-toast";
import { Link as RouterLink, useLocation, useNavigate } from "react-router";
import { isAccountOnlyPath } from "../accountOnlyPath";
import { useAuth } from "../hooks/useAuth";
import { useAuthActions } from "../hooks/useAuthActions";
import { UserIcon } from "./AccountIcons";
import { UserAvatar } from "./UserAvatar";

/**
 * The header's account control: "Sign in" for guests; for signed-in people a menu with their
 * profile, orders, the admin dashboard (admins only) and "Sign out".
 */
export function AccountMenu() {
  const { user, initialized, record, isAdmin, displayName } = useAuth();
  const { signOut } = useAuthActions();
  const location = useLocation();
  const navigate = useNavigate();

  if (!user) {
    // Until Firebase has said whether someone is signed in, hold the place without a flash of "Sign in".
    if (!initialized) return <Skeleton boxSize="10" rounded="full" aria-hidden="true" />;
    return (
      <Button asChild variant="ghost" size="md" px="2">
        <RouterLink to="/login" state={{ from: { pathname: location.pathname, search: location.search, hash: location.hash } }}>
          <UserIcon boxSize="6" />
          Sign in
        </RouterLink>
      </Button>
    );
  }

  const signOutNow = async () => {
    // Leave pages only a signed-in person may see first, so their guard does not send us to /login.
    // flushSync: the route changes before the sign-out's state update can reach the guard.
    if (isAccountOnlyPath(location.pathname)) await navigate("/", { flushSync: true });
    try {
      await signOut();
      toast.success("You have been signed out", { id: "signed-out" });
    } catch {
      toast.error("Failed to sign out. Please try again.", { id: "signed-out" });
    }
  };

  const email = record?.email ?? user.email;

  return (
    <Menu.Root positioning={{ placement: "bottom-end" }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="md" px="1" rounded="full" aria-label="Account menu">
          <UserAvatar name={displayName} photoURL={record?.photoURL ?? user.photoURL} size="sm" iconFallback />
        </Button>
      </Menu.Trigger>
      {/* Not portalled: inside the header, the open menu stays within the page's banner landmark. */}
      <Menu.Positioner>
        <Menu.Content minW="56">
          <Box px="2" py="1.5" maxW="64">
            <Text fontWeight="medium" truncate>
              {displayName}
            </Text>
            {email && email !== displayName ? (
              <Text textStyle="xs" color="fg.muted" truncate>
                {email}
              </Text>
            ) : null}
          </Box>
          <Menu.Separator />
          <Menu.Item value="my-profile" asChild>
            <RouterLink to="/my-profile">My profile</RouterLink>
          </Menu.Item>
          <Menu.Item value="update-profile" asChild>
            <RouterLink to="/update-profile">Update profile</RouterLink>
          </Menu.Item>
          <Menu.Item value="my-orders" asChild>
            <RouterLink to="/my-orders">My orders</RouterLink>
          </Menu.Item>
          {isAdmin ? (
            <Menu.Item value="admin-dashboard" asChild>
              <RouterLink to="/admin-dashboard">Admin dashboard</RouterLink>
            </Menu.Item>
          ) : null}
          <Menu.Separator />
          <Menu.Item value="sign-out" onSelect={() => void signOutNow()}>
            Sign out
          </Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
