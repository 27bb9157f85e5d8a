import { useMutation, useQuery } from "@apollo/client/react";
import { Button, Card, DataList, Heading, Link, Text } from "@chakra-ui/react";
import toast from "react-hot-toast";
import { Link as RouterLink } from "react-router";
import { formatDateTime } from "../../orders";
import { serverMessage } from "../../shared/errors/serverMessage";
import { useShopLocale } from "../../shared/money/useShopLocale";
import { adminHref } from "../adminPaths";
import { type AdminOrderDetailFragment, CourierInfoDocument, RefreshCourierStatusDocument } from "../gql/graphql";
import { courierHint, courierStatusIsFinal } from "./courierHint";

/**
 * The order's parcel with the courier (decision 015): consignment, tracking code and the courier's
 * own delivery status, with a button to ask the courier again. Sending is done from the order
 * management screen, for one order or many. The hint above says what is true for the order's
 * state (courierHint.ts): not set up, ready to send, with the courier, delivered or cancelled.
 */
export function OrderShipmentPanel({ order }: { order: AdminOrderDetailFragment }) {
  const locale = useShopLocale();
  const [refresh, refreshing] = useMutation(RefreshCourierStatusDocument);
  const courier = useQuery(CourierInfoDocument, { fetchPolicy: "cache-and-network" });
  const shipment = order.shipment;
  const hint = courierHint(order.status, shipment, courier.data?.courier.configured, courier.data?.courier.label ?? undefined);

  const ask = () =>
    refresh({ variables: { ids: [order.id] } })
      .then(({ data }) => {
        const outcome = data?.refreshCourierStatus[0];
        if (outcome?.ok) toast.success("Courier status checked");
        else toast.error(outcome?.message ?? "The courier could not be asked.");
      })
      .catch((error: unknown) => toast.error(serverMessage(error, "The courier could not be asked.")));

  return (
    <Card.Root variant="outline">
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          Courier
        </Heading>
        <Text color="fg.muted" data-testid="courier-hint">
          {hint.text}
          {hint.link ? (
            <>
              {" "}
              <Link asChild colorPalette="blue">
                <RouterLink to={adminHref(hint.link.to)}>{hint.link.label}</RouterLink>
              </Link>
            </>
          ) : null}
        </Text>
        {!shipment ? null : (
          <>
            <DataList.Root orientation="horizontal" size="sm">
              <ShipmentItem label="Consignment" value={shipment.dispatching ? "Sending…" : shipment.consignmentId} mono />
              <ShipmentItem label="Tracking code" value={shipment.trackingCode} mono />
              <ShipmentItem label="Delivery status" value={shipment.deliveryStatus?.replaceAll("_", " ")} />
              <ShipmentItem label="Last checked" value={shipment.checkedAt ? formatDateTime(shipment.checkedAt, locale) : null} />
            </DataList.Root>
            {shipment.lastError ? (
              <Text role="alert" color="fg.error" textStyle="sm">
                {shipment.lastError}
              </Text>
            ) : null}
            {shipment.consignmentId && !courierStatusIsFinal(shipment.deliveryStatus) && courier.data?.courier.configured !== false ? (
              <Button size="sm" variant="outline" alignSelf="start" loading={refreshing.loading} loadingText="Asking the courier…" onClick={() => void ask()}>
                Refresh courier status
              </Button>
            ) : null}
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function ShipmentItem({ label, value, mono = false }: { label: string; value: string | null | undefined; mono?: boolean }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue fontFamily={mono ? "mono" : undefined}>{value || "—"}</DataList.ItemValue>
    </DataList.Item>
  );
}
