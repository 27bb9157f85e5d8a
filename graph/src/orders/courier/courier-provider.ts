/**
 * What the shop needs from a courier (Steadfast now; Pathao or RedX can follow): create parcels,
 * ask a parcel's delivery status, read the merchant balance. Every method either answers or
 * throws a CourierError saying whether the courier was unreachable or refused.
 */
export interface CourierProvider {
  /** Stored on each shipment: `steadfast`. */
  readonly name: string;
  /** Shown to the admin: "Steadfast Courier". */
  readonly label: string;
  /** Most parcels one `createParcels` call may carry. */
  readonly maxBatch: number;
  /** One result per parcel, matched by invoice; a refused parcel does not fail the others. */
  createParcels(parcels: readonly Parcel[]): Promise<ParcelResult[]>;
  deliveryStatus(consignmentId: string): Promise<string>;
  balance(): Promise<number>;
}

/** A parcel as the shop hands it over: already checked (recipient.ts). */
export interface Parcel {
  /** The shop's order number: unique, so the courier refuses a second parcel for one order. */
  invoice: string;
  recipientName: string;
  /** 11 digits, 01XXXXXXXXX. */
  recipientPhone: string;
  recipientAddress: string;
  /** Cash to collect, in major units. */
  codAmount: number;
  note: string | null;
}

export type ParcelResult =
  | { invoice: string; ok: true; consignmentId: string; trackingCode: string; deliveryStatus: string | null }
  | { invoice: string; ok: false; error: CourierError };

export enum CourierFailure {
  /** Down, slow (timed out), or an answer the shop cannot read: worth trying again later. */
  UNAVAILABLE = "UNAVAILABLE",
  /** The courier answered and said no (bad data, duplicate invoice, account problem). */
  REFUSED = "REFUSED",
}

export class CourierError extends Error {
  override name = "CourierError";

  constructor(
    readonly failure: CourierFailure,
    message: string,
  ) {
    super(message);
  }
}

/** The courier's parcel statuses after which nothing changes any more (Steadfast's names). */
export const FINAL_DELIVERY_STATUSES = ["delivered", "partial_delivered", "cancelled"] as const;
