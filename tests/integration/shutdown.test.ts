import net from "node:net";
import { describe, expect, it } from "vitest";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { burstFixtures, countOutcomes, expectOnlyWholeOrders, fireBurst } from "../support/order-burst.js";
import type { ShopProcess } from "../support/shop-process.js";

/**
 * SIGTERM, as an orchestrator sends it: readiness turns 503 while the shop still answers, requests
 * in flight finish, the process exits 0, and the database holds every acknowledged order whole.
 */

const fixtures = burstFixtures();
const { openDatabase } = fixtures;
/**
 * Run as in production: Apollo Server handles SIGTERM and SIGINT itself unless NODE_ENV is "test"
 * (its stopOnTerminationSignals), so a test process would hide a handler that fights the shop's.
 */
const start = (env: Record<string, string>) => fixtures.start({ ...env, NODE_ENV: "production", PUBLIC_URL: "http://127.0.0.1" });

// Real processes on a busy machine: a start alone can take half a minute.
describe.skipIf(skipDatabaseTests)(`graceful shutdown (${testDatabaseKind})`, { timeout: 180_000 }, () => {
  it("finishes the checkouts in flight on SIGTERM, commits every acknowledged one whole, and exits 0", async () => {
    const database = await openDatabase();
    const shop = await start(database.env);

    const burst = fireBurst(shop.url, database.products, 80);
    await burst.acknowledged(10);
    await shop.stop("SIGTERM");

    expect(await shop.exited).toEqual({ code: 0, signal: null });
    const requests = await burst.done;
    expect(countOutcomes(requests).acknowledged).toBeGreaterThanOrEqual(10);
    await expectOnlyWholeOrders(database, requests);
    // Once closed, the shop refuses connections rather than half-answering.
    await expect(fetch(`${shop.url}/health/live`)).rejects.toThrow();
  });

  it("answers ready 503 at once while the port still serves for SHUTDOWN_DELAY_MS, then exits 0", async () => {
    const database = await openDatabase();
    const shop = await start({ ...database.env, SHUTDOWN_DELAY_MS: "2000" });
    expect((await fetch(`${shop.url}/health/ready`)).status).toBe(200);
    process.kill(shop.pid, "SIGTERM");

    let ready: Response;
    do ready = await fetch(`${shop.url}/health/ready`);
    while (ready.status === 200);
    expect(ready.status).toBe(503);
    expect(ready.headers.get("connection")).toBe("close");
    expect(await ready.json()).toEqual({ status: "shutting down" });
    // A new connection still gets an answer, and a proxy is told not to keep it.
    const live = await fetch(`${shop.url}/health/live`);
    expect(live.status).toBe(200);
    expect(live.headers.get("connection")).toBe("close");
    // The shop itself still answers during the delay, from the database.
    const { body } = await shop.graphql(`{ productById(id: "${database.products[0]}") { sku } }`);
    expect(body).toEqual({ data: { productById: { sku: "BURST-MUG" } }, extensions: { cost: expect.any(Object) } });
    expect((await fetch(`${shop.url}/health/ready`)).status).toBe(503);
    expect(await shop.exited).toEqual({ code: 0, signal: null });
    expect(shop.stdout()).not.toContain('"level":50');
  });

  // The bound and the second signal do not depend on the database: once is enough.
  describe.runIf(testDatabaseKind === "pglite")("without the database's part", () => {
    it("is cut after SHUTDOWN_TIMEOUT_MS: the process says so and exits 1", async () => {
      const database = await openDatabase();
      const shop = await start({ ...database.env, SHUTDOWN_TIMEOUT_MS: "500" });
      const client = await sendHalfARequest(shop.url);
      await shop.stop("SIGTERM");
      expect(await shop.exited).toEqual({ code: 1, signal: null });
      expect(shop.stdout()).toContain("Shutdown took longer than SHUTDOWN_TIMEOUT_MS (500 ms): exiting with 1 request(s) unfinished");
      expect(shop.stdout()).toContain('"requests":["POST /graphql"]');
      client.destroy();
    });

    it("does not hold the process after a second signal", async () => {
      const database = await openDatabase();
      const shop = await start({ ...database.env, SHUTDOWN_TIMEOUT_MS: "600000" });
      const client = await sendHalfARequest(shop.url);
      process.kill(shop.pid, "SIGTERM");
      await waitForLog(shop, "SIGTERM: shutting down");
      process.kill(shop.pid, "SIGINT");
      expect(await shop.exited).toEqual({ code: 1, signal: null });
      expect(shop.stdout()).toContain("SIGINT again during shutdown: exiting with 1 request(s) unfinished");
      client.destroy();
    });
  });
});

/** A client that sends a request's headers and part of its body, then nothing: the request stays in flight. */
async function sendHalfARequest(url: string): Promise<net.Socket> {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  await new Promise((resolve) => socket.once("connect", resolve));
  socket.write(`POST /graphql HTTP/1.1\r\nhost: ${hostname}\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"query":`);
  socket.on("error", () => undefined);
  // The server has the request once it has read the headers; a round trip on another connection lets it.
  await fetch(`${url}/health/live`);
  return socket;
}

async function waitForLog(shop: ShopProcess, text: string): Promise<void> {
  let exited = false;
  void shop.exited.then(() => (exited = true));
  while (!shop.stdout().includes(text) && !exited) await new Promise((resolve) => setTimeout(resolve, 20));
}
