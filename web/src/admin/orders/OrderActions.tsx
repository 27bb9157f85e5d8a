import { useMutation } from "@apollo/client/react";
import { Button, Card, HStack, Heading, Stack, Text, Textarea } from "@chakra-ui/react";
import { ORDER_ADMIN_LIMITS, orderNoteRules } from "@shop/common";
import { useState } from "react";
import toast from "react-hot-toast";
import { paymentStatusLabel, statusLabel } from "../../orders";
import { serverMessage } from "../../shared/errors/serverMessage";
import { FormField } from "../../shared/forms/FormField";
import {
  type AdminOrderDetailFragment,
  AdminPendingOrderCountDocument,
  type OrderStatus,
  type PaymentStatus,
  SetAdminOrderInternalNoteDocument,
  SetAdminOrderPaymentStatusDocument,
  SetAdminOrderStatusDocument,
} from "../gql/graphql";
import { Money } from "../../shared/money/Money";
import { phoneHrefs, usePhoneCountryCode } from "../components/PhoneLinks";
import { OrderStatusBadge, PaymentStatusBadge } from "./orderBadges";
import { type OrderChange, OrderChangeDialog } from "./OrderChangeDialog";

const STATUS_VERBS: Record<OrderStatus, string> = {
  PENDING: "Mark pending",
  PROCESSING: "Start processing",
  SHIPPED: "Mark shipped",
  DELIVERED: "Mark delivered",
  CANCELLED: "Cancel order",
};
const PAYMENT_VERBS: Record<PaymentStatus, string> = { UNPAID: "Mark unpaid", PAID: "Mark paid", REFUNDED: "Mark refunded" };

type Order = AdminOrderDetailFragment;

/** A refusal's words: the server's message (CONFLICT says why), else a fallback. */
const failure = (error: unknown, fallback: string) => new Error(serverMessage(error, fallback));

/**
 * The order's status and payment actions: exactly the server's `nextStatuses` and
 * `nextPaymentStatuses` (the page never restates the rules), each confirmed with optional notes
 * for the order's history (a status change's may be shown to the customer).
 */
export function OrderStatusPanel({ order }: { order: Order }) {
  const [change, setChange] = useState<OrderChange | null>(null);
  // The sidebar's count changes with a pending order's status.
  const refetchQueries = [AdminPendingOrderCountDocument];
  const [setStatus] = useMutation(SetAdminOrderStatusDocument, { refetchQueries });
  const [setPayment] = useMutation(SetAdminOrderPaymentStatusDocument);
  const label = `order #${String(order.number)}`;

  const askStatus = (status: OrderStatus) =>
    setChange({
      title: status === "CANCELLED" ? `Cancel ${label}?` : `${STATUS_VERBS[status]}: ${label}?`,
      body:
        status === "CANCELLED" ? (
          <Text>The order is cancelled for good and its items go back into stock. The customer sees it as cancelled.</Text>
        ) : (
          <Text>
            The order becomes <strong>{statusLabel(status).toLowerCase()}</strong>; the customer sees the change in their order history.
          </Text>
        ),
      confirmLabel: STATUS_VERBS[status],
      destructive: status === "CANCELLED",
      customerNote: true,
      send: async ({ note, customerNote }) => {
        try {
          await setStatus({ variables: { id: order.id, status, note, customerNote } });
          toast.success(`Order #${String(order.number)} is ${statusLabel(status).toLowerCase()}`);
        } catch (error) {
          throw failure(error, "Failed to change the status");
        }
      },
    });

  const askPayment = (paymentStatus: PaymentStatus) =>
    setChange({
      title: `${PAYMENT_VERBS[paymentStatus]}: ${label}?`,
      body: (
        <Text>
          The payment status becomes <strong>{paymentStatusLabel(paymentStatus).toLowerCase()}</strong>.
        </Text>
      ),
      confirmLabel: PAYMENT_VERBS[paymentStatus],
      destructive: paymentStatus === "REFUNDED",
      send: async ({ note }) => {
        try {
          await setPayment({ variables: { id: order.id, paymentStatus, note } });
          toast.success(`Order #${String(order.number)} is ${paymentStatusLabel(paymentStatus).toLowerCase()}`);
        } catch (error) {
          throw failure(error, "Failed to change the payment status");
        }
      },
    });

  return (
    <Card.Root variant="outline">
      <Card.Body gap="5">
        <Stack gap="2">
          <HStack justify="space-between">
            <Heading as="h2" size="md">
              Status
            </Heading>
            <OrderStatusBadge status={order.status} />
          </HStack>
          {order.nextStatuses.length ? (
            <HStack gap="2" wrap="wrap">
              {order.nextStatuses.map((status) => (
                <Button
                  key={status}
                  size="sm"
                  variant={status === "CANCELLED" ? "outline" : "solid"}
                  colorPalette={status === "CANCELLED" ? "red" : "blue"}
                  onClick={() => askStatus(status)}
                >
                  {STATUS_VERBS[status]}
                </Button>
              ))}
            </HStack>
          ) : (
            <Text color="fg.muted" textStyle="sm">
              {order.status === "DELIVERED" ? "Delivered: the order is complete." : "Cancelled: nothing more can happen to it."}
            </Text>
          )}
        </Stack>
        <Stack gap="2">
          <HStack justify="space-between">
            <Heading as="h2" size="md">
              Payment
            </Heading>
            <PaymentStatusBadge status={order.paymentStatus} />
          </HStack>
          <Text color="fg.muted" textStyle="sm">
            Cash on delivery
          </Text>
          {order.nextPaymentStatuses.length ? (
            <HStack gap="2" wrap="wrap">
              {order.nextPaymentStatuses.map((status) => (
                <Button key={status} size="sm" variant="outline" colorPalette={status === "REFUNDED" ? "red" : undefined} onClick={() => askPayment(status)}>
                  {PAYMENT_VERBS[status]}
                </Button>
              ))}
            </HStack>
          ) : null}
        </Stack>
      </Card.Body>
      <OrderChangeDialog change={change} onClose={() => setChange(null)} />
    </Card.Root>
  );
}

/** The status a phone confirmation moves a new order to: the first step forward the server allows (not cancelling). */
export const confirmedStatus = (order: Pick<Order, "nextStatuses">): OrderStatus | undefined => order.nextStatuses.find((status) => status !== "CANCELLED");

/** Whether the order waits for the phone call that confirms a cash-on-delivery order: new, unpaid, and it may move on. */
export const awaitsPhoneConfirmation = (order: Pick<Order, "status" | "paymentMethod" | "paymentStatus" | "nextStatuses">) =>
  order.status === "PENDING" && order.paymentMethod === "CASH_ON_DELIVERY" && order.paymentStatus === "UNPAID" && confirmedStatus(order) !== undefined;

const CONFIRMED_NOTE = "Confirmed by phone";

/**
 * The first step with a new cash-on-delivery order: call the customer (or write on WhatsApp) to
 * confirm it, then one tap moves it on (the status rules are the server's) with "Confirmed by
 * phone" in its history for staff. Cancelling stays in the status panel, with its confirmation.
 */
export function ConfirmByPhonePanel({ order }: { order: Order }) {
  const countryCode = usePhoneCountryCode();
  const hrefs = countryCode ? phoneHrefs(order.phone, countryCode) : null;
  const [setStatus, { loading }] = useMutation(SetAdminOrderStatusDocument, { refetchQueries: [AdminPendingOrderCountDocument] });
  const next = confirmedStatus(order);
  if (!next) return null;

  const confirm = () => {
    setStatus({ variables: { id: order.id, status: next, note: CONFIRMED_NOTE, customerNote: null } })
      .then(() => toast.success(`Order #${String(order.number)} confirmed: ${statusLabel(next).toLowerCase()}`))
      .catch((error: unknown) => toast.error(serverMessage(error, "Failed to confirm the order")));
  };

  return (
    <Card.Root variant="outline" borderColor="blue.solid" borderWidth="2px" as="section" aria-labelledby="confirm-by-phone">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id="confirm-by-phone">
          Confirm by phone
        </Heading>
        <Text textStyle="sm">
          Call {order.name} to confirm the order and the cash to collect,{" "}
          <Text as="span" fontWeight="semibold">
            <Money amount={order.cashToCollect} />
          </Text>
          , before it is packed.
        </Text>
        <HStack gap="2" wrap="wrap">
          {hrefs ? (
            <>
              <Button asChild colorPalette="blue" size="md">
                <a href={hrefs.call}>Call {order.phone}</a>
              </Button>
              <Button asChild variant="outline" size="md">
                <a href={hrefs.whatsApp} target="_blank" rel="noopener noreferrer" aria-label={`WhatsApp ${order.name} (opens in a new tab)`}>
                  WhatsApp
                </a>
              </Button>
            </>
          ) : (
            <Text>{order.phone}</Text>
          )}
          <Button variant="solid" colorPalette="gray" size="md" loading={loading} loadingText="Confirming…" onClick={confirm}>
            Confirmed
          </Button>
        </HStack>
        <Text textStyle="xs" color="fg.muted">
          “Confirmed” makes the order {statusLabel(next).toLowerCase()} and notes “{CONFIRMED_NOTE}” in its history for staff.
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** The shop's internal note on the order: admins only, never shown to the customer. */
export function InternalNotePanel({ order }: { order: Order }) {
  const [text, setText] = useState(order.internalNote ?? "");
  const [problem, setProblem] = useState<string | undefined>();
  const [saveNote, { loading }] = useMutation(SetAdminOrderInternalNoteDocument);
  const dirty = text.trim() !== (order.internalNote ?? "");

  const save = () => {
    const invalid = orderNoteRules.internalNote(text);
    setProblem(invalid);
    if (invalid) return;
    saveNote({ variables: { id: order.id, internalNote: text.trim() || null } })
      .then(({ data }) => {
        setText(data?.setOrderInternalNote.internalNote ?? "");
        toast.success("Internal note saved");
      })
      .catch((error: unknown) => setProblem(serverMessage(error, "Failed to save the note")));
  };

  return (
    <Card.Root variant="outline">
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          Internal note
        </Heading>
        <FormField label="Note for the shop" error={problem} helperText="Only admins see it; the customer never does.">
          <Textarea value={text} rows={3} maxLength={ORDER_ADMIN_LIMITS.internalNote} onChange={(event) => setText(event.currentTarget.value)} />
        </FormField>
        <HStack>
          <Button size="sm" onClick={save} loading={loading} disabled={!dirty}>
            Save note
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
