import { checkFields } from "@shop/common";
import { describe, expect, it } from "vitest";
import { EVENTS_REQUIRED, URL_INVALID, URL_REQUIRED, createInput, subscriptionRules, subscriptionValues, updateInput } from "./subscriptionForm";

const check = (values: Record<string, unknown>) => checkFields(subscriptionRules as never, values as never);

describe("the subscription form", () => {
  it("asks for an http(s) address and at least one event", () => {
    expect(check({ url: "", events: [] })).toEqual({ url: URL_REQUIRED, events: EVENTS_REQUIRED });
    expect(check({ url: "ftp://example.com/x", events: ["ORDER_CREATED"] })).toEqual({ url: URL_INVALID });
    expect(check({ url: "example.com/hook", events: ["ORDER_CREATED"] })).toEqual({ url: URL_INVALID });
    expect(check({ url: " https://example.com/hook ", events: ["ORDER_CREATED"] })).toEqual({});
    expect(check({ url: "http://127.0.0.1:8080/hook", events: ["STOCK_LOW"] })).toEqual({});
  });

  it("starts empty and enabled for a new subscription, and sends the URL trimmed", () => {
    const values = subscriptionValues(null);
    expect(values).toEqual({ url: "", events: [], enabled: true });
    expect(createInput({ url: " https://example.com/h ", events: ["ORDER_CREATED"], enabled: true })).toEqual({ url: "https://example.com/h", events: ["ORDER_CREATED"] });
    expect(updateInput({ url: "https://example.com/h", events: ["STOCK_OUT"], enabled: false })).toEqual({ url: "https://example.com/h", events: ["STOCK_OUT"], enabled: false });
  });
});
