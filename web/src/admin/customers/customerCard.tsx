import { Badge, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { Money } from "../../shared/money/Money";
import { PhoneLinks } from "../components/PhoneLinks";
import { CustomerActionButtons } from "./CustomerActionButtons";
import { AccountStatusBadge, type CustomerRow, type CustomerRowActions, RoleBadge } from "./customerColumns";
import { customerHref } from "./customerTableParams";

/**
 * A customer as a card on a phone (decision 061): the name (the link to their page), phone and
 * email, role and account, orders and total spent, and the row's role and account buttons.
 */
export function CustomerCard({ customer, actions }: { customer: CustomerRow; actions: CustomerRowActions }) {
  const isSelf = customer.uid === actions.selfUid;
  return (
    <Stack gap="1.5" minW="0">
      <HStack gap="2" wrap="wrap">
        <Link asChild fontWeight="medium" colorPalette="blue" variant="underline">
          <RouterLink to={customerHref(customer.uid)}>{customer.displayName?.trim() || "No name"}</RouterLink>
        </Link>
        {isSelf ? <Badge variant="outline">You</Badge> : null}
        <HStack gap="1" ms="auto">
          <RoleBadge role={customer.role} />
          <AccountStatusBadge disabled={customer.disabled} />
        </HStack>
      </HStack>
      {customer.phone ? <PhoneLinks phone={customer.phone} name={customer.displayName?.trim() || undefined} textStyle="sm" /> : null}
      <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere">
        {customer.email ?? "No email"}
      </Text>
      <Text textStyle="sm" fontVariantNumeric="tabular-nums">
        {customer.orderCount === 1 ? "1 order" : `${String(customer.orderCount)} orders`} ·{" "}
        <Money amount={customer.totalSpent} /> spent
      </Text>
      <CustomerActionButtons user={customer} isSelf={isSelf} ask={actions.ask} selfNote="Not for your own account." />
    </Stack>
  );
}
