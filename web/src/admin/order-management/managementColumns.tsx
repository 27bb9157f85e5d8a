import { Badge, Checkbox, Stack, Text } from "@chakra-ui/react";
import { type ColumnDef, createColumnHelper } from "@tanstack/react-table";
import type { ManagementOrdersQuery, OrderStatus, PaymentStatus } from "../gql/graphql";
import { statusLabel } from "./managementParams";

export type ManagementRow = ManagementOrdersQuery["orders"]["items"][number];

const STATUS_PALETTE: Record<OrderStatus, string> = {
  PENDING: "orange",
  PROCESSING: "blue",
  SHIPPED: "purple",
  DELIVERED: "green",
  CANCELLED: "gray",
};
const PAYMENT_LABEL: Record<PaymentStatus, string> = { UNPAID: "Unpaid", PAID: "Paid", REFUNDED: "Refunded" };

const column = createColumnHelper<ManagementRow>();

/** The management table's columns: selection, the order, and its parcel with the courier. */
export function managementColumns({ money, date, dateTime }: { money: (amount: number) => string; date: (iso: string) => string; dateTime: (iso: string) => string }) {
  return [
    column.display({
      id: "select",
      header: ({ table }) => (
        <SelectBox
          label="Select all orders on this page"
          checked={table.getIsAllPageRowsSelected() ? true : table.getIsSomePageRowsSelected() ? "indeterminate" : false}
          onChange={(checked) => table.toggleAllPageRowsSelected(checked)}
        />
      ),
      cell: ({ row }) => (
        <SelectBox label={`Select order #${String(row.original.number)}`} checked={row.getIsSelected()} onChange={(checked) => row.toggleSelected(checked)} />
      ),
    }),
    column.accessor("number", {
      header: "Order",
      cell: ({ row }) => (
        <Stack gap="0" whiteSpace="nowrap">
          <Text fontWeight="medium">#{row.original.number}</Text>
          <Text asChild textStyle="xs" color="fg.muted">
            <time dateTime={row.original.createdAt}>{date(row.original.createdAt)}</time>
          </Text>
        </Stack>
      ),
    }),
    column.accessor("name", {
      header: "Customer",
      cell: ({ row }) => (
        <Stack gap="0" minW="36">
          <Text lineClamp={1}>{row.original.name}</Text>
          <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap">
            {row.original.phone}
          </Text>
        </Stack>
      ),
    }),
    column.accessor("total", {
      header: "Total",
      meta: { numeric: true },
      cell: ({ row }) => (
        <Stack gap="0" align="end" whiteSpace="nowrap">
          <Text>{money(row.original.total)}</Text>
          <Text textStyle="xs" color="fg.muted">
            {PAYMENT_LABEL[row.original.paymentStatus]}
          </Text>
        </Stack>
      ),
    }),
    column.accessor("status", {
      header: "Status",
      cell: ({ getValue }) => (
        <Badge colorPalette={STATUS_PALETTE[getValue()]} variant="surface">
          {statusLabel(getValue())}
        </Badge>
      ),
    }),
    column.accessor((row) => row.shipment?.consignmentId ?? "", {
      id: "consignment",
      header: "Consignment",
      cell: ({ row }) => <ConsignmentCell shipment={row.original.shipment} />,
    }),
    column.accessor((row) => row.shipment?.trackingCode ?? "", {
      id: "tracking",
      header: "Tracking code",
      cell: ({ getValue }) => (
        <Text fontFamily="mono" textStyle="xs" whiteSpace="nowrap">
          {getValue() || "—"}
        </Text>
      ),
    }),
    column.accessor((row) => row.shipment?.deliveryStatus ?? "", {
      id: "delivery",
      header: "Delivery status",
      cell: ({ row }) => {
        const shipment = row.original.shipment;
        if (!shipment?.deliveryStatus) return <Text color="fg.muted">—</Text>;
        return (
          <Stack gap="0" whiteSpace="nowrap">
            <Text>{shipment.deliveryStatus.replaceAll("_", " ")}</Text>
            {shipment.checkedAt ? (
              <Text textStyle="xs" color="fg.muted">
                checked {dateTime(shipment.checkedAt)}
              </Text>
            ) : null}
          </Stack>
        );
      },
    }),
  ] as ColumnDef<ManagementRow, never>[];
}

function ConsignmentCell({ shipment }: { shipment: ManagementRow["shipment"] }) {
  if (shipment?.consignmentId) return <Text fontFamily="mono" textStyle="xs">{shipment.consignmentId}</Text>;
  if (shipment?.dispatching) return <Badge variant="surface">Sending…</Badge>;
  if (shipment?.lastError) {
    return (
      <Text textStyle="xs" color="fg.error" maxW="56">
        Not sent: {shipment.lastError}
      </Text>
    );
  }
  return <Text color="fg.muted">Not sent</Text>;
}

function SelectBox({ label, checked, onChange }: { label: string; checked: boolean | "indeterminate"; onChange: (checked: boolean) => void }) {
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={(details) => onChange(details.checked === true)}>
      <Checkbox.HiddenInput aria-label={label} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}
