import { useMutation, useQuery } from "@apollo/client/react";
import { Button, Field, HStack, Heading, Input, SimpleGrid, Stack, Text, Textarea } from "@chakra-ui/react";
import { type RowSelectionState, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { useEffect, useEffectEvent, useMemo, useState } from "react";
import toast from "react-hot-toast";
import { Link as RouterLink, useSearchParams } from "react-router";
import { ProductListPagination } from "../../catalog/components/ProductListPagination";
import { EmptyNotice } from "../../shared/components/EmptyNotice";
import { QueryLoadError } from "../../shared/components/QueryLoadError";
import { SelectField } from "../../shared/components/SelectField";
import { serverMessage } from "../../shared/errors/serverMessage";
import { ADMIN_ROOT } from "../../shared/routing/isAdminPath";
import { useFormatMoney } from "../../shared/settings/useFormatMoney";
import { useMoneySettings } from "../../shared/settings/useMoneySettings";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { DataTable } from "../components/DataTable";
import {
  CourierBalanceDocument,
  CourierInfoDocument,
  DispatchOrdersDocument,
  ManagementOrdersDocument,
  type OrderStatus,
  RefreshCourierStatusDocument,
  SetOrdersStatusDocument,
} from "../gql/graphql";
import { type ActionSummary, ActionSummaryDialog } from "./ActionSummaryDialog";
import { type ManagementRow, managementColumns } from "./managementColumns";
import {
  MAX_SEARCH_LENGTH,
  ORDER_STATUSES,
  PAGE_SIZES,
  type ManagementParams,
  type PageSize,
  managementVariables,
  pageCount,
  parseManagementParams,
  printHref,
  serializeManagementParams,
  statusLabel,
  withPage,
  withView,
} from "./managementParams";

const NO_ROWS: ManagementRow[] = [];
const SEARCH_DELAY_MS = 300;
const countWord = (count: number) => (count === 1 ? "1 order" : `${String(count)} orders`);

type Pending = { kind: "status"; status: OrderStatus } | { kind: "dispatch" };

/**
 * `/admin-dashboard/orders/management`: the orders table with selection and filters in the URL,
 * and actions on the selection: change status, send to the courier, refresh the courier status,
 * print invoices or packing slips. Each bulk action answers per order; a dialog shows what was
 * done and what was refused and why (the server's words).
 */
export function OrderManagementPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseManagementParams(searchParams), [searchParams]);
  const go = (next: ManagementParams, replace = false) => setSearchParams(serializeManagementParams(next), { replace, preventScrollReset: true });

  const list = useQuery(ManagementOrdersDocument, { variables: managementVariables(params), fetchPolicy: "cache-and-network", notifyOnNetworkStatusChange: true });
  const shown = list.error ? undefined : (list.data ?? list.previousData);
  const totalItems = list.data?.orders.totalItems;
  const lastPage = totalItems === undefined ? null : pageCount(totalItems, params.per);
  useEffect(() => {
    if (lastPage !== null && params.page > lastPage) setSearchParams(serializeManagementParams(withPage(params, lastPage)), { replace: true, preventScrollReset: true });
  }, [lastPage, params, setSearchParams]);

  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const viewKey = searchParams.toString();
  const [selectionView, setSelectionView] = useState(viewKey);
  if (selectionView !== viewKey) {
    setSelectionView(viewKey);
    setRowSelection({});
  }

  const money = useFormatMoney();
  const { locale } = useMoneySettings();
  const columns = useMemo(() => {
    const dates = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
    const times = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
    return managementColumns({ money, date: (iso) => dates.format(new Date(iso)), dateTime: (iso) => times.format(new Date(iso)) });
  }, [money, locale]);

  // eslint-disable-next-line react-hooks/incompatible-library -- the table is read afresh on every render
  const table = useReactTable({
    data: shown?.orders.items ?? NO_ROWS,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
    manualPagination: true,
    rowCount: shown?.orders.totalItems ?? 0,
    state: { rowSelection, pagination: { pageIndex: params.page - 1, pageSize: params.per } },
    enableRowSelection: true,
    onRowSelectionChange: setRowSelection,
    enableSorting: false,
  });
  const selected = table.getSelectedRowModel().rows.map((row) => row.original);
  const selectedIds = selected.map((order) => order.id);

  const courier = useQuery(CourierInfoDocument);
  const courierReady = courier.data?.courier.configured === true;
  const courierLabel = courier.data?.courier.label ?? "the courier";

  const [pending, setPending] = useState<Pending | null>(null);
  const [newStatus, setNewStatus] = useState<OrderStatus>("PROCESSING");
  const [note, setNote] = useState("");
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
        const { data } = await setOrdersStatus({ variables: { ids: selectedIds, status: pending.status, note: note.trim() || null } });
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
    content =
      params.status || params.q ? (
        <EmptyNotice frame="dashed" title="No orders match" description="No order matches this search and status.">
          <Button colorPalette="blue" onClick={() => go(withView(params, { status: null, q: "" }))}>
            Clear search and filters
          </Button>
        </EmptyNotice>
      ) : (
        <EmptyNotice frame="dashed" title="No orders yet" description="Orders will be listed here once customers place them." />
      );
  } else {
    content = (
      <Stack gap="5">
        <DataTable table={table} label="Orders" skeletonRows={shown ? 0 : Math.min(params.per, 10)} busy={list.loading} />
        {shown ? (
          <ProductListPagination totalItems={shown.orders.totalItems} pageSize={params.per} page={params.page} onPageChange={(page) => go(withPage(params, page))} />
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
        <CourierStatus configured={courier.data?.courier.configured} label={courierLabel} money={money} />
      </HStack>

      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" alignItems="end">
        <SearchBox value={params.q} onSearch={(q) => go(withView(params, { q }), true)} />
        <SelectField
          label="Status"
          value={params.status ?? ""}
          options={[{ value: "", label: "All statuses" }, ...ORDER_STATUSES.map((s) => ({ value: s.status, label: s.label }))]}
          onValueChange={(value) => go(withView(params, { status: (value || null) as OrderStatus | null }))}
        />
        <SelectField
          label="Rows per page"
          value={String(params.per)}
          options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
          onValueChange={(value) => go(withView(params, { per: Number(value) as PageSize }))}
        />
      </SimpleGrid>

      {selected.length > 0 ? (
        <Stack role="region" aria-label="Selected orders" gap="2" px="4" py="3" rounded="l3" bg="blue.subtle" position="sticky" top="2" zIndex="docked">
          <Text fontWeight="medium">{countWord(selected.length)} selected</Text>
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
        title={pending?.kind === "dispatch" ? `Send ${countWord(selected.length)} to ${courierLabel}?` : `Change the status of ${countWord(selected.length)}?`}
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
              options={ORDER_STATUSES.map((s) => ({ value: s.status, label: s.label }))}
              onValueChange={(status) => {
                setNewStatus(status);
                setPending({ kind: "status", status });
              }}
            />
            <Field.Root>
              <Field.Label>Note for the history (optional)</Field.Label>
              <Textarea size="sm" maxLength={500} value={note} onChange={(event) => setNote(event.currentTarget.value)} />
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

/** The search field: the URL follows the typing after a pause, and the field follows the URL. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }
  const search = useEffectEvent(onSearch);
  useEffect(() => {
    const q = text.trim();
    if (q === value) return;
    const timer = setTimeout(() => search(q), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <Field.Root>
      <Field.Label textStyle="xs">Search</Field.Label>
      <Input size="sm" type="search" placeholder="Number, name, phone or email" maxLength={MAX_SEARCH_LENGTH} value={text} onChange={(event) => setText(event.currentTarget.value)} />
    </Field.Root>
  );
}
