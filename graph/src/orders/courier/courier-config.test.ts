import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config.js";

const base = { NODE_ENV: "test" };

describe("the courier's configuration", () => {
  it("is off without keys, with the defaults for the rest", () => {
    expect(loadConfig(base).courier).toEqual({ steadfast: null, timeoutMs: 15_000, refreshMinutes: 60 });
  });

  it("takes both keys, the default base URL and the timings from the environment", () => {
    const { courier } = loadConfig({ ...base, STEADFAST_API_KEY: " key ", STEADFAST_SECRET_KEY: "secret", COURIER_TIMEOUT_MS: "2000", COURIER_REFRESH_MINUTES: "0" });
    expect(courier).toEqual({
      steadfast: { apiKey: "key", secretKey: "secret", baseUrl: "https://portal.packzy.com/api/v1" },
      timeoutMs: 2000,
      refreshMinutes: 0,
    });
    const moved = loadConfig({ ...base, STEADFAST_API_KEY: "k", STEADFAST_SECRET_KEY: "s", STEADFAST_BASE_URL: "http://127.0.0.1:4000/api/v1/" });
    expect(moved.courier.steadfast?.baseUrl).toBe("http://127.0.0.1:4000/api/v1");
  });

  it("refuses one key without the other, and a base URL that is not one", () => {
    expect(() => loadConfig({ ...base, STEADFAST_API_KEY: "k" })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, STEADFAST_SECRET_KEY: "s" })).toThrow(/both STEADFAST_API_KEY and STEADFAST_SECRET_KEY/);
    expect(() => loadConfig({ ...base, STEADFAST_API_KEY: "k", STEADFAST_SECRET_KEY: "s", STEADFAST_BASE_URL: "ftp://x" })).toThrow(/STEADFAST_BASE_URL/);
    expect(() => loadConfig({ ...base, COURIER_REFRESH_MINUTES: "-1" })).toThrow(/COURIER_REFRESH_MINUTES/);
  });
});
