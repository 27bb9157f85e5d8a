import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../graph/src/config.js";
import type { Database } from "../../graph/src/db/data-source.js";
import { createShop, type Shop } from "../../graph/src/server.js";
import { openTestDatabase, skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { startTestShop, type TestShop } from "../support/shop.js";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy.js";

/** /health/live and /health/ready as a proxy, an orchestrator and anyone else on the network see them. */

describe.skipIf(skipDatabaseTests)(`health endpoints (${testDatabaseKind})`, () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop();
  });
  afterAll(async () => {
    await shop?.close();
  });

  it("answer anyone, uncompressed and never stored", async () => {
    for (const [url, body] of [
      ["/health/live", { status: "ok" }],
      ["/health/ready", { status: "ok", checks: { database: "ok", migrations: "ok" } }],
    ] as const) {
      const response = await shop.get(url, { "accept-encoding": "br, gzip" });
      expect(response).toMatchObject({ status: 200, body });
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.headers["content-encoding"]).toBeUndefined();
    }
  });

  it("ignore credentials: a probe with a bad token is answered like any other", async () => {
    const response = await shop.get("/health/ready", { authorization: "Bearer not-a-token", cookie: "session=forged" });
    expect(response).toMatchObject({ status: 200, body: { status: "ok" } });
  });
});

/**
 * Ready follows what the shop depends on: PostgreSQL and Redis are reached through relays the test
 * takes down and brings back, as a database restart or a network cut would.
 */
describe.skipIf(skipDatabaseTests || testDatabaseKind !== "postgres")("readiness when a dependency goes away", () => {
  let database: Database;
  let postgres: TcpProxy;
  let redis: TcpProxy;
  let shop: Shop;
  let dataDir: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    const url = new URL((database.dataSource.options as { url: string }).url);
    postgres = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.port = String(postgres.port);
    const redisUrl = new URL(process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379");
    redis = await startTcpProxy({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-health-"));
    const env = { NODE_ENV: "test", DATA_DIR: dataDir, DATABASE_URL: url.toString(), REDIS_URL: `redis://127.0.0.1:${redis.port}` };
    shop = await createShop({ ...loadConfig(env), logLevel: "silent" });
  });
  afterAll(async () => {
    await postgres?.restore().catch(() => undefined);
    await redis?.restore().catch(() => undefined);
    await shop?.close();
    await postgres?.close();
    await redis?.close();
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const ready = async () => {
    const response = await shop.app.inject({ method: "GET", url: "/health/ready" });
    return { status: response.statusCode, body: response.json<unknown>(), text: response.body };
  };
  /** Probe as an orchestrator does until the answer has this status (a result is reused for about a second). */
  const readyOnce = async (status: number) => {
    for (let i = 0; i < 200; i++) {
      const answer = await ready();
      if (answer.status === status) return answer;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`/health/ready never answered ${status}: ${JSON.stringify(await ready())}`);
  };
  const leaksNothing = (text: string) => {
    for (const secret of [String(postgres.port), String(redis.port), "127.0.0.1", "postgres:", "redis:", "ECONNREFUSED", " at "]) {
      expect(text).not.toContain(secret);
    }
  };

  it("is ready with the database, its migrations and Redis", async () => {
    expect((await readyOnce(200)).body).toEqual({ status: "ok", checks: { database: "ok", migrations: "ok", redis: "ok" } });
  });

  it("turns 503 naming the database while PostgreSQL cannot be reached, and 200 when it is back", async () => {
    await postgres.cut();
    const down = await readyOnce(503);
    expect(down.body).toEqual({ status: "unavailable", checks: { database: "failing", migrations: "ok", redis: "ok" } });
    leaksNothing(down.text);
    expect((await shop.app.inject({ method: "GET", url: "/health/live" })).statusCode).toBe(200);

    await postgres.restore();
    expect((await readyOnce(200)).body).toMatchObject({ status: "ok" });
  });

  it("turns 503 naming Redis while it is down, and 200 when the shop has reconnected", async () => {
    await redis.cut();
    const down = await readyOnce(503);
    expect(down.body).toEqual({ status: "unavailable", checks: { database: "ok", migrations: "ok", redis: "failing" } });
    leaksNothing(down.text);

    await redis.restore();
    expect((await readyOnce(200)).body).toEqual({ status: "ok", checks: { database: "ok", migrations: "ok", redis: "ok" } });
  });
});
