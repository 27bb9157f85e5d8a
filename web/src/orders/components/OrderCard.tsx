import { Button, Card, Collapsible, HStack, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useId, useState } from "react";
import type { OrderDetailFieldsFragment } from "../../gql/graphql";
import { Money } from "../../shared/money/Money";
import { MoneyCurrency } from "../../shared/money/MoneyCurrency";
import { itemsText } from "../orderDisplay";
import { CancelOrderButton } from "./CancelOrderButton";
import { OrderDetails } from "./OrderDetails";
import { OrderHeadline } from "./OrderHeadline";

export interface OrderCardProps {
  order: OrderDetailFieldsFragment;
  /** A guest order's token (for cancelling); null for an account's order. */
  guestToken?: string | null;
}

/**
 * One order in a list: number, date, status, total, and "Cancel order" while the server says the
 * viewer may (`canCancel`); the details expand below. Its amounts are in the order's own currency.
 */
export function OrderCard({ order, guestToken = null }: OrderCardProps) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const units = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const label = `order #${String(order.number)}`;

  return (
    <MoneyCurrency currency={order.currency}>
      <Card.Root as="article" aria-labelledby={headingId} size="sm">
        <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)} lazyMount unmountOnExit>
          <Card.Body gap="3">
            <HStack justify="space-between" align="start" gap="3" wrap="wrap">
              <OrderHeadline headingId={headingId} order={order} detail={itemsText(units)} />
              <Stack gap="1" align={{ base: "start", sm: "end" }}>
                <Text fontWeight="bold">
                  <VisuallyHidden>Total: </VisuallyHidden>
                  <Money amount={order.total} />
                </Text>
                <HStack gap="2" wrap="wrap">
                  {order.canCancel ? <CancelOrderButton orderId={order.id} orderNumber={order.number} guestToken={guestToken} size="xs" /> : null}
                  <Collapsible.Trigger asChild>
                    <Button variant="ghost" size="xs" colorPalette="blue" aria-label={`${open ? "Hide" : "Show"} details of ${label}`}>
                      {open ? "Hide details" : "Show details"}
                    </Button>
                  </Collapsible.Trigger>
                </HStack>
              </Stack>
            </HStack>
            <Collapsible.Content>
              <Stack pt="3" borderTopWidth="1px">
                <OrderDetails order={order} headingLevel="h4" showHistory />
              </Stack>
            </Collapsible.Content>
          </Card.Body>
        </Collapsible.Root>
      </Card.Root>
    </MoneyCurrency>
  );
}
