import { Badge, HStack, Stack, Text } from "@chakra-ui/react";
import { type ColumnDef, createColumnHelper } from "@tanstack/react-table";
import type { ManagementOrdersQuery } from "../gql/graphql";

/** A row of the orders table with its parcel (the `ManagementOrders` query). */
export type ManagementRow = ManagementOrdersQuery["orders"]["items"][number];

const column = createColumnHelper<ManagementRow>();

/** The courier columns the management screen adds to the orders table: consignment, tracking code, delivery status. */
export function courierColumns({ dateTime }: { dateTime: (iso: string) => string }): ColumnDef<ManagementRow, never>[] {
  return [
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
  if (shipment?.consignmentId) {
    return (
      <Text fontFamily="mono" textStyle="xs">
        {shipment.consignmentId}
      </Text>
    );
  }
  if (shipment?.dispatching) return <Badge variant="surface">Sending…</Badge>;
  if (shipment?.lastError) {
    return (
      <Text textStyle="xs" color="fg.error" minW="40" maxW="56">
        Not sent: {shipment.lastError}
      </Text>
    );
  }
  return (
    <Text color="fg.muted" whiteSpace="nowrap">
      Not sent
    </Text>
  );
}

/** The courier columns' facts on a phone's order card: the parcel's consignment, tracking code and delivery status. */
export function CourierCardLine({ row }: { row: ManagementRow }) {
  const { shipment } = row;
  return (
    <HStack gap="2" wrap="wrap" textStyle="xs" color="fg.muted">
      <ConsignmentCell shipment={shipment} />
      {shipment?.trackingCode ? <Text fontFamily="mono">{shipment.trackingCode}</Text> : null}
      {shipment?.deliveryStatus ? <Text>{shipment.deliveryStatus.replaceAll("_", " ")}</Text> : null}
    </HStack>
  );
}
