import { serverAudits } from "graphql-http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "../support/shop.js";

/**
 * GraphQL over HTTP conformance (issue 33): the official audit of `graphql-http` run against the
 * shop's `/graphql` on a real port: every MUST and every SHOULD passes. A MAY is the server's choice
 * and is not run (the GET ones meet Apollo's CSRF protection, which stays: a GET needs a
 * preflight header).
 */
const url = { current: "" };

describe("GraphQL over HTTP conformance (graphql-http's server audit)", () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await startTestShop();
    await shop.app.listen({ port: 0, host: "127.0.0.1" });
    const address = shop.app.server.address();
    if (!address || typeof address === "string") throw new Error("The shop is not listening on a port");
    url.current = `http://127.0.0.1:${String(address.port)}/graphql`;
  });

  afterAll(async () => {
    await shop?.close();
  });

  const audits = serverAudits({ url: () => url.current }).filter((audit) => !audit.name.startsWith("MAY"));

  it("has the audit's MUSTs and SHOULDs to run", () => {
    expect(audits.filter((audit) => audit.name.startsWith("MUST")).length).toBeGreaterThan(10);
    expect(audits.filter((audit) => audit.name.startsWith("SHOULD")).length).toBeGreaterThan(10);
  });

  for (const audit of audits) {
    it(audit.name, async () => {
      const result = await audit.fn();
      const detail = result.status === "ok" ? "" : `${result.reason}: ${(await result.response.text().catch(() => "")).slice(0, 300)}`;
      expect({ status: result.status, detail }).toEqual({ status: "ok", detail: "" });
    });
  }
});
