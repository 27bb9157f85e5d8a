import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { seal, unseal } from "./secret-box.js";

describe("sealing saved secrets", () => {
  const key = randomBytes(32);

  it("opens what it sealed, and the sealed text holds nothing of the plain one", () => {
    const sealed = seal('{"apiKey":"abcd1234efgh"}', key, "steadfast");
    expect(sealed).not.toContain("abcd1234");
    expect(Buffer.from(sealed, "base64url").toString("latin1")).not.toContain("abcd1234");
    expect(unseal(sealed, key, "steadfast")).toBe('{"apiKey":"abcd1234efgh"}');
    expect(seal("same", key, "steadfast")).not.toBe(seal("same", key, "steadfast"));
  });

  it("opens nothing under another key or label, or once changed", () => {
    const sealed = seal("secret", key, "steadfast");
    expect(unseal(sealed, randomBytes(32), "steadfast")).toBeNull();
    expect(unseal(sealed, key, "pathao")).toBeNull();
    const bytes = Buffer.from(sealed, "base64url");
    bytes[bytes.length - 1]! ^= 1;
    expect(unseal(bytes.toString("base64url"), key, "steadfast")).toBeNull();
    expect(unseal("short", key, "steadfast")).toBeNull();
  });
});
