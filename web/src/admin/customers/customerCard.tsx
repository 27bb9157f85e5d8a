import { Badge, HStack, Stack, Text } from "@chakra-ui/react";
import { PhoneLinks } from "../components/PhoneLinks";
import { CustomerActionButtons } from "./CustomerActionButtons";
import { CustomerFiguresLine, CustomerNameLink } from "./customerColumnParts";
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
        <CustomerNameLink to={customerHref(customer.uid)} name={customer.displayName?.trim() || "No name"} />
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
      <CustomerFiguresLine orderCount={customer.orderCount} totalSpent={customer.totalSpent} />
      <CustomerActionButtons user={customer} isSelf={isSelf} ask={actions.ask} selfNote="Not for your own account." />
    </Stack>
  );
}
