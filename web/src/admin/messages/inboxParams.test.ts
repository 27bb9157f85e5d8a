import { describe, expect, it } from "vitest";
import { inbox, inboxVariables } from "./inboxParams";

const { defaults: DEFAULT_INBOX_PARAMS, withView: withInboxView } = inbox;

const parse = (query: string) => inbox.parse(new URLSearchParams(query));

describe("the inbox's URL", () => {
  it("is empty for every message, page 1, and an empty URL means that", () => {
    expect(inbox.serialize(DEFAULT_INBOX_PARAMS).toString()).toBe("");
    expect(parse("")).toEqual(DEFAULT_INBOX_PARAMS);
  });

  it("round-trips the status, the search and the page", () => {
    const params = { status: "RESOLVED" as const, q: "refund", per: 20, page: 2 };
    expect(inbox.serialize(params).toString()).toBe("status=resolved&q=refund&page=2");
    expect(parse("status=resolved&q=refund&page=2")).toEqual(params);
  });

  it("ignores what it does not know", () => {
    expect(parse("status=read&page=0")).toEqual(DEFAULT_INBOX_PARAMS);
    expect(parse(`q=${"x".repeat(101)}`).q).toBe("");
  });

  it("goes back to page 1 on a new filter and asks the API for the page shown", () => {
    const next = withInboxView({ status: "ALL", q: "", per: 20, page: 3 }, { status: "NEW" });
    expect(next).toEqual({ status: "NEW", q: "", per: 20, page: 1 });
    expect(inboxVariables({ status: "ALL", q: "x", per: 20, page: 2 })).toEqual({ status: null, search: "x", skip: 20, take: 20 });
  });
});
