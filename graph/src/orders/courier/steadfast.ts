import { type CourierProvider, CourierError, CourierFailure, type Parcel, type ParcelResult } from "./courier-provider.js";

export interface SteadfastOptions {
  /** https://portal.packzy.com/api/v1, or a test's fake. */
  baseUrl: string;
  apiKey: string;
  secretKey: string;
  /** How long one request may take before the courier counts as unavailable. */
  timeoutMs: number;
}

/** Longest courier message passed on to the admin (it is stored as the shipment's last error). */
const MAX_MESSAGE = 300;

/**
 * Steadfast Courier's merchant API v1 (docs/deployment.md, "Courier"): `Api-Key` and `Secret-Key`
 * headers on every request; `POST /create_order`, `POST /create_order/bulk-order` (up to 500),
 * `GET /status_by_cid/{id}`, `GET /get_balance`.
 */
export const STEADFAST_LABEL = "Steadfast Courier";

export class SteadfastCourier implements CourierProvider {
  readonly name = "steadfast";

  readonly label = STEADFAST_LABEL;

  readonly maxBatch = 500;

  constructor(private readonly options: SteadfastOptions) {}

  async createParcels(parcels: readonly Parcel[]): Promise<ParcelResult[]> {
    if (parcels.length === 0) return [];
    if (parcels.length === 1) return [await this.createOne(parcels[0]!)];
    const body = await this.request("POST", "/create_order/bulk-order", { data: parcels.map(toSteadfastOrder) });
    // The documented answer is an array; some accounts get it wrapped in `data`.
    const rows = Array.isArray(body) ? body : Array.isArray(record(body).data) ? (record(body).data as unknown[]) : null;
    if (!rows) throw unreadable();
    const byInvoice = new Map(rows.map((row) => [String(record(row).invoice ?? ""), record(row)]));
    return parcels.map((parcel): ParcelResult => {
      const row = byInvoice.get(parcel.invoice);
      if (!row) return { invoice: parcel.invoice, ok: false, error: unreadable("Steadfast's answer did not mention this order.") };
      if (row.status !== "success" || row.consignment_id == null || !row.tracking_code) {
        const reason = messageOf(row) ?? "Steadfast refused this parcel without giving a reason.";
        return { invoice: parcel.invoice, ok: false, error: new CourierError(CourierFailure.REFUSED, reason) };
      }
      return {
        invoice: parcel.invoice,
        ok: true,
        consignmentId: String(row.consignment_id),
        trackingCode: String(row.tracking_code),
        deliveryStatus: typeof row.delivery_status === "string" ? row.delivery_status : "in_review",
      };
    });
  }

  async deliveryStatus(consignmentId: string): Promise<string> {
    const body = record(await this.request("GET", `/status_by_cid/${encodeURIComponent(consignmentId)}`));
    if (typeof body.delivery_status !== "string") throw refusedOrUnreadable(body);
    return body.delivery_status;
  }

  async balance(): Promise<number> {
    const body = record(await this.request("GET", "/get_balance"));
    const balance = Number(body.current_balance);
    if (body.current_balance == null || !Number.isFinite(balance)) throw refusedOrUnreadable(body);
    return balance;
  }

  private async createOne(parcel: Parcel): Promise<ParcelResult> {
    let body: Record<string, unknown>;
    try {
      body = record(await this.request("POST", "/create_order", toSteadfastOrder(parcel)));
    } catch (error) {
      // A refusal concerns this parcel only; an unreachable courier concerns every parcel.
      if (error instanceof CourierError && error.failure === CourierFailure.REFUSED) return { invoice: parcel.invoice, ok: false, error };
      throw error;
    }
    const consignment = record(body.consignment);
    if (consignment.consignment_id == null || !consignment.tracking_code) {
      return { invoice: parcel.invoice, ok: false, error: refusedOrUnreadable(body) };
    }
    return {
      invoice: parcel.invoice,
      ok: true,
      consignmentId: String(consignment.consignment_id),
      trackingCode: String(consignment.tracking_code),
      deliveryStatus: typeof consignment.status === "string" ? consignment.status : null,
    };
  }

  /** One call: the parsed JSON body of a 2xx answer; a CourierError for anything else. */
  private async request(method: "GET" | "POST", path: string, payload?: unknown): Promise<unknown> {
    const { baseUrl, apiKey, secretKey, timeoutMs } = this.options;
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { "Api-Key": apiKey, "Secret-Key": secretKey, "Content-Type": "application/json", Accept: "application/json" },
        body: payload === undefined ? undefined : JSON.stringify(payload),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new CourierError(CourierFailure.UNAVAILABLE, timedOut ? `Steadfast did not answer within ${waitWords(timeoutMs)}.` : "Steadfast could not be reached.");
    }
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      if (response.ok) throw unreadable();
    }
    if (response.status >= 500) throw new CourierError(CourierFailure.UNAVAILABLE, `Steadfast answered with an error (HTTP ${response.status}).`);
    if (response.status === 401 || response.status === 403) {
      throw new CourierError(CourierFailure.REFUSED, "Steadfast refused the shop's API key or secret key.");
    }
    if (!response.ok) throw new CourierError(CourierFailure.REFUSED, messageOf(record(body)) ?? `Steadfast refused the request (HTTP ${response.status}).`);
    return body;
  }
}

/** "1 second", "15 seconds", "500 ms". */
function waitWords(ms: number): string {
  if (ms < 1000) return `${String(ms)} ms`;
  const seconds = Math.round(ms / 1000);
  return seconds === 1 ? "1 second" : `${String(seconds)} seconds`;
}

function toSteadfastOrder(parcel: Parcel) {
  return {
    invoice: parcel.invoice,
    recipient_name: parcel.recipientName,
    recipient_phone: parcel.recipientPhone,
    recipient_address: parcel.recipientAddress,
    cod_amount: parcel.codAmount,
    note: parcel.note ?? "",
  };
}

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The courier's own words: `message`, else the first of `errors` (Laravel's validation shape). */
function messageOf(body: Record<string, unknown>): string | null {
  const parts: string[] = [];
  if (typeof body.message === "string" && body.message.trim()) parts.push(body.message.trim());
  const errors = record(body.errors);
  for (const value of Object.values(errors)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === "string") parts.push(first);
  }
  const text = parts.join(" ").replace(/\s+/g, " ").trim();
  return text ? `Steadfast: ${text}`.slice(0, MAX_MESSAGE) : null;
}

const unreadable = (message = "Steadfast gave an answer the shop could not read.") => new CourierError(CourierFailure.UNAVAILABLE, message);

/** A 200 answer without the expected field: a refusal when it says why, else unreadable. */
function refusedOrUnreadable(body: Record<string, unknown>): CourierError {
  const message = messageOf(body);
  return message ? new CourierError(CourierFailure.REFUSED, message) : unreadable();
}
