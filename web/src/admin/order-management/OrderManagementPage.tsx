import { useMutation, useQuery } from "@apollo/client/react";
import { Button, Field, HStack, Heading, Stack, Text, Textarea } from "@chakra-ui/react";
import type { RowSelectionState } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import toast from "react-hot-toast";
import { Link as RouterLink } from "react-router";
import { ProductListPagination } from "../../catalog/components/ProductListPagination";
import { EmptyNotice } from "../../shared/components/EmptyNotice";
import { QueryLoadError } from "../../shared/components/QueryLoadError";
import { SelectField } from "../../shared/components/SelectField";
import { serverMessage } from "../../shared/errors/serverMessage";
import { ADMIN_ROOT } from "../../shared/routing/isAdminPath";
import { useFormatMoney } from "../../shared/settings/useFormatMoney";
import { useMoneySettings } from "../../shared/settings/useMoneySettings";
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
import { exportOrdersCsv } from "../orders/exportOrdersCsv";
import { OrderTableToolbar } from "../orders/OrderTableToolbar";
import { OrdersTable } from "../orders/OrdersTable";
import {
  STATUS_OPTIONS,
  clearFilters,
  hasNarrowingFilters,
  orderFilter,
  orderTableVariables,
  parseOrderTableParams,
  serializeOrderTableParams,
  withPage,
  withView,
} from "../orders/orderTableParams";
import { type ActionSummary, ActionSummaryDialog } from "./ActionSummaryDialog";
import { courierColumns } from "./managementColumns";
import { useLastPageLimit, useUrlView } from "../components/useUrlView";
import { printHref, statusLabel } from "./managementParams";

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
  const view = useUrlView(parseOrderTableParams, serializeOrderTableParams);
  const { params, searchParams, go } = view;

  const list = useQuery(ManagementOrdersDocument, { variables: orderTableVariables(params), fetchPolicy: "cache-and-network", notifyOnNetworkStatusChange: true });
  const shown = list.error ? undefined : (list.data ?? list.previousData);
  useLastPageLimit(view, list.data?.orders.totalItems, params.per);

  // Selection is of rows on this page: another view (filter, sort, page) starts with none.
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const viewKey = searchParams.toString();
  const [selectionView, setSelectionView] = useState(viewKey);
  if (selectionView !== viewKey) {
    setSelectionView(viewKey);
    setRowSelection({});
  }
  const rows = shown?.orders.items ?? [];
  const selectedIds = rows.filter((row) => rowSelection[row.id]).map((row) => row.id);

  const money = useFormatMoney();
  const { locale } = useMoneySettings();
  const extraColumns = useMemo(() => {
    const times = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
    return courierColumns({ dateTime: (iso) => times.format(new Date(iso)) });
  }, [locale]);
  const selection = useMemo(() => ({ state: rowSelection, onChange: setRowSelection }), [rowSelection]);

  const [exporting, setExporting] = useState(false);
  const exportCsv = () => {
    setExporting(true);
    exportOrdersCsv(orderFilter(params), params.sort)
      .then(({ matched, rows: exported }) =>
        toast.success(exported < matched ? `Exported the first ${exported} of ${matched} orders` : `Exported ${countWord(exported)}`),
      )
      .catch((error: unknown) => toast.error(error instanceof Error ? error.message : "Failed to export the orders"))
      .finally(() => setExporting(false));
  };

  const courier = useQuery(CourierInfoDocument);
  const courierReady = courier.data?.courier.configured === true;
  const courierLabel = courier.data?.courier.label ?? "the courier";

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
    setRowSelection({});
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

  let content;
  if (list.error) {
    content = <QueryLoadError error={list.error} fallback="Failed to fetch orders" refetch={list.refetch} networkStatus={list.networkStatus} />;
  } else if (shown && shown.orders.items.length === 0) {
    content = hasNarrowingFilters(params) ? (
      <EmptyNotice frame="dashed" title="No orders match" description="No order matches this search and these filters.">
        <Button colorPalette="blue" onClick={() => go(clearFilters)}>
          Clear search and filters
        </Button>
      </EmptyNotice>
    ) : (
      <EmptyNotice frame="dashed" title="No orders yet" description="Orders will be listed here once customers place them." />
    );
  } else {
    content = (
      <Stack gap="5">
        <OrdersTable
          rows={rows}
          label="Orders"
          sort={params.sort}
          onSortChange={(sort) => go((current) => withView(current, { sort }))}
          selection={selection}
          extraColumns={extraColumns}
          skeletonRows={shown ? 0 : Math.min(params.per, 10)}
          busy={list.loading}
        />
        {shown ? (
          <ProductListPagination totalItems={shown.orders.totalItems} pageSize={params.per} page={params.page} onPageChange={(page) => go((current) => withPage(current, page))} />
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
          Order management
        </Heading>
        <HStack gap="3" wrap="wrap">
          <CourierStatus configured={courier.data?.courier.configured} label={courierLabel} money={money} />
          <Button size="sm" variant="outline" loading={exporting} loadingText="Exporting…" disabled={!shown?.orders.totalItems} onClick={exportCsv}>
            Export CSV
          </Button>
        </HStack>
      </HStack>

      <OrderTableToolbar params={params} statusFilter onChange={(changes, replace) => go((current) => withView(current, changes), replace)} />

      {selectedIds.length > 0 ? (
        <Stack role="region" aria-label="Selected orders" gap="2" px="4" py="3" rounded="l3" bg="blue.subtle" position="sticky" top="2" zIndex="docked">
          <Text fontWeight="medium">{countWord(selectedIds.length)} selected</Text>
          <HStack gap="2" wrap="wrap">
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
            <Button asChild size="sm" variant="outline" bg="bg">
              <RouterLink to={printHref(ADMIN_ROOT, "invoice", selectedIds)}>Print invoices</RouterLink>
            </Button>
            <Button asChild size="sm" variant="outline" bg="bg">
              <RouterLink to={printHref(ADMIN_ROOT, "packing-slip", selectedIds)}>Print packing slips</RouterLink>
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setRowSelection({})}>
              Clear selection
            </Button>
          </HStack>
        </Stack>
      ) : null}

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
            <SelectField
              label="New status"
              labelTextStyle="sm"
              value={pending.status}
              options={STATUS_OPTIONS.map((option) => ({ value: option.status, label: option.label }))}
              onValueChange={(status) => {
                setNewStatus(status);
                setPending({ kind: "status", status });
              }}
            />
            <Field.Root>
              <Field.Label>Note for the customer (optional)</Field.Label>
              <Textarea size="sm" maxLength={500} value={customerNote} onChange={(event) => setCustomerNote(event.currentTarget.value)} />
              <Field.HelperText>Shown to the customer: in each order's history and when they track it.</Field.HelperText>
            </Field.Root>
            <Field.Root>
              <Field.Label>Note for staff (optional)</Field.Label>
              <Textarea size="sm" maxLength={500} value={note} onChange={(event) => setNote(event.currentTarget.value)} />
              <Field.HelperText>Only staff see this: it stays in each order's history for admins.</Field.HelperText>
            </Field.Root>
            <Text textStyle="sm" color="fg.muted">
              Each order is checked on its own: orders that cannot move to this status are left as they are, and cancelling returns their stock.
            </Text>
          </Stack>
        ) : (
          <Text>
            Processing orders are sent with their total as cash to collect. Orders already sent, in another status, or with a phone or address
            the courier does not take are left out and listed afterwards.
          </Text>
        )}
      </ConfirmDialog>
      <ActionSummaryDialog summary={summary} onClose={() => setSummary(null)} />

      <Text role="status" aria-live="polite" color="fg.muted" textStyle="sm">
        {shown ? `${countWord(shown.orders.totalItems)}` : list.error ? "" : "Loading orders…"}
      </Text>
      {content}
    </Stack>
  );
}

/** The courier's state: not configured, or its balance (when it answers). */
function CourierStatus({ configured, label, money }: { configured: boolean | undefined; label: string; money: (amount: number) => string }) {
  const balance = useQuery(CourierBalanceDocument, { skip: configured !== true, fetchPolicy: "network-only" });
  if (configured === undefined) return null;
  if (!configured) {
    return (
      <Text textStyle="sm" color="fg.muted">
        Courier dispatch is not configured (the server needs the courier&apos;s keys).
      </Text>
    );
  }
  return (
    <Text textStyle="sm" aria-live="polite">
      {label} balance:{" "}
      {balance.data ? (
        <Text as="span" fontWeight="semibold">
          {money(balance.data.courierBalance)}
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
