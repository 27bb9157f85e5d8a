import { useMutation, useQuery } from "@apollo/client/react";
import { Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import toast from "react-hot-toast";
import { serverMessage } from "../../shared/errors/serverMessage";
import { Money } from "../../shared/money/Money";
import { useShopLocale } from "../../shared/money/useShopLocale";
import { ConfirmDialog } from "../components/ConfirmDialog";
import {
  CourierBalanceDocument,
  CourierInfoDocument,
  DispatchOrdersDocument,
  ManagementOrdersDocument,
  type OrderStatus,
  RefreshCourierStatusDocument,
  SetOrdersStatusDocument,
} from "../gql/graphql";
import { ListStatus } from "../list-page/ListQueryState";
import { ChoiceSelect, SelectionBar } from "../list-page/ListToolbar";
import { useListPage } from "../list-page/useListPage";
import { NoteField } from "../orders/OrderChangeDialog";
import { OrderExportButton } from "../orders/OrderExportButton";
import { OrderTableToolbar } from "../orders/OrderTableToolbar";
import { PagedOrders } from "../orders/PagedOrders";
import { STATUS_OPTIONS, orderFilter, orderTable, orderTableVariables } from "../orders/orderTableParams";
import { type ActionSummary, ActionSummaryDialog } from "./ActionSummaryDialog";
import { CourierCardLine, courierColumns } from "./managementColumns";
import { statusLabel } from "./managementParams";
import { useOrderPrinting } from "./useOrderPrinting";

const countWord = (count: number) => (count === 1 ? "1 order" : `${String(count)} orders`);

type Pending = { kind: "status"; status: OrderStatus } | { kind: "dispatch" };

/**
 * `/admin-dashboard/orders/management`: the orders table (orders/OrdersTable.tsx, with its search,
 * filters, sort and pages in the URL) with row selection and the courier's columns, and actions on
 * the selection: change status, send to the courier, refresh the courier status, print invoices or
 * packing slips; and the filtered list as CSV. Each bulk action answers per order; a dialog shows
 * what was done and what was refused and why (the server's words).
 */
export function OrderManagementPage() {
  const page = useListPage(orderTable, ManagementOrdersDocument, { variables: orderTableVariables, page: (data) => data.orders });
  const { view, list, shown, selection } = page;
  const selectedIds = page.rows.filter((row) => selection.state[row.id]).map((row) => row.id);

  const locale = useShopLocale();
  const extraColumns = useMemo(() => {
    const times = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
    return courierColumns({ dateTime: (iso) => times.format(new Date(iso)) });
  }, [locale]);

  const courier = useQuery(CourierInfoDocument);
  const courierReady = courier.data?.courier.configured === true;
  const courierLabel = courier.data?.courier.label ?? "the courier";

  // Printed in place: the selection stays for the next action (dispatch after printing the slips).
  const printing = useOrderPrinting();
  const [pending, setPending] = useState<Pending | null>(null);
  const [newStatus, setNewStatus] = useState<OrderStatus>("PROCESSING");
  const [note, setNote] = useState("");
  const [customerNote, setCustomerNote] = useState("");
  const [summary, setSummary] = useState<ActionSummary | null>(null);
  const [setOrdersStatus, settingStatus] = useMutation(SetOrdersStatusDocument);
  const [dispatchOrders, dispatching] = useMutation(DispatchOrdersDocument);
  const [refreshStatus, refreshing] = useMutation(RefreshCourierStatusDocument);

  const finish = (next: ActionSummary) => {
    setSummary(next);
    selection.clear();
    void list.refetch();
  };

  const confirm = async () => {
    if (!pending) return;
    try {
      if (pending.kind === "status") {
        const { data } = await setOrdersStatus({
          variables: { ids: selectedIds, status: pending.status, note: note.trim() || null, customerNote: customerNote.trim() || null },
        });
        finish({ title: `Status change to ${statusLabel(pending.status)}`, doneWord: "Changed", outcomes: data?.setOrdersStatus ?? [] });
      } else {
        const { data } = await dispatchOrders({ variables: { ids: selectedIds } });
        finish({ title: `Sent to ${courierLabel}`, doneWord: "Sent", outcomes: data?.dispatchOrders ?? [] });
      }
    } catch (error) {
      toast.error(serverMessage(error, pending.kind === "status" ? "Failed to change the status" : "Failed to send to the courier"));
    } finally {
      setPending(null);
      setNote("");
      setCustomerNote("");
    }
  };

  const refresh = async () => {
    try {
      const { data } = await refreshStatus({ variables: { ids: selectedIds } });
      finish({ title: "Courier status", doneWord: "Checked", outcomes: data?.refreshCourierStatus ?? [] });
    } catch (error) {
      toast.error(serverMessage(error, "Failed to check the courier status"));
    }
  };

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
          Order management
        </Heading>
        <HStack gap="3" wrap="wrap">
          <CourierStatus configured={courier.data?.courier.configured} label={courierLabel} />
          <OrderExportButton filter={orderFilter(view)} sort={view.sort} disabled={!shown?.totalItems} />
        </HStack>
      </HStack>

      <OrderTableToolbar params={view} statusFilter onChange={page.change} />

      {selectedIds.length > 0 ? (
        <SelectionBar label="Selected orders" summary={`${countWord(selectedIds.length)} selected`} onClear={selection.clear}>
          <Button size="sm" variant="outline" bg="bg" onClick={() => setPending({ kind: "status", status: newStatus })}>
            Change status
          </Button>
          <Button
            size="sm"
            variant="outline"
            bg="bg"
            disabled={!courierReady}
            title={courierReady ? undefined : "Courier dispatch is not configured"}
            onClick={() => setPending({ kind: "dispatch" })}
          >
            Send to courier
          </Button>
          <Button size="sm" variant="outline" bg="bg" disabled={!courierReady} loading={refreshing.loading} loadingText="Checking…" onClick={() => void refresh()}>
            Refresh courier status
          </Button>
          <Button
            size="sm"
            variant="outline"
            bg="bg"
            loading={printing.loading === "invoice"}
            loadingText="Preparing…"
            onClick={() => void printing.print("invoice", selectedIds)}
          >
            Print invoices
          </Button>
          <Button
            size="sm"
            variant="outline"
            bg="bg"
            loading={printing.loading === "packing-slip"}
            loadingText="Preparing…"
            onClick={() => void printing.print("packing-slip", selectedIds)}
          >
            Print packing slips
          </Button>
        </SelectionBar>
      ) : null}
      {printing.sheets}

      <ConfirmDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title={pending?.kind === "dispatch" ? `Send ${countWord(selectedIds.length)} to ${courierLabel}?` : `Change the status of ${countWord(selectedIds.length)}?`}
        confirmLabel={pending?.kind === "dispatch" ? "Send" : "Change status"}
        busyLabel={pending?.kind === "dispatch" ? "Sending…" : "Saving…"}
        busy={settingStatus.loading || dispatching.loading}
        onConfirm={() => void confirm()}
      >
        {pending?.kind === "status" ? (
          <Stack gap="3">
            <ChoiceSelect
              label="New status"
              labelTextStyle="sm"
              value={pending.status}
              choices={STATUS_OPTIONS}
              onChange={(status) => {
                if (!status) return;
                setNewStatus(status);
                setPending({ kind: "status", status });
              }}
            />
            <NoteField
              label="Note for the customer (optional)"
              helper="Shown to the customer: in each order's history and when they track it."
              value={customerNote}
              onChange={setCustomerNote}
            />
            <NoteField
              label="Note for staff (optional)"
              helper="Only staff see this: it stays in each order's history for admins."
              value={note}
              onChange={setNote}
            />
            <Text textStyle="sm" color="fg.muted">
              Each order is checked on its own: orders that cannot move to this status are left as they are, and cancelling returns their stock.
            </Text>
          </Stack>
        ) : (
          <Text>
            Processing orders are sent with their cash to collect (the total unless paid). Orders already sent, in another status, or with a phone or address
            the courier does not take are left out and listed afterwards.
          </Text>
        )}
      </ConfirmDialog>
      <ActionSummaryDialog summary={summary} onClose={() => setSummary(null)} />

      <ListStatus text={shown && countWord(shown.totalItems)} failed={Boolean(list.error)} loading="Loading orders…" />
      <PagedOrders
        page={page}
        label="Orders"
        empty={{ title: "No orders yet", description: "Orders will be listed here once customers place them." }}
        busy={list.loading}
        selection={selection}
        extraColumns={extraColumns}
        cardExtra={(row) => <CourierCardLine row={row} />}
      />
    </Stack>
  );
}

/** The courier's state: not configured, or its balance (when it answers). */
function CourierStatus({ configured, label }: { configured: boolean | undefined; label: string }) {
  const balance = useQuery(CourierBalanceDocument, { skip: configured !== true, fetchPolicy: "network-only" });
  if (configured === undefined) return null;
  if (!configured) {
    return (
      <Text textStyle="sm" color="fg.muted">
        Courier dispatch is not configured: add the courier&apos;s keys in Settings, Courier.
      </Text>
    );
  }
  return (
    <Text textStyle="sm" aria-live="polite">
      {label} balance:{" "}
      {balance.data ? (
        <Text as="span" fontWeight="semibold">
          <Money amount={balance.data.courierBalance} />
        </Text>
      ) : balance.error ? (
        <Text as="span" color="fg.error">
          {serverMessage(balance.error, "could not be read")}
        </Text>
      ) : (
        "…"
      )}
    </Text>
  );
}
