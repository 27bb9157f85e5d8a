import { serverAudits } from "graphql-http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "../support/shop.js";

/**
 * GraphQL over HTTP conformance (issue 33): the official audit of `graphql-http` run against the
 * shop's `/graphql` on a real port. Every MUST passes. A MAY is the server's choice and is not run
 * (the GET ones meet Apollo's CSRF protection, which stays: a GET needs a preflight header).
 */
const url = { current: "" };

/**
 * SHOULDs the shop does not meet yet, each asserted to still fail so that fixing one makes this
 * list shrink: Apollo answers a document that does not parse, does not validate or whose variables
 * do not coerce with 400 whatever the client accepts; the spec asks for 200 when the answer is
 * `application/json` (and 400 for `application/graphql-response+json`, which the shop does).
 */
const NOT_YET = new Set([
  "SHOULD use 200 status code on document parsing failure when accepting application/json",
  "SHOULD use 200 status code on document validation failure when accepting application/json",
  "SHOULD use a status code of 200 on variable coercion failure when accepting application/json",
]);

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
    expect(audits.map((audit) => audit.name)).toEqual(expect.arrayContaining([...NOT_YET]));
  });

  for (const audit of audits) {
    const run = async () => {
      const result = await audit.fn();
      const detail = result.status === "ok" ? "" : `${result.reason}: ${(await result.response.text().catch(() => "")).slice(0, 300)}`;
      expect({ status: result.status, detail }).toEqual({ status: "ok", detail: "" });
    };
    if (NOT_YET.has(audit.name)) it.fails(`${audit.name} (not yet)`, run);
    else it(audit.name, run);
  }
});
