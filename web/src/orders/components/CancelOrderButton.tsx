import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { Button, type ButtonProps, Dialog, Portal, Text } from "@chakra-ui/react";
import { useState } from "react";
import toast from "react-hot-toast";
import { serverMessage } from "../../shared/errors/serverMessage";
import { CancelOrderDocument, OrderDocument } from "../../gql/graphql";

export const CANCEL_FAILED = "Failed to cancel the order";

export interface CancelOrderButtonProps {
  orderId: string;
  orderNumber: number;
  /** A guest order's token; null for a signed-in customer's order. */
  guestToken: string | null;
  size?: ButtonProps["size"];
}

/**
 * "Cancel order" with a confirmation dialog ("Cancel order #10023?"). The answer updates the
 * cached order, so its status reads "Cancelled" wherever it is shown. When the shop moved the
 * order on meanwhile (CONFLICT), the server's message is shown and the order is read again.
 */
export function CancelOrderButton({ orderId, orderNumber, guestToken, size = "sm" }: CancelOrderButtonProps) {
  const [open, setOpen] = useState(false);
  const [cancelOrder, { loading }] = useMutation(CancelOrderDocument);
  const client = useApolloClient();

  const confirm = async () => {
    try {
      await cancelOrder({ variables: { id: orderId, guestToken } });
      toast.success(`Order #${String(orderNumber)} cancelled`);
    } catch (error) {
      toast.error(serverMessage(error, CANCEL_FAILED));
      if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === "CONFLICT")) {
        void client
          .query({ query: OrderDocument, variables: { id: orderId, guestToken }, fetchPolicy: "network-only" })
          .catch(() => undefined);
      }
    } finally {
      setOpen(false);
    }
  };

  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => setOpen(details.open)} placement="center" size="sm">
      <Dialog.Trigger asChild>
        <Button variant="outline" colorPalette="red" size={size} aria-label={`Cancel order #${String(orderNumber)}`}>
          Cancel order
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Cancel order #{orderNumber}?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>The order will not be delivered and its items go back on sale. This cannot be undone.</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={loading}>
                  Keep order
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={loading} loadingText="Cancelling…" onClick={() => void confirm()}>
                Yes, cancel order
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
