import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config.js";

const base = { NODE_ENV: "test" };

describe("the courier's configuration", () => {
  it("is off without keys, with the defaults for the rest", () => {
    expect(loadConfig(base).courier).toMatchObject({ steadfast: null, timeoutMs: 15_000, refreshMinutes: 60, baseUrlEditable: true });
  });

  it("takes both keys, the default base URL and the timings from the environment", () => {
    const { courier } = loadConfig({ ...base, STEADFAST_API_KEY: " key ", STEADFAST_SECRET_KEY: "secret", COURIER_TIMEOUT_MS: "2000", COURIER_REFRESH_MINUTES: "0" });
    expect(courier).toMatchObject({
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

  it("derives the key saved secrets are sealed with: from SECRETS_KEY, a development stand-in, none in production", () => {
    const production = { NODE_ENV: "production", PUBLIC_URL: "https://shop.example.com" };
    const key = "k".repeat(32);
    expect(loadConfig({ ...base, SECRETS_KEY: key }).courier.secretsKey).toHaveLength(32);
    expect(loadConfig({ ...base, SECRETS_KEY: key }).courier.secretsKey).toEqual(loadConfig({ ...production, SECRETS_KEY: key }).courier.secretsKey);
    expect(loadConfig(base).courier.secretsKey).not.toEqual(loadConfig({ ...base, SECRETS_KEY: key }).courier.secretsKey);
    const unset = loadConfig(production);
    expect(unset.courier).toMatchObject({ secretsKey: null, baseUrlEditable: false });
    expect(unset.warnings.join(" ")).toMatch(/SECRETS_KEY is not set/);
    expect(() => loadConfig({ ...base, SECRETS_KEY: "short" })).toThrow(/at least 32 characters/);
  });
});
