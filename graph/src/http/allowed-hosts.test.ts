import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.js";
import { hostAllowed, hostNameOf, registerHostCheck } from "./allowed-hosts.js";

describe("the Host names a shop answers", () => {
  it("reads the name of a Host header without its port, and nothing from junk", () => {
    expect(hostNameOf("LocalHost:3000")).toBe("localhost");
    expect(hostNameOf("[::1]:3000")).toBe("::1");
    expect(hostNameOf("shop.example.com")).toBe("shop.example.com");
    for (const junk of [undefined, "", "a b", "evil.test/x", "user@localhost", "localhost?x", "x".repeat(400)]) {
      expect(hostNameOf(junk)).toBeUndefined();
    }
  });

  it("always answers loopback names, and listed names or domains", () => {
    const allowed = { names: ["shop.example.com", ".lan.example"] };
    for (const host of ["localhost:3000", "127.0.0.1:3100", "[::1]:3000", "app.localhost", "shop.example.com", "lan.example", "pc.lan.example:5173"]) {
      expect(hostAllowed(host, allowed), host).toBe(true);
    }
    for (const host of ["evil.test", "localhost.evil.test", "127.0.0.1.nip.io", "notlan.example", "example.com", undefined]) {
      expect(hostAllowed(host, allowed), String(host)).toBe(false);
    }
  });

  it("outside production answers this machine's names and PUBLIC_URL's only; in production every name unless listed", () => {
    expect(loadConfig({ NODE_ENV: "development" }).allowedHosts).toEqual({ names: [] });
    expect(loadConfig({ NODE_ENV: "development", PUBLIC_URL: "https://Dev.Example.com", ALLOWED_HOSTS: "192.168.1.20, .lan" }).allowedHosts).toEqual({
      names: ["192.168.1.20", ".lan", "dev.example.com"],
    });
    expect(loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://shop.example.com" }).allowedHosts).toBeNull();
    expect(loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://shop.example.com", ALLOWED_HOSTS: "shop.example.com" }).allowedHosts).toEqual({
      names: ["shop.example.com"],
    });
    expect(() => loadConfig({ ALLOWED_HOSTS: "shop.example.com:443" })).toThrow(ConfigError);
    expect(() => loadConfig({ ALLOWED_HOSTS: "https://shop.example.com" })).toThrow(ConfigError);
  });

  it("refuses another name with a 403 JSON error before any route runs", async () => {
    const app = Fastify();
    let reached = 0;
    registerHostCheck(app, { names: [] });
    app.post("/graphql", () => {
      reached += 1;
      return { data: {} };
    });
    const rebound = await app.inject({ method: "POST", url: "/graphql", headers: { host: "rebind.evil.test:3000" }, payload: {} });
    expect(rebound.statusCode).toBe(403);
    expect(rebound.json()).toMatchObject({ success: false, code: "FORBIDDEN" });
    expect(rebound.headers["cache-control"]).toBe("no-store");
    expect(reached).toBe(0);

    const local = await app.inject({ method: "POST", url: "/graphql", headers: { host: "localhost:3000" }, payload: {} });
    expect(local.statusCode).toBe(200);
    expect(reached).toBe(1);
    await app.close();
  });
});
