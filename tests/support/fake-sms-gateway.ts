import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for BulkSMSBD's HTTP API (no internet in tests; graph/src/notifications/sms/
 * bulksmsbd.ts): `POST /api/smsapi` (or GET) with `api_key`, `type`, `number`, `senderid` and
 * `message`, answering `{ response_code: 202, message_id, success_message }` or an error code the
 * way the gateway does (1001 invalid number, 1002 wrong sender id, 1007 balance insufficient, 1011
 * unknown key). It records what it accepted and can be told to fail the next answers: `down`
 * (HTTP 500) or `balance` (1007), `failures` times.
 */
export interface FakeSmsGateway {
  url: string;
  apiKey: string;
  senderId: string;
  /** Every request, as the gateway read its fields. */
  requests: { method: string; contentType: string | undefined; fields: Record<string, string> }[];
  /** Messages accepted. */
  sent: { number: string; message: string; messageId: number }[];
  mode: "ok" | "down" | "balance";
  /** How many answers the failure mode lasts before the gateway is well again (Infinity: until changed). */
  failures: number;
  /** The env the shop needs to use this fake. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

export async function startFakeSmsGateway({ port = 0, apiKey = "test-sms-key", senderId = "8809601234567" } = {}): Promise<FakeSmsGateway> {
  let nextId = 71_000;
  const fake: FakeSmsGateway = {
    url: "",
    apiKey,
    senderId,
    requests: [],
    sent: [],
    mode: "ok",
    failures: Infinity,
    env: () => ({ SMS_PROVIDER: "bulksmsbd", SMS_API_KEY: apiKey, SMS_SENDER_ID: senderId, SMS_API_URL: `${fake.url}/api/smsapi` }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const answer = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  };
  const refusal = (code: number, message: string) => ({ response_code: code, success_message: "", error_message: message });

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://fake");
      if (url.pathname !== "/api/smsapi") return answer(response, 404, { error: "not found" });
      const fields = Object.fromEntries(request.method === "POST" ? new URLSearchParams(Buffer.concat(chunks).toString("utf8")) : url.searchParams);
      fake.requests.push({ method: request.method ?? "", contentType: request.headers["content-type"], fields });
      if (fake.mode !== "ok" && fake.failures > 0) {
        fake.failures -= 1;
        const mode = fake.mode;
        if (fake.failures === 0) fake.mode = "ok";
        if (mode === "down") return answer(response, 500, { message: "Internal Server Error" });
        return answer(response, 200, refusal(1007, "Balance Insufficient"));
      }
      if (fields.api_key !== apiKey) return answer(response, 200, refusal(1011, "User Id not found"));
      if (fields.senderid !== senderId) return answer(response, 200, refusal(1002, "Sender Id not correct or sender id is disabled"));
      if (!fields.message || fields.type !== "text") return answer(response, 200, refusal(1003, "Please Required all fields"));
      if (!/^8801[3-9]\d{8}$/.test(fields.number ?? "")) return answer(response, 200, refusal(1001, "Invalid Number"));
      const messageId = nextId++;
      fake.sent.push({ number: fields.number!, message: fields.message, messageId });
      answer(response, 200, { response_code: 202, message_id: messageId, success_message: "SMS Submitted Successfully", error_message: "" });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
