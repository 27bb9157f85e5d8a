import { Badge } from "@chakra-ui/react";
import { paymentStatusLabel, statusLabel, statusPalette } from "../../orders/orderDisplay";
import type { OrderStatus, PaymentStatus } from "../gql/graphql";

const PAYMENT_PALETTES: Record<PaymentStatus, string> = { UNPAID: "orange", PAID: "green", REFUNDED: "gray" };

/** An order's status as a badge, in the storefront's words and colours. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge colorPalette={statusPalette(status)} variant="surface" whiteSpace="nowrap">
      {statusLabel(status)}
    </Badge>
  );
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge colorPalette={PAYMENT_PALETTES[status]} variant="outline" whiteSpace="nowrap">
      {paymentStatusLabel(status)}
    </Badge>
  );
}
