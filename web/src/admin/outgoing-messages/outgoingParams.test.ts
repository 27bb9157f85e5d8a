import { describe, expect, it } from "vitest";
import { outgoingList, outgoingMessageHref, outgoingVariables } from "./outgoingParams";

describe("the outgoing messages' URL", () => {
  it("is every message, 20 a page, when empty", () => {
    expect(outgoingVariables(outgoingList.parse(new URLSearchParams()))).toEqual({ channel: null, status: null, search: null, skip: 0, take: 20 });
  });

  it("reads a channel, a status, a search and a page, and writes them back", () => {
    const view = outgoingList.parse(new URLSearchParams("channel=SMS&status=captured&q=%2001712&page=2&per=50"));
    expect(outgoingVariables(view)).toEqual({ channel: "SMS", status: "CAPTURED", search: "01712", skip: 50, take: 50 });
    expect(outgoingList.serialize(view).toString()).toBe("channel=sms&status=captured&q=01712&per=50&page=2");
    expect(outgoingList.hasNarrowingFilters(view)).toBe(true);
    expect(outgoingList.hasNarrowingFilters(outgoingList.clearFilters(view))).toBe(false);
  });

  it("links to a message", () => {
    expect(outgoingMessageHref("m/1")).toBe("/admin-dashboard/outgoing-messages/m%2F1");
  });
});
