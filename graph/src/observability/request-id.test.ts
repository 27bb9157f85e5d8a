import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { requestIdGenerator } from "./request-id.js";

const withHeader = (value: string | string[] | undefined) => ({ headers: { "x-request-id": value } }) as unknown as IncomingMessage;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("request ids", () => {
  it("never takes a client's id when no proxy is trusted", () => {
    const generate = requestIdGenerator(false);
    expect(generate(withHeader("proxy-trace-0001"))).toMatch(UUID);
    expect(generate(withHeader(undefined))).not.toBe(generate(withHeader(undefined)));
  });

  it("keeps a trusted proxy's well-formed id, and replaces anything else", () => {
    const generate = requestIdGenerator(true);
    expect(generate(withHeader("proxy-trace-0001"))).toBe("proxy-trace-0001");
    expect(generate(withHeader("5b0c1e8a9f3d4c2b.1:2_x"))).toBe("5b0c1e8a9f3d4c2b.1:2_x");
    for (const bad of ["short", "x".repeat(65), "forged\nline-of-log", 'quote"d-id-123', "spaced id 1234", ["two-ids-0001", "two-ids-0002"], undefined]) {
      expect(generate(withHeader(bad))).toMatch(UUID);
    }
  });
});
