import { describe, expect, it } from "vitest";
import { ConfigError, DEFAULT_SLOW_QUERY_MS, loadConfig } from "../config.js";

const token = "a".repeat(24);

describe("logs and metrics configuration", () => {
  it("writes JSON, logs statements over 200 ms and serves no metrics unless told", () => {
    const config = loadConfig({ NODE_ENV: "test" });
    expect(config.logFormat).toBe("json");
    expect(config.slowQueryMs).toBe(DEFAULT_SLOW_QUERY_MS);
    expect(config.metrics).toEqual({ token: undefined, port: undefined, host: "127.0.0.1" });
  });

  it("reads LOG_FORMAT, SLOW_QUERY_MS and the metrics settings", () => {
    const config = loadConfig({ NODE_ENV: "test", LOG_FORMAT: "Pretty", SLOW_QUERY_MS: "0", METRICS_TOKEN: token, METRICS_PORT: "9464", METRICS_HOST: "0.0.0.0" });
    expect(config.logFormat).toBe("pretty");
    expect(config.slowQueryMs).toBe(0);
    expect(config.metrics).toEqual({ token, port: 9464, host: "0.0.0.0" });
  });

  it("refuses what it cannot use", () => {
    for (const env of [
      { LOG_FORMAT: "xml" },
      { SLOW_QUERY_MS: "-1" },
      { METRICS_TOKEN: "short" },
      { METRICS_TOKEN: `${token} with spaces` },
      { METRICS_PORT: "0" },
      { METRICS_PORT: "70000" },
      { METRICS_PORT: "3000" },
    ]) {
      expect(() => loadConfig({ NODE_ENV: "test", ...env }), JSON.stringify(env)).toThrow(ConfigError);
    }
  });
});
