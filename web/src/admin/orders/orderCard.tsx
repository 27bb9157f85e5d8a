import { HStack, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Money } from "../../shared/money/Money";
import { MoneyCurrency } from "../../shared/money/MoneyCurrency";
import { PhoneLinks } from "../components/PhoneLinks";
import type { AdminOrderRowFragment } from "../gql/graphql";
import { OrderNumberLink, OrderStatusBadge, PaymentStatusBadge } from "./orderBadges";

export interface OrderCardProps {
  order: AdminOrderRowFragment;
  /** "5 min ago", or the date past a week (list-page/age.ts). */
  age: string;
  /** The full date and time, as the table's Date column says it. */
  date: string;
  /** Lines under the order's own (the management screen's courier details). */
  extra?: ReactNode;
}

/**
 * An order as a card on a phone (decision 061): its number (the link to it), status and age on the
 * first line; the customer's name and phone (call and WhatsApp links); the total and payment status. What an owner confirming
 * orders by phone needs without a sideways swipe.
 */
export function OrderCard({ order, age, date, extra }: OrderCardProps) {
  return (
    <Stack gap="1" minW="0">
      <HStack gap="2" wrap="wrap">
        <OrderNumberLink id={order.id} number={order.number} fontWeight="semibold" />
        <OrderStatusBadge status={order.status} />
        <Text as="span" textStyle="xs" color="fg.muted" ms="auto" whiteSpace="nowrap">
          <time dateTime={order.createdAt} title={date}>
            {age}
          </time>
        </Text>
      </HStack>
      <Text fontWeight="medium" lineClamp={1} overflowWrap="anywhere">
        {order.name}
        {order.customer ? null : (
          <Text as="span" textStyle="xs" color="fg.muted" fontWeight="normal">
            {" "}
            · Guest
          </Text>
        )}
      </Text>
      <HStack gap="2" justify="space-between" wrap="wrap">
        <PhoneLinks phone={order.phone} name={order.name} textStyle="sm" />
        <HStack gap="2">
          <PaymentStatusBadge status={order.paymentStatus} />
          <Text fontWeight="semibold" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
            <MoneyCurrency currency={order.currency}>
              <Money amount={order.total} />
            </MoneyCurrency>
          </Text>
        </HStack>
      </HStack>
      {extra}
    </Stack>
  );
}
