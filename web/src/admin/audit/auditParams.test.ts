import { describe, expect, it } from "vitest";
import { actorLabel, auditFilter, auditList, whatChoices } from "./auditParams";

const view = (search: string) => auditList.parse(new URLSearchParams(search));

describe("the audit log's view", () => {
  it("reads who, what and the days from the URL, and asks the API for them", () => {
    expect(auditFilter(view("who=person:abc&what=product.update"))).toEqual({ actorUid: "abc", action: "product.update" });
    expect(auditFilter(view("who=app:0b7f&what=order"))).toEqual({ actorAppId: "0b7f", entityType: "order" });
    const days = auditFilter(view("from=2026-11-01&to=2026-11-02"));
    expect(new Date(days.from as string).getDate()).toBe(1);
    expect(new Date(days.to as string).getTime() - new Date(days.from as string).getTime()).toBeGreaterThanOrEqual(2 * 86_400_000 - 3_600_000);
    expect(auditFilter(view("from=2026-02-30"))).toEqual({});
  });

  it("offers each kind of record, then its actions; names people by email and apps by name", () => {
    expect(whatChoices(["product.update", "order.setStatus", "product.create"]).map((c) => c.value)).toEqual(["order", "order.setStatus", "product", "product.update", "product.create"]);
    expect(actorLabel({ uid: "u1", email: "owner@example.com" })).toBe("owner@example.com");
    expect(actorLabel({ appId: "a1", appName: "ERP" })).toBe("App: ERP");
  });
});
