import { Box, Button, Grid, HStack, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { useShopLocale } from "../../shared/money/useShopLocale";
import type { UserRecord } from "../userRecord";
import { UserAvatar } from "./UserAvatar";

export interface ProfileDetailsProps {
  record: UserRecord;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box as="dt" color="fg.muted" textStyle="sm" pt={{ sm: "0.5" }}>
        {label}
      </Box>
      <Box as="dd" whiteSpace="pre-line" overflowWrap="anywhere" mb={{ base: "3", sm: "0" }}>
        {children}
      </Box>
    </>
  );
}

function NotAdded() {
  return (
    <Text as="span" color="fg.muted">
      Not added yet
    </Text>
  );
}

/** The shop's record of the signed-in person: name, email, photo, phone, address, member since. */
export function ProfileDetails({ record }: ProfileDetailsProps) {
  const locale = useShopLocale();
  const name = record.displayName ?? record.email ?? "Your account";
  const memberSince = new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(new Date(record.createdAt));

  return (
    <Stack gap="6" bg="bg" borderWidth="1px" rounded="l3" p={{ base: 5, md: 8 }}>
      <HStack gap="4" align="center" flexWrap="wrap">
        <UserAvatar name={name} photoURL={record.photoURL} alt={record.photoURL ? "Your profile photo" : undefined} size="2xl" />
        <Stack gap="0" minW="0">
          <Text textStyle="xl" fontWeight="semibold" overflowWrap="anywhere">
            {record.displayName ?? <NotAdded />}
          </Text>
          {record.email ? (
            <Text color="fg.muted" overflowWrap="anywhere">
              {record.email}
            </Text>
          ) : null}
        </Stack>
      </HStack>
      <Grid
        as="dl"
        aria-label="Profile details"
        templateColumns={{ base: "minmax(0, 1fr)", sm: "10rem minmax(0, 1fr)" }}
        columnGap="6"
        rowGap={{ base: "1", sm: "4" }}
      >
        <Detail label="Name">{record.displayName ?? <NotAdded />}</Detail>
        <Detail label="Email">{record.email ?? <NotAdded />}</Detail>
        <Detail label="Phone">{record.phone ?? <NotAdded />}</Detail>
        <Detail label="Address">{record.address ?? <NotAdded />}</Detail>
        <Detail label="Member since">
          <time dateTime={record.createdAt}>{memberSince}</time>
        </Detail>
      </Grid>
      <HStack gap="3" flexWrap="wrap">
        <Button asChild colorPalette="blue">
          <RouterLink to="/update-profile">Edit profile</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/my-orders">My orders</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
