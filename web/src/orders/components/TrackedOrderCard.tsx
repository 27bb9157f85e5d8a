import { Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useId } from "react";
import { useMoneySettings } from "../../shared/settings/useMoneySettings";
import type { OrderLookupQuery } from "../../gql/graphql";
import { useOrderMoney } from "../hooks/useOrderMoney";
import { formatDateTime, paymentStatusLabel } from "../orderDisplay";
import { OrderFacts } from "./OrderDelivery";
import { OrderHistory } from "./OrderHistory";
import { OrderLines } from "./OrderLines";
import { OrderStatusBadge } from "./OrderStatusBadge";
import { OrderTotals } from "./OrderTotals";

export type TrackedOrder = OrderLookupQuery["orderLookup"];

/**
 * An order found by its number and phone: status and history, lines, totals, delivery zone and
 * the date; the contact masked and no address (decision 022). It offers no cancelling.
 */
export function TrackedOrderCard({ order }: { order: TrackedOrder }) {
  const headingId = useId();
  const formatMoney = useOrderMoney(order.currency);
  const { locale } = useMoneySettings();
  const label = `order #${String(order.number)}`;

  return (
    <Card.Root as="article" aria-labelledby={headingId} size="sm">
      <Card.Body gap="5">
        <Stack gap="1">
          <HStack gap="2" wrap="wrap">
            <Heading as="h3" size="md" id={headingId}>
              Order #{order.number}
            </Heading>
            <OrderStatusBadge status={order.status} />
          </HStack>
          <Text textStyle="sm" color="fg.muted">
            Placed <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, locale)}</time>
          </Text>
        </Stack>
        <Stack as="section" gap="2" aria-label={`Items in ${label}`}>
          <Heading as="h4" size="sm">
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
        <Stack as="section" gap="3" aria-label={`Delivery of ${label}`}>
          <Heading as="h4" size="sm">
            Delivery
          </Heading>
          <OrderFacts
            rows={[
              ["Delivery zone", order.deliveryZone],
              ["Phone", order.maskedPhone],
              ["Email", order.maskedEmail],
              ["Payment", `Cash on delivery · ${paymentStatusLabel(order.paymentStatus)}`],
            ]}
          />
        </Stack>
        <Stack as="section" gap="3" aria-label={`Status history of ${label}`}>
          <Heading as="h4" size="sm">
            Status history
          </Heading>
          <OrderHistory history={order.history} locale={locale} label={`Status history of ${label}`} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
