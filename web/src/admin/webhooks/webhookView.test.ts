import { describe, expect, it } from "vitest";
import { attemptsText, deliveryBadge, durationText, ownerText, responseText, subscriptionBadge, subscriptionNotice } from "./webhookView";

const well = { enabled: true, appId: null, appName: null, failingSince: null, disabledAt: null, disabledReason: null };
const day = (iso: string) => iso.slice(0, 10);

describe("a subscription in words", () => {
  it("names its owner: the shop, or the app that made it", () => {
    expect(ownerText(well)).toBe("The shop");
    expect(ownerText({ appId: "1", appName: "ERP sync" })).toBe("App: ERP sync");
    expect(ownerText({ appId: "1", appName: null })).toBe("An app");
  });

  it("is enabled, failing since a time, or disabled with its reason and since when", () => {
    expect(subscriptionBadge(well).label).toBe("Enabled");
    expect(subscriptionNotice(well, day)).toBeNull();
    const failing = { ...well, failingSince: "2026-11-20T10:00:00Z" };
    expect(subscriptionBadge(failing).label).toBe("Failing");
    expect(subscriptionNotice(failing, day)).toMatch(/^Deliveries have failed since 2026-11-20\./u);
    const disabled = { ...failing, enabled: false, disabledAt: "2026-11-23T10:00:00Z", disabledReason: "Failed for 3 days" };
    expect(subscriptionBadge(disabled).label).toBe("Disabled");
    expect(subscriptionNotice(disabled, day)).toBe("Disabled since 2026-11-23: Failed for 3 days");
    expect(subscriptionNotice({ ...well, enabled: false }, day)).toBe("Disabled. Nothing is sent to it until it is enabled again.");
  });
});

describe("a delivery in words", () => {
  it("has a badge per status, attempts, the answer and the time it took", () => {
    expect(deliveryBadge("DELIVERED")).toEqual({ label: "Delivered", colorPalette: "green" });
    expect(deliveryBadge("FAILED").colorPalette).toBe("red");
    expect(attemptsText(0)).toBe("Not tried yet");
    expect(attemptsText(1)).toBe("1 attempt");
    expect(attemptsText(5)).toBe("5 attempts");
    expect(responseText(204)).toBe("HTTP 204");
    expect(responseText(null)).toBe("No response");
    expect(durationText(85.4)).toBe("85 ms");
    expect(durationText(10_000)).toBe("10.0 s");
  });
});
