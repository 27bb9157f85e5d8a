import { Box, Text } from "@chakra-ui/react";
import { Fragment } from "react";
import type { OrderDetailFieldsFragment } from "../../gql/graphql";
import { paymentStatusLabel } from "../orderDisplay";

/** Where the order goes and who receives it, and how it is paid (cash on delivery). */
export function OrderDelivery({ order }: { order: OrderDetailFieldsFragment }) {
  const rows: [string, string | null][] = [
    ["Name", order.name],
    ["Phone", order.phone],
    ["Email", order.email],
    ["Delivery zone", order.deliveryZone],
    ["District", order.district],
    ["Address", order.address],
    ["Notes", order.notes],
    ["Payment", `Cash on delivery · ${paymentStatusLabel(order.paymentStatus)}`],
  ];
  return <OrderFacts rows={rows} />;
}

/** Labelled facts of an order as a description list; rows without a value are left out. */
export function OrderFacts({ rows }: { rows: readonly (readonly [string, string | null])[] }) {
  return (
    <Box as="dl" display="grid" gridTemplateColumns={{ base: "1fr", sm: "9rem minmax(0, 1fr)" }} columnGap="4" rowGap={{ base: 1, sm: 2 }} textStyle="sm">
      {rows
        .filter((row): row is readonly [string, string] => Boolean(row[1]))
        .map(([label, value]) => (
          <Fragment key={label}>
            <Text as="dt" color="fg.muted" mt={{ base: 2, sm: 0 }}>
              {label}
            </Text>
            <Text as="dd" whiteSpace="pre-line" wordBreak="break-word">
              {value}
            </Text>
          </Fragment>
        ))}
    </Box>
  );
}
