import { Stack } from "@chakra-ui/react";
import { useMoneySettings } from "../../shared/settings/useMoneySettings";
import type { OrderDetailFieldsFragment } from "../../gql/graphql";
import { useOrderMoney } from "../hooks/useOrderMoney";
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

/** An order's lines, totals, delivery and payment, and optionally its status history ("Cancel order" is on its card). */
export function OrderDetails({ order, headingLevel, showHistory = false }: OrderDetailsProps) {
  const formatMoney = useOrderMoney(order.currency);
  const label = `order #${String(order.number)}`;

  return (
    <Stack gap="6">
      <OrderItemsSection order={order} headingLevel={headingLevel} formatMoney={formatMoney} />
      <OrderSection title="Delivery and payment" label={`Delivery and payment of ${label}`} headingLevel={headingLevel}>
        <OrderDelivery order={order} />
      </OrderSection>
      {showHistory ? <OrderHistorySection order={order} headingLevel={headingLevel} /> : null}
    </Stack>
  );
}

type ItemsOf = Pick<OrderDetailFieldsFragment, "number" | "lines" | "subtotal" | "shipping" | "total" | "deliveryZone">;

/** "Items": the order's lines as sold, then subtotal, shipping (with its zone) and total. */
export function OrderItemsSection({
  order,
  headingLevel,
  formatMoney,
}: {
  order: ItemsOf;
  headingLevel: OrderDetailsProps["headingLevel"];
  formatMoney: (amount: number) => string;
}) {
  const label = `Items in order #${String(order.number)}`;
  return (
    <OrderSection title="Items" label={label} headingLevel={headingLevel} gap="2">
      <OrderLines lines={order.lines} formatMoney={formatMoney} label={label} />
      <OrderTotals
        subtotal={order.subtotal}
        shipping={order.shipping}
        total={order.total}
        deliveryZone={order.deliveryZone}
        formatMoney={formatMoney}
      />
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
  const { locale } = useMoneySettings();
  const label = `Status history of order #${String(order.number)}`;
  return (
    <OrderSection title="Status history" label={label} headingLevel={headingLevel}>
      <OrderHistory history={order.history} locale={locale} label={label} />
    </OrderSection>
  );
}
