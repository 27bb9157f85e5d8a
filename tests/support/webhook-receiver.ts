import http from "node:http";
import type { AddressInfo } from "node:net";

/** One request a receiver got, as it came. */
export interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders;
  body: string;
  path: string;
  at: number;
}

export interface WebhookReceiver {
  url: string;
  port: number;
  received: ReceivedWebhook[];
  /** What the next requests are answered with: a status code, or "hang" (never answered). */
  answer: number | "hang";
  /** Milliseconds each request is held before it is answered (to widen a race). */
  holdMs: number;
  /** Most requests with one webhook-id in flight at the same time, per id. */
  maxInFlight: Map<string, number>;
  /** The webhook-ids answered 2xx, each once however often it came: what a deduplicating receiver processed. */
  processed: Set<string>;
  close(): Promise<void>;
}

/**
 * A real HTTP receiver on 127.0.0.1 (port 0, or the one given: to come back where it was), as a
 * webhook's owner runs one: it records every request, answers as told, and counts in-flight
 * requests per `webhook-id`, deduplicating by it as docs/webhooks.md asks receivers to.
 */
export async function startWebhookReceiver(port = 0): Promise<WebhookReceiver> {
  const inFlight = new Map<string, number>();
  const receiver: WebhookReceiver = {
    url: "",
    port: 0,
    received: [],
    answer: 200,
    holdMs: 0,
    maxInFlight: new Map(),
    processed: new Set(),
    close: async () => {},
  };
  const server = http.createServer((request, response) => {
    const id = String(request.headers["webhook-id"] ?? "");
    inFlight.set(id, (inFlight.get(id) ?? 0) + 1);
    receiver.maxInFlight.set(id, Math.max(receiver.maxInFlight.get(id) ?? 0, inFlight.get(id)!));
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      receiver.received.push({ headers: request.headers, body, path: request.url ?? "/", at: Date.now() });
      const answer = receiver.answer;
      if (answer === "hang") return;
      setTimeout(() => {
        inFlight.set(id, inFlight.get(id)! - 1);
        if (answer >= 200 && answer < 300) receiver.processed.add(id);
        response.writeHead(answer, answer >= 300 && answer < 400 ? { location: `${receiver.url}/elsewhere` } : {}).end("ok");
      }, receiver.holdMs);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  receiver.port = (server.address() as AddressInfo).port;
  receiver.url = `http://127.0.0.1:${receiver.port}`;
  receiver.close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return receiver;
}
