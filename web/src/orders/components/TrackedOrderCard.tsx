import { Card } from "@chakra-ui/react";
import { useId } from "react";
import type { OrderLookupQuery } from "../../gql/graphql";
import { MoneyCurrency } from "../../shared/money/MoneyCurrency";
import { paymentStatusLabel } from "../orderDisplay";
import { OrderFacts } from "./OrderDelivery";
import { OrderHistorySection, OrderItemsSection } from "./OrderDetails";
import { OrderHeadline } from "./OrderHeadline";
import { OrderSection } from "./OrderSection";

export type TrackedOrder = OrderLookupQuery["orderLookup"];

/**
 * An order found by its number and phone: status and history, lines, totals, delivery zone and
 * the date; the contact masked and no address (decision 022). It offers no cancelling. Its amounts
 * are in the order's own currency.
 */
export function TrackedOrderCard({ order }: { order: TrackedOrder }) {
  const headingId = useId();

  return (
    <MoneyCurrency currency={order.currency}>
      <Card.Root as="article" aria-labelledby={headingId} size="sm">
        <Card.Body gap="5">
          <OrderHeadline headingId={headingId} order={order} />
          <OrderItemsSection order={order} headingLevel="h4" />
          <OrderSection title="Delivery" label={`Delivery of order #${String(order.number)}`} headingLevel="h4">
            <OrderFacts
              rows={[
                ["Delivery zone", order.deliveryZone],
                ["Phone", order.maskedPhone],
                ["Email", order.maskedEmail],
                ["Payment", `Cash on delivery · ${paymentStatusLabel(order.paymentStatus)}`],
              ]}
            />
          </OrderSection>
          <OrderHistorySection order={order} headingLevel="h4" />
        </Card.Body>
      </Card.Root>
    </MoneyCurrency>
  );
}
