import type { OrderStatus } from "../gql/graphql";

export interface HintShipment {
  consignmentId?: string | null;
  trackingCode?: string | null;
  deliveryStatus?: string | null;
  dispatching: boolean;
  lastError?: string | null;
}

export interface CourierHint {
  text: string;
  /** Where the owner acts next, when there is something to do. */
  link: { label: string; to: "orders/management" | "courier" } | null;
}

/** Courier statuses after which the parcel changes no more (graph: FINAL_DELIVERY_STATUSES). */
const FINAL = new Set(["delivered", "partial_delivered", "cancelled"]);

export const courierStatusIsFinal = (deliveryStatus: string | null | undefined) => Boolean(deliveryStatus && FINAL.has(deliveryStatus));

/**
 * What is true of an order and the courier, for the order page (issue 35, "honest hints"): never
 * "send it" for an order that is delivered, cancelled or already with the courier. `configured`
 * is undefined while unknown.
 */
export function courierHint(status: OrderStatus, shipment: HintShipment | null | undefined, configured: boolean | undefined, courier = "the courier"): CourierHint {
  const none = (text: string): CourierHint => ({ text, link: null });
  if (shipment?.dispatching) return none(`Being sent to ${courier} now.`);
  if (shipment?.consignmentId) {
    const tracking = shipment.trackingCode ? ` (tracking code ${shipment.trackingCode})` : "";
    if (status === "CANCELLED") {
      return none(
        shipment.deliveryStatus === "cancelled"
          ? `Cancelled; the courier cancelled the parcel${tracking} too.`
          : `Cancelled after it was sent to the courier${tracking}: cancel the parcel in the courier's panel too if it is still on its way.`,
      );
    }
    if (status === "DELIVERED") return none(`Delivered. The courier had the parcel${tracking}.`);
    return none(
      courierStatusIsFinal(shipment.deliveryStatus)
        ? `The courier has finished with the parcel${tracking}: ${shipment.deliveryStatus!.replaceAll("_", " ")}.`
        : `With the courier${tracking}. Its delivery status is checked regularly; refresh it to ask now.`,
    );
  }
  switch (status) {
    case "DELIVERED":
      return none("Delivered without the courier integration: there is no parcel to follow here.");
    case "CANCELLED":
      return none("Cancelled: nothing goes to the courier.");
    case "SHIPPED":
      return none("Marked shipped without the courier integration: there is no parcel to follow here.");
    case "PENDING":
      return configured === false
        ? { text: "Not sent to a courier. Courier dispatch is not set up yet: add the courier's keys first.", link: { label: "Courier settings", to: "courier" } }
        : none("Confirm the order first: once it is processing, it can be sent to the courier from Order management.");
    case "PROCESSING":
      if (configured === false) {
        return { text: "Ready to send, but courier dispatch is not set up: add the courier's keys first.", link: { label: "Courier settings", to: "courier" } };
      }
      return {
        text: shipment?.lastError ? `Not sent yet: the last try failed. Send it again from Order management.` : `Ready to send to ${courier}, from Order management.`,
        link: { label: "Order management", to: "orders/management" },
      };
  }
}
