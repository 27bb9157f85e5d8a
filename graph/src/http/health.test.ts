import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { CHECK_TIMEOUT_MS, type ReadinessCheck, registerHealthRoutes } from "./health.js";

function counted(name: string, run: () => Promise<void>): ReadinessCheck & { calls: number } {
  const check = {
    name,
    calls: 0,
    check: () => {
      check.calls++;
      return run();
    },
  };
  return check;
}

async function appWith(checks: ReadinessCheck[]) {
  const app = Fastify({ logger: false });
  const health = registerHealthRoutes(app, checks);
  await app.ready();
  const get = async (url: string) => {
    const response = await app.inject({ method: "GET", url });
    return { status: response.statusCode, body: response.json<Record<string, unknown>>(), headers: response.headers };
  };
  return { app, health, get };
}

describe("health routes", () => {
  it("answers a flood of readiness probes with one run of each check", async () => {
    let release!: () => void;
    const database = counted("database", () => new Promise<void>((resolve) => (release = resolve)));
    const { get } = await appWith([database, counted("migrations", async () => undefined)]);

    const probes = Array.from({ length: 50 }, () => get("/health/ready"));
    await new Promise((resolve) => setImmediate(resolve));
    release();
    const answers = await Promise.all(probes);
    expect(new Set(answers.map(({ status }) => status))).toEqual(new Set([200]));
    expect(answers[0]!.body).toEqual({ status: "ok", checks: { database: "ok", migrations: "ok" } });
    expect(answers[0]!.headers["cache-control"]).toBe("no-store");
    // The next probe, right after, is answered from the result just found.
    expect((await get("/health/ready")).status).toBe(200);
    expect(database.calls).toBe(1);
  });

  it("names the failing check and nothing of its error", async () => {
    const { get } = await appWith([
      counted("database", () => Promise.reject(new Error("connect ECONNREFUSED postgres://shop:s3cret@10.0.0.5:5432/shop"))),
      counted("redis", async () => undefined),
    ]);
    const { status, body } = await get("/health/ready");
    expect(status).toBe(503);
    expect(body).toEqual({ status: "unavailable", checks: { database: "failing", redis: "ok" } });
  });

  it("counts a check that does not answer as failing, and does not start it again while it hangs", async () => {
    const hung = counted("database", () => new Promise<void>(() => undefined));
    const { get } = await appWith([hung]);
    expect((await get("/health/ready")).body).toEqual({ status: "unavailable", checks: { database: "failing" } });
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // past the reuse of a result
    expect((await get("/health/ready")).status).toBe(503);
    expect(hung.calls).toBe(1);
  }, CHECK_TIMEOUT_MS * 3 + 5_000);

  it("is not ready once shutting down, without checking anything, while live still answers", async () => {
    const database = counted("database", async () => undefined);
    const { get, health } = await appWith([database]);
    health.shuttingDown();
    expect(await get("/health/ready")).toMatchObject({ status: 503, body: { status: "shutting down" } });
    expect(await get("/health/live")).toMatchObject({ status: 200, body: { status: "ok" } });
    expect(database.calls).toBe(0);
  });
});
