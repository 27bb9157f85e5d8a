import { Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { OrderStatus } from "../../gql/graphql";
import { useShopLocale } from "../../shared/money/useShopLocale";
import { formatDateTime } from "../orderDisplay";
import { OrderStatusBadge } from "./OrderStatusBadge";

export interface OrderHeadlineProps {
  /** The heading's id: the card is named by it. */
  headingId: string;
  order: { number: number; status: OrderStatus; createdAt: string };
  /** Appended after the date, e.g. "2 items". */
  detail?: string;
}

/** An order card's heading ("Order #10023"), status badge and the date it was placed. */
export function OrderHeadline({ headingId, order, detail }: OrderHeadlineProps) {
  const locale = useShopLocale();
  return (
    <Stack gap="1" minW="0">
      <HStack gap="2" wrap="wrap">
        <Heading as="h3" size="md" id={headingId}>
          Order #{order.number}
        </Heading>
        <OrderStatusBadge status={order.status} />
      </HStack>
      <Text textStyle="sm" color="fg.muted">
        Placed <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, locale)}</time>
        {detail ? ` · ${detail}` : null}
      </Text>
    </Stack>
  );
}
