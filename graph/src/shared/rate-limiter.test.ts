import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { localCounters, redisCounters, type RateLimitCounters } from "./rate-limiter.js";

const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const quiet = { warn: () => undefined };

describe("rate limits in this process's memory", () => {
  afterEach(() => vi.useRealTimers());

  it("allow `limit` hits per window per key, then say how long to wait", async () => {
    vi.useFakeTimers({ now: 0 });
    const limiter = localCounters().limiter("test", 2, 60_000);
    expect(await limiter.hit("a")).toBe(0);
    expect(await limiter.hit("a")).toBe(0);
    expect(await limiter.hit("a")).toBe(60);
    expect(await limiter.hit("b")).toBe(0);
    vi.setSystemTime(30_000);
    expect(await limiter.hit("a")).toBe(30);
    vi.setSystemTime(60_000);
    expect(await limiter.hit("a")).toBe(0);
  });

  it("keep each rule's counts apart", async () => {
    const counters = localCounters();
    const orders = counters.limiter("orders", 1, 60_000);
    const contact = counters.limiter("contact", 1, 60_000);
    expect(await orders.hit("1.2.3.4")).toBe(0);
    expect(await contact.hit("1.2.3.4")).toBe(0);
    expect(await orders.hit("1.2.3.4")).toBeGreaterThan(0);
  });

  it("give a quota out up to its limit per window, counting only what fits", async () => {
    vi.useFakeTimers({ now: 0 });
    const quota = localCounters().quota("events", 25, 60_000);
    expect(await quota.take("a", 20)).toBe(20);
    expect(await quota.take("a", 20)).toBe(5);
    expect(await quota.take("a", 1)).toBe(0);
    expect(await quota.take("b", 1)).toBe(1);
    vi.setSystemTime(60_000);
    expect(await quota.take("a", 20)).toBe(20);
  });

  it("admit up to `limit` distinct members per key and window, and the admitted ones again", async () => {
    vi.useFakeTimers({ now: 0 });
    const visitors = localCounters().distinct("visitors", 2, 60_000);
    expect(await visitors.admit("a", "x")).toBe(true);
    expect(await visitors.admit("a", "y")).toBe(true);
    expect(await visitors.admit("a", "z")).toBe(false);
    expect(await visitors.admit("a", "x")).toBe(true);
    expect(await visitors.admit("a", "z")).toBe(false);
    expect(await visitors.admit("b", "z")).toBe(true);
    vi.setSystemTime(60_000);
    expect(await visitors.admit("a", "z")).toBe(true);
  });
});

describe("all-or-nothing takes of a quota in this process's memory", () => {
  afterEach(() => vi.useRealTimers());

  it("take units up to the limit per window; a take that would pass it is refused and adds nothing", async () => {
    vi.useFakeTimers({ now: 0 });
    const budget = localCounters().quota("units", 100, 60_000);
    expect(await budget.takeAll("a", 60)).toBe(0);
    expect(await budget.takeAll("a", 50)).toBe(60);
    expect(await budget.takeAll("a", 40)).toBe(0);
    expect(await budget.takeAll("a", 1)).toBe(60);
    expect(await budget.takeAll("b", 100)).toBe(0);
    vi.setSystemTime(45_000);
    expect(await budget.takeAll("a", 1)).toBe(15);
    await budget.giveBack("a", 10);
    expect(await budget.takeAll("a", 10)).toBe(0);
    vi.setSystemTime(60_000);
    expect(await budget.takeAll("a", 100)).toBe(0);
    // More than the whole budget at once waits a whole window.
    expect(await budget.takeAll("c", 101)).toBe(60);
  });
});

/** Waits for a replica's Redis connection, which a busy machine can take longer than `check()`'s 500 ms to make. */
const connected = (counters: RateLimitCounters) => vi.waitFor(() => counters.check(), { timeout: 10_000, interval: 100 });

describe("rate limits in Redis", { timeout: 20_000 }, () => {
  const opened: RateLimitCounters[] = [];
  const open = (url: string, namespace: string) => {
    const counters = redisCounters(url, namespace, quiet);
    opened.push(counters);
    return counters;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((counters) => counters.close()));
  });

  it("add up the hits of every replica", async () => {
    const namespace = `test-${randomBytes(4).toString("hex")}`;
    const [one, two] = [open(redisUrl, namespace), open(redisUrl, namespace)];
    await Promise.all([connected(one), connected(two)]);
    const [a, b] = [one.limiter("orders", 3, 60_000), two.limiter("orders", 3, 60_000)];
    expect(await a.hit("1.2.3.4")).toBe(0);
    expect(await b.hit("1.2.3.4")).toBe(0);
    expect(await a.hit("1.2.3.4")).toBe(0);
    const wait = await b.hit("1.2.3.4");
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // Another shop on the same Redis counts on its own.
    expect(await open(redisUrl, `${namespace}-other`).limiter("orders", 3, 60_000).hit("1.2.3.4")).toBe(0);
  });

  it("add up every replica's units in one budget, refusing what would pass it", async () => {
    const namespace = `test-${randomBytes(4).toString("hex")}`;
    const [one, two] = [open(redisUrl, namespace), open(redisUrl, namespace)];
    await Promise.all([connected(one), connected(two)]);
    const [a, b] = [one.quota("units", 100, 60_000), two.quota("units", 100, 60_000)];
    const takes = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).takeAll("1.2.3.4", 30)));
    expect(takes.filter((wait) => wait === 0)).toHaveLength(3);
    const wait = Math.max(...takes);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await a.takeAll("1.2.3.4", 10)).toBe(0);
    await b.giveBack("1.2.3.4", 30);
    expect(await a.takeAll("1.2.3.4", 30)).toBe(0);
    expect(await b.takeAll("1.2.3.4", 1)).toBeGreaterThan(0);
  });

  it("share quotas and distinct limits between replicas", async () => {
    const namespace = `test-${randomBytes(4).toString("hex")}`;
    const [one, two] = [open(redisUrl, namespace), open(redisUrl, namespace)];
    await Promise.all([connected(one), connected(two)]);
    expect(await one.quota("events", 25, 60_000).take("1.2.3.4", 20)).toBe(20);
    expect(await two.quota("events", 25, 60_000).take("1.2.3.4", 20)).toBe(5);
    expect(await one.quota("events", 25, 60_000).take("1.2.3.4", 1)).toBe(0);
    const [a, b] = [one.distinct("visitors", 2, 60_000), two.distinct("visitors", 2, 60_000)];
    expect(await a.admit("1.2.3.4", "x")).toBe(true);
    expect(await b.admit("1.2.3.4", "y")).toBe(true);
    expect(await a.admit("1.2.3.4", "z")).toBe(false);
    expect(await b.admit("1.2.3.4", "x")).toBe(true);
  });

  it("count in this process while Redis cannot answer, and the check says so", async () => {
    const counters = open("redis://127.0.0.1:1", "down");
    await expect(counters.check()).rejects.toThrow();
    const limiter = counters.limiter("orders", 1, 60_000);
    expect(await limiter.hit("1.2.3.4")).toBe(0);
    expect(await limiter.hit("1.2.3.4")).toBeGreaterThan(0);
    const budget = counters.quota("units", 10, 60_000);
    expect(await budget.takeAll("1.2.3.4", 10)).toBe(0);
    expect(await budget.takeAll("1.2.3.4", 1)).toBeGreaterThan(0);
    const quota = counters.quota("events", 3, 60_000);
    expect(await quota.take("1.2.3.4", 2)).toBe(2);
    expect(await quota.take("1.2.3.4", 2)).toBe(1);
    const visitors = counters.distinct("visitors", 1, 60_000);
    expect(await visitors.admit("1.2.3.4", "x")).toBe(true);
    expect(await visitors.admit("1.2.3.4", "y")).toBe(false);
  });
});
