import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type BucketStore, memoryBuckets, redisBuckets } from "./leaky-buckets.js";

const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const quiet = { warn: () => undefined };
const budget = { maximumAvailable: 1000, restoreRate: 50 };

describe("leaky buckets in this process's memory", () => {
  it("start full, take all or nothing, and say when enough will be back", async () => {
    let now = 0;
    const buckets = memoryBuckets(() => now);
    expect(await buckets.peek("a", budget)).toEqual({ maximumAvailable: 1000, currentlyAvailable: 1000, restoreRate: 50 });
    expect(await buckets.take("a", 900, budget)).toEqual({ taken: true, retryAfterSeconds: 0, status: { ...budget, currentlyAvailable: 100 } });
    // 300 asked, 100 there: 200 more at 50 a second is 4 seconds; nothing taken.
    expect(await buckets.take("a", 300, budget)).toEqual({ taken: false, retryAfterSeconds: 4, status: { ...budget, currentlyAvailable: 100 } });
    now = 3_999;
    expect((await buckets.take("a", 300, budget)).taken).toBe(false);
    now = 4_000;
    expect(await buckets.take("a", 300, budget)).toMatchObject({ taken: true, status: { currentlyAvailable: 0 } });
    // Another key has its own bucket.
    expect((await buckets.peek("b", budget)).currentlyAvailable).toBe(1000);
  });

  it("refill at the restore rate up to the maximum, and round what they report down", async () => {
    let now = 0;
    const buckets = memoryBuckets(() => now);
    await buckets.take("a", 1000, budget);
    now = 10; // half a point
    expect((await buckets.peek("a", budget)).currentlyAvailable).toBe(0);
    now = 1_000;
    expect((await buckets.peek("a", budget)).currentlyAvailable).toBe(50);
    now = 7_500;
    expect((await buckets.peek("a", budget)).currentlyAvailable).toBe(375);
    now = 60_000;
    expect((await buckets.peek("a", budget)).currentlyAvailable).toBe(1000);
  });

  it("take back refunds up to the maximum", async () => {
    let now = 0;
    const buckets = memoryBuckets(() => now);
    await buckets.take("a", 331, budget);
    expect((await buckets.refund("a", 80, budget)).currentlyAvailable).toBe(749);
    now = 10_000;
    expect((await buckets.refund("a", 500, budget)).currentlyAvailable).toBe(1000);
  });

  it("never wait less than a second when short, and answer a restore rate of 0 with a wait that never ends", async () => {
    const buckets = memoryBuckets(() => 0);
    await buckets.take("a", 999.5, budget);
    expect((await buckets.take("a", 1, budget)).retryAfterSeconds).toBe(1);
    const still = { maximumAvailable: 10, restoreRate: 0 };
    await buckets.take("b", 10, still);
    expect((await buckets.take("b", 1, still)).retryAfterSeconds).toBe(Number.MAX_SAFE_INTEGER);
  });

  it("forget the least recently used beyond their bound (a forgotten bucket is full)", async () => {
    const buckets = memoryBuckets(() => 0, 2);
    await buckets.take("a", 500, budget);
    await buckets.take("b", 500, budget);
    await buckets.take("a", 1, budget); // a is now the most recent
    await buckets.take("c", 500, budget);
    expect((await buckets.peek("a", budget)).currentlyAvailable).toBe(499);
    expect((await buckets.peek("b", budget)).currentlyAvailable).toBe(1000);
  });
});

describe("leaky buckets in Redis", () => {
  const stores: BucketStore[] = [];
  afterEach(async () => {
    vi.useRealTimers();
    await Promise.all(stores.splice(0).map((store) => store.close()));
  });
  const open = (namespace: string, url = redisUrl, fallback?: BucketStore) => {
    const store = redisBuckets(url, namespace, quiet, fallback);
    stores.push(store);
    return store;
  };

  it("are one bucket for two replicas on one Redis, each replica in its own namespace's keys", async () => {
    const namespace = `test-${randomBytes(6).toString("hex")}`;
    const [one, two] = [open(namespace), open(namespace)];
    await Promise.all([one.ready(2_000), two.ready(2_000)]);
    expect(await one.take("app:1", 700, budget)).toMatchObject({ taken: true, status: { currentlyAvailable: 300 } });
    const refused = await two.take("app:1", 400, budget);
    expect(refused.taken).toBe(false);
    expect(refused.retryAfterSeconds).toBe(2); // about 100 short at 50 a second
    expect((await two.refund("app:1", 200, budget)).currentlyAvailable).toBeGreaterThanOrEqual(500);
    expect((await one.peek("app:1", budget)).currentlyAvailable).toBeGreaterThanOrEqual(500);
    // Another shop on the same Redis keeps its own.
    const other = open(`${namespace}-other`);
    await other.ready(2_000);
    expect((await other.peek("app:1", budget)).currentlyAvailable).toBe(1000);
  });

  it("keep time by Redis's clock, so a replica whose clock runs ahead restores nothing early", async () => {
    const namespace = `test-${randomBytes(6).toString("hex")}`;
    const store = open(namespace);
    await store.ready(2_000);
    await store.take("person:x", 1000, budget);
    vi.useFakeTimers({ now: Date.now() + 3_600_000, toFake: ["Date"] });
    expect((await store.peek("person:x", budget)).currentlyAvailable).toBeLessThan(50);
  });

  it("are kept in this process's memory while Redis cannot be reached", async () => {
    const fallback = memoryBuckets();
    const store = open("unreachable", "redis://127.0.0.1:1", fallback);
    await expect(store.ready(200)).rejects.toThrow();
    expect(await store.take("address:1.2.3.4", 600, budget)).toMatchObject({ taken: true, status: { currentlyAvailable: 400 } });
    expect((await store.take("address:1.2.3.4", 600, budget)).taken).toBe(false);
    expect((await fallback.peek("address:1.2.3.4", budget)).currentlyAvailable).toBe(400);
  });
});
