import { Button, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { useAtomValue } from "jotai";
import { Route, Routes, Link as RouterLink } from "react-router";
import { userRecordState } from "../account/state/userRecordState";
import { NotFoundPage } from "../shared/pages/NotFoundPage";

/**
 * The admin area (`/admin-dashboard/*`), loaded on demand after the admin guard. For now only its
 * frame: the dashboard's screens come with later work. The shop's header and footer are hidden
 * here by the app shell (docs/behaviour.md#screens-and-routes).
 */
export function AdminApp() {
  const record = useAtomValue(userRecordState);
  const name = record?.displayName ?? record?.email ?? "Admin";

  return (
    <Stack gap="8">
      <Flex
        as="header"
        align={{ base: "start", sm: "center" }}
        justify="space-between"
        direction={{ base: "column", sm: "row" }}
        gap="4"
        pb="6"
        borderBottomWidth="1px"
      >
        <Stack gap="1">
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
            Admin dashboard
          </Heading>
          <Text color="fg.muted">
            Signed in as{" "}
            <Text as="span" color="fg" fontWeight="medium">
              {name}
            </Text>
          </Text>
        </Stack>
        <Button asChild variant="outline">
          <RouterLink to="/">Back to the shop</RouterLink>
        </Button>
      </Flex>
      <Routes>
        <Route index element={<Text color="fg.muted">The dashboard's screens are not available yet.</Text>} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Stack>
  );
}
