import { Heading, Stack } from "@chakra-ui/react";
import { useMoneySettings } from "../../shared/settings/useMoneySettings";
import type { OrderDetailFieldsFragment } from "../../gql/graphql";
import { useOrderMoney } from "../hooks/useOrderMoney";
import { OrderDelivery } from "./OrderDelivery";
import { OrderHistory } from "./OrderHistory";
import { OrderLines } from "./OrderLines";
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
  const { locale } = useMoneySettings();
  const label = `order #${String(order.number)}`;
  const headingSize = headingLevel === "h2" ? "md" : "sm";

  return (
    <Stack gap="6">
      <Stack as="section" gap="2" aria-label={`Items in ${label}`}>
        <Heading as={headingLevel} size={headingSize}>
          Items
        </Heading>
        <OrderLines lines={order.lines} formatMoney={formatMoney} label={`Items in ${label}`} />
        <OrderTotals
          subtotal={order.subtotal}
          shipping={order.shipping}
          total={order.total}
          deliveryZone={order.deliveryZone}
          formatMoney={formatMoney}
        />
      </Stack>
      <Stack as="section" gap="3" aria-label={`Delivery and payment of ${label}`}>
        <Heading as={headingLevel} size={headingSize}>
          Delivery and payment
        </Heading>
        <OrderDelivery order={order} />
      </Stack>
      {showHistory ? (
        <Stack as="section" gap="3" aria-label={`Status history of ${label}`}>
          <Heading as={headingLevel} size={headingSize}>
            Status history
          </Heading>
          <OrderHistory history={order.history} locale={locale} label={`Status history of ${label}`} />
        </Stack>
      ) : null}
    </Stack>
  );
}
