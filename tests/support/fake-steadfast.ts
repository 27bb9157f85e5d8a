import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for Steadfast Courier's merchant API v1 (no internet in tests): the endpoints
 * the shop calls, with the real field names, checking the `Api-Key` and `Secret-Key` headers and
 * the parcel rules (11-digit phone, address ≤ 250 characters, unique invoice). It records every
 * request and can be told to fail: `down` (HTTP 500), `timeout` (never answers in time),
 * `refuse` (HTTP 422 with a message), or to refuse one invoice. `/__fake/*` lets a test in another
 * process (Playwright) read the requests and set a parcel's delivery status.
 */
export interface FakeSteadfast {
  url: string;
  apiKey: string;
  secretKey: string;
  requests: RecordedRequest[];
  /** What the next requests meet: normal answers, or a failure. */
  mode: "ok" | "down" | "timeout" | "refuse";
  /** Milliseconds every answer waits (to make requests overlap). */
  delayMs: number;
  /** Invoices the fake refuses with a validation error. */
  refusedInvoices: Set<string>;
  balance: number;
  setDeliveryStatus(consignmentId: string, status: string): void;
  /** Parcels created, by invoice. */
  parcels: Map<string, { consignmentId: number; trackingCode: string; status: string }>;
  /** The env the shop needs to use this fake. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export async function startFakeSteadfast({ port = 0, apiKey = "test-api-key", secretKey = "test-secret-key" } = {}): Promise<FakeSteadfast> {
  let nextId = 1_424_100;
  const byConsignment = new Map<string, { consignmentId: number; trackingCode: string; status: string }>();
  const pending = new Set<http.ServerResponse>();

  const fake: FakeSteadfast = {
    url: "",
    apiKey,
    secretKey,
    requests: [],
    mode: "ok",
    delayMs: 0,
    refusedInvoices: new Set(),
    balance: 1250.5,
    parcels: new Map(),
    setDeliveryStatus(consignmentId, status) {
      const parcel = byConsignment.get(consignmentId);
      if (!parcel) throw new Error(`No parcel ${consignmentId}`);
      parcel.status = status;
    },
    env: () => ({ STEADFAST_BASE_URL: `${fake.url}/api/v1`, STEADFAST_API_KEY: apiKey, STEADFAST_SECRET_KEY: secretKey }),
    close: () =>
      new Promise((resolve) => {
        for (const response of pending) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  /** One parcel, as `POST /create_order` checks it; a validation error's `errors` when it is wrong. */
  function create(order: Record<string, unknown>): { errors: Record<string, string[]> } | { parcel: { consignmentId: number; trackingCode: string; status: string } } {
    const errors: Record<string, string[]> = {};
    const invoice = String(order.invoice ?? "");
    if (!invoice) errors.invoice = ["The invoice field is required."];
    else if (fake.parcels.has(invoice)) errors.invoice = ["The invoice has already been taken."];
    else if (fake.refusedInvoices.has(invoice)) errors.invoice = ["This invoice is blocked for this merchant."];
    if (!order.recipient_name) errors.recipient_name = ["The recipient name field is required."];
    if (!/^\d{11}$/.test(String(order.recipient_phone ?? ""))) errors.recipient_phone = ["The recipient phone must be 11 digits."];
    const address = String(order.recipient_address ?? "");
    if (!address || address.length > 250) errors.recipient_address = ["The recipient address may not be greater than 250 characters."];
    if (typeof order.cod_amount !== "number" || order.cod_amount < 0) errors.cod_amount = ["The cod amount must be a number of at least 0."];
    if (Object.keys(errors).length) return { errors };
    const consignmentId = nextId++;
    const parcel = { consignmentId, trackingCode: `SF${consignmentId.toString(16).toUpperCase()}`, status: "in_review" };
    fake.parcels.set(invoice, parcel);
    byConsignment.set(String(consignmentId), parcel);
    return { parcel };
  }

  function route(method: string, path: string, body: unknown): [number, unknown] {
    if (method === "POST" && path === "/api/v1/create_order") {
      const order = (body ?? {}) as Record<string, unknown>;
      const result = create(order);
      if ("errors" in result) return [422, { status: 422, message: "The given data was invalid.", errors: result.errors }];
      const { parcel } = result;
      return [
        200,
        {
          status: 200,
          message: "Consignment has been created successfully.",
          consignment: {
            consignment_id: parcel.consignmentId,
            invoice: order.invoice,
            tracking_code: parcel.trackingCode,
            recipient_name: order.recipient_name,
            recipient_phone: order.recipient_phone,
            recipient_address: order.recipient_address,
            cod_amount: order.cod_amount,
            status: parcel.status,
            note: order.note,
            created_at: new Date().toISOString(),
            updated_at: new Date().toISOString(),
          },
        },
      ];
    }
    if (method === "POST" && path === "/api/v1/create_order/bulk-order") {
      const data = (body as { data?: unknown } | null)?.data;
      if (!Array.isArray(data) || data.length > 500) return [422, { status: 422, message: "The data must be an array of at most 500 orders." }];
      return [
        200,
        data.map((order: Record<string, unknown>) => {
          const result = create(order);
          const parcel = "parcel" in result ? result.parcel : null;
          return { ...order, consignment_id: parcel?.consignmentId ?? null, tracking_code: parcel?.trackingCode ?? null, status: parcel ? "success" : "error" };
        }),
      ];
    }
    const status = /^\/api\/v1\/status_by_cid\/([^/]+)$/.exec(path);
    if (method === "GET" && status) {
      const parcel = byConsignment.get(decodeURIComponent(status[1]!));
      return parcel ? [200, { status: 200, delivery_status: parcel.status }] : [404, { status: 404, message: "Consignment not found." }];
    }
    if (method === "GET" && path === "/api/v1/get_balance") return [200, { status: 200, current_balance: fake.balance }];
    return [404, { status: 404, message: "Not found." }];
  }

  /** For a test in another process: what was asked, and a parcel's delivery status. */
  function control(method: string, path: string, body: unknown): [number, unknown] | null {
    if (method === "GET" && path === "/__fake/requests") return [200, fake.requests];
    if (method === "GET" && path === "/__fake/health") return [200, { ok: true }];
    if (method === "POST" && path === "/__fake/delivery-status") {
      const { consignmentId, status } = body as { consignmentId: string; status: string };
      fake.setDeliveryStatus(consignmentId, status);
      return [200, { ok: true }];
    }
    return null;
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = new URL(request.url ?? "/", "http://fake").pathname;
      const method = request.method ?? "GET";
      let body: unknown = null;
      try {
        body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : null;
      } catch {
        body = "(not JSON)";
      }
      const answer = (status: number, payload: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(payload));
      };
      const controlled = control(method, path, body);
      if (controlled) return answer(...controlled);

      fake.requests.push({ method, path, headers: request.headers, body });
      if (request.headers["api-key"] !== apiKey || request.headers["secret-key"] !== secretKey) {
        return answer(401, { status: 401, message: "Unauthorized." });
      }
      if (method === "POST" && request.headers["content-type"] !== "application/json") {
        return answer(415, { status: 415, message: "Content-Type must be application/json." });
      }
      if (fake.mode === "timeout") {
        pending.add(response);
        response.on("close", () => pending.delete(response));
        return;
      }
      setTimeout(() => {
        if (fake.mode === "down") return answer(500, { message: "Server Error" });
        if (fake.mode === "refuse") return answer(422, { status: 422, message: "Your account is suspended." });
        answer(...route(method, path, body));
      }, fake.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
