import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limiter.js";

describe("RateLimiter", () => {
  it("allows `limit` hits per window per key, then says how long to wait", () => {
    let now = 0;
    const limiter = new RateLimiter(2, 60_000, () => now);
    expect(limiter.hit("a")).toBe(0);
    expect(limiter.hit("a")).toBe(0);
    expect(limiter.hit("a")).toBe(60);
    expect(limiter.hit("b")).toBe(0);
    now = 30_000;
    expect(limiter.hit("a")).toBe(30);
    now = 60_000;
    expect(limiter.hit("a")).toBe(0);
  });
});
