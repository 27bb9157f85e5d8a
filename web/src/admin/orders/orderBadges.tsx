import { Badge, Link, type LinkProps } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { paymentStatusLabel, statusLabel, statusPalette } from "../../orders";
import type { OrderStatus, PaymentStatus } from "../gql/graphql";
import { orderDetailHref } from "./orderTableParams";

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

/** An order's number ("#10023") as a link to its admin page. */
export function OrderNumberLink({ id, number, ...link }: { id: string; number: number } & Omit<LinkProps, "asChild" | "children">) {
  return (
    <Link asChild color="blue.fg" fontWeight="medium" whiteSpace="nowrap" {...link}>
      <RouterLink to={orderDetailHref(id)}>#{number}</RouterLink>
    </Link>
  );
}
