import { Stack } from "@chakra-ui/react";
import type { OrderDetailFieldsFragment } from "../../gql/graphql";
import { OrderDelivery } from "./OrderDelivery";
import { OrderHistory } from "./OrderHistory";
import { OrderLines } from "./OrderLines";
import { OrderSection } from "./OrderSection";
import { OrderTotals } from "./OrderTotals";

export interface OrderDetailsProps {
  order: OrderDetailFieldsFragment;
  /** The level of the section headings ("Items", "Delivery and payment"…). */
  headingLevel: "h2" | "h3" | "h4";
  /** Show the status history (my orders). */
  showHistory?: boolean;
}

/**
 * An order's lines, totals, delivery and payment, and optionally its status history ("Cancel order" is on its card);
 * amounts in the currency of a `MoneyCurrency` above (the order's).
 */
export function OrderDetails({ order, headingLevel, showHistory = false }: OrderDetailsProps) {
  const label = `order #${String(order.number)}`;

  return (
    <Stack gap="6">
      <OrderItemsSection order={order} headingLevel={headingLevel} />
      <OrderSection title="Delivery and payment" label={`Delivery and payment of ${label}`} headingLevel={headingLevel}>
        <OrderDelivery order={order} />
      </OrderSection>
      {showHistory ? <OrderHistorySection order={order} headingLevel={headingLevel} /> : null}
    </Stack>
  );
}

type ItemsOf = Pick<OrderDetailFieldsFragment, "number" | "lines" | "subtotal" | "shipping" | "total" | "deliveryZone">;

/** "Items": the order's lines as sold, then subtotal, shipping (with its zone) and total. */
export function OrderItemsSection({ order, headingLevel }: { order: ItemsOf; headingLevel: OrderDetailsProps["headingLevel"] }) {
  const label = `Items in order #${String(order.number)}`;
  return (
    <OrderSection title="Items" label={label} headingLevel={headingLevel} gap="2">
      <OrderLines lines={order.lines} label={label} />
      <OrderTotals subtotal={order.subtotal} shipping={order.shipping} total={order.total} deliveryZone={order.deliveryZone} />
    </OrderSection>
  );
}

/** "Status history": every status the order has had, oldest first. */
export function OrderHistorySection({
  order,
  headingLevel,
}: {
  order: Pick<OrderDetailFieldsFragment, "number" | "history">;
  headingLevel: OrderDetailsProps["headingLevel"];
}) {
  const label = `Status history of order #${String(order.number)}`;
  return (
    <OrderSection title="Status history" label={label} headingLevel={headingLevel}>
      <OrderHistory history={order.history} label={label} />
    </OrderSection>
  );
}
