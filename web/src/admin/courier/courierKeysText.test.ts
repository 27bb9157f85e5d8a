import { describe, expect, it } from "vitest";
import { keysInUse } from "./courierKeysText";

const base = { label: "Steadfast Courier", source: null, saved: null, environmentKeys: false, environmentApiKeyLast4: null };
const saved = { __typename: "SavedCourierKeys" as const, apiKeyLast4: "1234", secretKeyLast4: "abcd", baseUrl: null, updatedAt: "2026-11-28T10:00:00Z", updatedBy: "owner@example.com" };

describe("which courier keys are in use, in words", () => {
  it("says dispatch is off without keys", () => {
    expect(keysInUse(base)).toEqual({ inUse: "No keys: courier dispatch is off until you save them.", environment: null });
  });

  it("names the saved keys by their last 4 characters, and that they win over the environment's", () => {
    const text = keysInUse({ ...base, source: "ADMIN", saved, environmentKeys: true, environmentApiKeyLast4: "9999" });
    expect(text.inUse).toContain("API key ending in 1234, secret key ending in abcd");
    expect(text.environment).toBe("The server's environment keys (STEADFAST_API_KEY ending in 9999) are set too: the keys saved here win. Remove them to use the environment's again.");
  });

  it("names the environment's keys when they are the ones in use", () => {
    expect(keysInUse({ ...base, source: "ENVIRONMENT", environmentKeys: true, environmentApiKeyLast4: "9999" }).inUse).toBe(
      "Steadfast Courier: the server's environment keys (STEADFAST_API_KEY ending in 9999).",
    );
  });
});
