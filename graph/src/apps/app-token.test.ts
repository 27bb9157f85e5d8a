import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { appTokenHash, appTokenOf, newAppToken } from "./app-token.js";

describe("app tokens", () => {
  it("are shopapp_ and 43 characters of base64url, kept as their SHA-256 with a 12-character prefix", () => {
    const { token, hash, prefix } = newAppToken();
    expect(token).toMatch(/^shopapp_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token.slice(8), "base64url")).toHaveLength(32);
    expect(hash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(appTokenHash(token)).toBe(hash);
    expect(prefix).toBe(token.slice(0, 12));
  });

  it("are never the same twice", () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => newAppToken().token));
    expect(tokens.size).toBe(1000);
  });

  it("are read only from a Bearer header that starts shopapp_; a Firebase ID token is not one", () => {
    expect(appTokenOf("Bearer shopapp_abc")).toBe("shopapp_abc");
    expect(appTokenOf("  bearer   shopapp_abc ")).toBe("shopapp_abc");
    expect(appTokenOf("Bearer eyJhbGciOiJSUzI1NiJ9.e30.sig")).toBeNull();
    expect(appTokenOf("Basic shopapp_abc")).toBeNull();
    expect(appTokenOf("shopapp_abc")).toBeNull();
    expect(appTokenOf(undefined)).toBeNull();
  });
});
