import { describe, expect, it } from "vitest";
import { DELIVERY_BACKOFF_SECONDS, retryDelayMs } from "./outbox-worker.js";

describe("the outbox's backoff", () => {
  it("waits longer after each failed attempt, over more than a day in all, then gives up", () => {
    const waits = DELIVERY_BACKOFF_SECONDS.map((_, i) => retryDelayMs(i + 1, () => 0)!);
    expect(waits).toEqual(DELIVERY_BACKOFF_SECONDS.map((seconds) => seconds * 1000));
    expect(waits.every((wait, i) => i === 0 || wait > waits[i - 1]!)).toBe(true);
    expect(waits.reduce((a, b) => a + b, 0)).toBeGreaterThan(24 * 3_600_000);
    expect(retryDelayMs(DELIVERY_BACKOFF_SECONDS.length + 1)).toBeNull();
  });

  it("stretches each wait by up to 10 % of jitter", () => {
    expect(retryDelayMs(1, () => 0.999_999)).toBe(Math.round(30_000 * 1.099_999_9));
    expect(retryDelayMs(2, () => 0.5)).toBe(126_000);
  });
});
