import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { postWebhook } from "./webhook-request.js";

/** A real receiver on a free port, answering each request with `handle`. */
async function receiver(handle: http.RequestListener) {
  const server = http.createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const open = { refusePrivate: false };
const post = (url: string, extra: Partial<Parameters<typeof postWebhook>[0]> = {}) =>
  postWebhook({ url, headers: { "webhook-id": "evt_1" }, body: '{"a":1}', timeoutMs: 2_000, policy: open, ...extra });

describe("posting a webhook", () => {
  it("POSTs the body as JSON with the headers given; a 2xx is success", async () => {
    let seen: { method?: string; headers?: http.IncomingHttpHeaders; body?: string } = {};
    const url = await receiver((request, response) => {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => {
        seen = { method: request.method, headers: request.headers, body };
        response.writeHead(204).end();
      });
    });
    expect(await post(`${url}/hook?x=1`)).toMatchObject({ ok: true, responseCode: 204, error: null });
    expect(seen.method).toBe("POST");
    expect(seen.body).toBe('{"a":1}');
    expect(seen.headers).toMatchObject({ "content-type": "application/json", "webhook-id": "evt_1" });
    // A host name is resolved by the sender and connected to as checked.
    expect(await post(url.replace("127.0.0.1", "localhost"))).toMatchObject({ ok: true, responseCode: 204 });
  });

  it("does not follow a redirect: a 3xx is a failure to retry", async () => {
    let followed = false;
    const elsewhere = await receiver((_request, response) => {
      followed = true;
      response.end("ok");
    });
    const url = await receiver((_request, response) => response.writeHead(307, { location: elsewhere }).end());
    const answer = await post(url);
    expect(answer).toMatchObject({ ok: false, responseCode: 307, retry: true });
    expect(answer.error).toMatch(/Redirect \(307\) not followed/);
    expect(followed).toBe(false);
  });

  it("counts a 500 as a failure to retry, and reads only the start of a long answer", async () => {
    const url = await receiver((_request, response) => {
      response.writeHead(500);
      response.write("x".repeat(64 * 1024));
      // Never ends: the sender stops reading after a few KB.
    });
    const answer = await post(url);
    expect(answer).toMatchObject({ ok: false, responseCode: 500, retry: true, error: "The receiver answered 500." });
    expect(answer.answer!.length).toBeLessThanOrEqual(4_096);
  });

  it("gives up after the timeout when the receiver does not answer", async () => {
    const url = await receiver(() => {
      // Holds the request open.
    });
    const started = Date.now();
    const answer = await post(url, { timeoutMs: 300 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(answer).toMatchObject({ ok: false, responseCode: null, retry: true, error: "No answer within 0.3 s." });
  });

  it("reports a closed port as a failure to retry", async () => {
    const url = await receiver(() => {});
    const closed = servers.pop()!;
    await new Promise((resolve) => closed.close(resolve));
    expect(await post(url)).toMatchObject({ ok: false, responseCode: null, retry: true, error: "Could not deliver: ECONNREFUSED." });
  });

  it("refuses a private address for good when the policy says so, before connecting", async () => {
    let reached = false;
    const url = await receiver((_request, response) => {
      reached = true;
      response.end();
    });
    const answer = await post(url, { policy: { refusePrivate: true } });
    expect(answer).toMatchObject({ ok: false, responseCode: null, retry: false });
    expect(answer.error).toMatch(/private/);
    expect(reached).toBe(false);
    // A name resolving to loopback is refused the same way.
    expect(await post(url.replace("127.0.0.1", "localhost"), { policy: { refusePrivate: true } })).toMatchObject({ ok: false, retry: false });
  });
});
