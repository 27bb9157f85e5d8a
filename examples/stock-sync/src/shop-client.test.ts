import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UpdateStockBySkuDocument } from "./gql/graphql.ts";
import { createShopClient, retryAfterSeconds, ShopRequestError } from "./shop-client.ts";

/** A server that answers each request with the next of `answers`, recording what it was sent. */
function scriptedServer() {
  const answers: { status: number; headers?: Record<string, string>; body: unknown }[] = [];
  const received: { authorization: string | undefined; body: { query: string; variables: unknown } }[] = [];
  const server = http.createServer((request, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString()));
    request.on("end", () => {
      received.push({ authorization: request.headers.authorization, body: JSON.parse(text) as { query: string; variables: unknown } });
      const answer = answers.shift() ?? { status: 500, body: { errors: [{ message: "no answer scripted" }] } };
      response.writeHead(answer.status, { "content-type": "application/json", ...answer.headers });
      response.end(JSON.stringify(answer.body));
    });
  });
  return { server, answers, received };
}

const ok = { status: 200, body: { data: { updateStockBySku: { updated: 1, failed: 0, replayed: false, lines: [] } } } };
const cost = (currentlyAvailable: number) => ({ requestedQueryCost: 60, actualQueryCost: null, throttleStatus: { maximumAvailable: 100, currentlyAvailable, restoreRate: 10 } });
const throttled = (headers?: Record<string, string>) => ({
  status: 429,
  ...(headers ? { headers } : {}),
  body: { errors: [{ message: "Over budget", extensions: { code: "THROTTLED" } }], extensions: { cost: cost(20) } },
});
const variables = { input: { idempotencyKey: "stock-sync-test", lines: [{ sku: "A", set: 1 }] } };

describe("the shop client", () => {
  const fake = scriptedServer();
  let endpoint = "";
  const waits: number[] = [];
  const client = () =>
    createShopClient({
      endpoint,
      token: "shopapp_test",
      sleep: async (ms) => {
        waits.push(ms / 1000);
      },
    });

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, "127.0.0.1", resolve));
    endpoint = `http://127.0.0.1:${String((fake.server.address() as AddressInfo).port)}/graphql`;
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  it("sends the typed document with the bearer token", async () => {
    fake.answers.push(ok);
    await expect(client().request(UpdateStockBySkuDocument, variables)).resolves.toEqual(ok.body.data);
    expect(fake.received.at(-1)).toEqual({ authorization: "Bearer shopapp_test", body: { query: String(UpdateStockBySkuDocument), variables } });
  });

  it("waits as long as Retry-After says when throttled, then sends the same request again", async () => {
    waits.length = 0;
    fake.received.length = 0;
    fake.answers.push(throttled({ "retry-after": "3" }), ok);
    await client().request(UpdateStockBySkuDocument, variables);
    expect(waits).toEqual([3]);
    expect(fake.received).toHaveLength(2);
    expect(fake.received[1]).toEqual(fake.received[0]);
  });

  it("without Retry-After, waits until the reported budget refills by the request's cost", async () => {
    waits.length = 0;
    fake.answers.push(throttled(), ok);
    await client().request(UpdateStockBySkuDocument, variables);
    // (60 requested − 20 available) / 10 per second
    expect(waits).toEqual([4]);
  });

  it("backs off on 503 and gives up after its attempts", async () => {
    waits.length = 0;
    for (let i = 0; i < 6; i++) fake.answers.push({ status: 503, body: {} });
    const error = await client().request(UpdateStockBySkuDocument, variables).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ShopRequestError);
    expect((error as ShopRequestError).code).toBe("HTTP_503");
    expect(waits).toEqual([1, 2, 4, 8, 16]);
  });

  it("does not retry a refusal: its code is the shop's", async () => {
    fake.answers.push({ status: 200, body: { data: null, errors: [{ message: "Missing scope WRITE_INVENTORY", extensions: { code: "FORBIDDEN" } }] } });
    await expect(client().request(UpdateStockBySkuDocument, variables)).rejects.toMatchObject({ code: "FORBIDDEN", message: "Missing scope WRITE_INVENTORY" });
  });

  it("reads Retry-After as seconds or as a date", () => {
    expect(retryAfterSeconds("7")).toBe(7);
    expect(retryAfterSeconds("Sat, 28 Nov 2026 06:00:10 GMT", Date.parse("2026-11-28T06:00:00Z"))).toBe(10);
    expect(retryAfterSeconds("soon")).toBeUndefined();
    expect(retryAfterSeconds(null)).toBeUndefined();
  });
});
