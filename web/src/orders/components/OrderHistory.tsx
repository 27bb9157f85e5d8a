import { HStack, List, Stack, Text } from "@chakra-ui/react";
import type { OrderDetailFieldsFragment } from "../../gql/graphql";
import { useShopLocale } from "../../shared/money/useShopLocale";
import { changedBy, formatDateTime } from "../orderDisplay";
import { OrderStatusBadge } from "./OrderStatusBadge";

export interface OrderHistoryProps {
  history: OrderDetailFieldsFragment["history"];
  /** Names the list, e.g. "Status history of order #10023". */
  label: string;
}

/** Every status the order has had, oldest first: the status, when, by whom, and the note the shop wrote for the customer. */
export function OrderHistory({ history, label }: OrderHistoryProps) {
  const locale = useShopLocale();
  return (
    <List.Root as="ol" listStyle="none" gap="3" aria-label={label}>
      {history.map((change, index) => (
        <List.Item key={`${change.status}-${change.at}-${String(index)}`}>
          <Stack gap="0.5">
            <HStack gap="2" wrap="wrap">
              <OrderStatusBadge status={change.status} size="sm" testId="history-status" />
              <Text textStyle="sm">
                <time dateTime={change.at}>{formatDateTime(change.at, locale)}</time>
              </Text>
              <Text textStyle="sm" color="fg.muted">
                by {changedBy(change.by)}
              </Text>
            </HStack>
            {change.customerNote ? (
              <Text textStyle="sm" color="fg.muted">
                {change.customerNote}
              </Text>
            ) : null}
          </Stack>
        </List.Item>
      ))}
    </List.Root>
  );
}
