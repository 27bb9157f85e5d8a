import { HStack, Stack, Text } from "@chakra-ui/react";
import { PhoneLinks } from "../components/PhoneLinks";
import { CustomerFiguresLine, CustomerNameLink } from "./customerColumnParts";
import { guestCustomerHref } from "./customerTableParams";
import { GuestBadge, type GuestRow } from "./guestColumns";

/**
 * A guest buyer as a card on a phone (decision 061): the name (the link to their page), the phone
 * to call or message on WhatsApp, the email, orders and total spent, and when they last ordered.
 */
export function GuestCard({ guest, date }: { guest: GuestRow; date: (iso: string) => string }) {
  return (
    <Stack gap="1.5" minW="0">
      <HStack gap="2" wrap="wrap">
        <CustomerNameLink to={guestCustomerHref(guest.key)} name={guest.name} />
        <GuestBadge />
      </HStack>
      <PhoneLinks phone={guest.phone} name={guest.name} textStyle="sm" />
      <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere">
        {guest.email ?? "No email"}
      </Text>
      <CustomerFiguresLine orderCount={guest.orderCount} totalSpent={guest.totalSpent} />
      <Text textStyle="sm" color="fg.muted">
        Last order <time dateTime={guest.lastOrderAt}>{date(guest.lastOrderAt)}</time>
      </Text>
    </Stack>
  );
}
