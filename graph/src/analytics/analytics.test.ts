import type { DataSource } from "typeorm";
import { describe, expect, it, vi } from "vitest";
import { AnalyticsEventType, DeviceClass } from "./analytics-event.entity.js";
import { EventBuffer, type StoredEvent } from "./event-buffer.js";
import { externalHost, sitePath } from "./event-input.js";
import { deviceClassOf, notCounted } from "./visitor.js";

const event = (path = "/"): StoredEvent => ({
  occurredAt: new Date(),
  type: AnalyticsEventType.PAGE_VIEW,
  path,
  productId: null,
  referrerHost: null,
  device: DeviceClass.DESKTOP,
  visitorHash: "0123456789abcdef",
});

describe("who and what is counted", () => {
  it("tells device classes from user agents", () => {
    expect(deviceClassOf("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1")).toBe("mobile");
    expect(deviceClassOf("Mozilla/5.0 (Linux; Android 14; SM-T970) AppleWebKit/537.36 Chrome/131.0 Safari/537.36")).toBe("tablet");
    expect(deviceClassOf("Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15")).toBe("desktop");
  });

  it("drops opted-out visitors and bots", () => {
    const visit = { ip: "1.2.3.4", userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36", doNotTrack: undefined, globalPrivacyControl: undefined };
    expect(notCounted(visit)).toBeNull();
    expect(notCounted({ ...visit, doNotTrack: "1" })).toBe("opted-out");
    expect(notCounted({ ...visit, globalPrivacyControl: "1" })).toBe("opted-out");
    expect(notCounted({ ...visit, userAgent: "curl/8.5.0" })).toBe("bot");
  });

  it("keeps a storefront path without query or hash, and an external referrer's host only", () => {
    expect(sitePath("/products/shirt?utm=x#reviews")).toBe("/products/shirt");
    expect(sitePath("/admin-dashboard")).toBeNull();
    expect(sitePath("/admin-dashboard-not-really")).toBe("/admin-dashboard-not-really");
    expect(sitePath("/\\evil.example")).toBeNull();
    expect(externalHost("https://WWW.Google.com/search?q=1", "shop.example")).toBe("www.google.com");
    expect(externalHost("https://shop.example/cart", "shop.example")).toBeNull();
    expect(externalHost("javascript:alert(1)", "shop.example")).toBeNull();
  });
});

describe("EventBuffer", () => {
  const options = { flushEveryMs: 60_000, flushAt: 3, capacity: 5 };

  it("writes a full batch at once with one INSERT, and the rest on flush", async () => {
    const query = vi.fn().mockResolvedValue([]);
    const buffer = new EventBuffer({ query } as unknown as DataSource, options);
    buffer.add([event("/1"), event("/2")]);
    expect(query).not.toHaveBeenCalled();
    buffer.add([event("/3")]);
    await buffer.flush();
    expect(query).toHaveBeenCalledTimes(1);
    expect(query.mock.calls[0]![1]).toHaveLength(3 * 7);
    buffer.add([event("/4")]);
    await buffer.close();
    expect(query).toHaveBeenCalledTimes(2);
    expect(buffer.size).toBe(0);
  });

  it("keeps events through a failed write, up to its capacity, and counts what it drops", async () => {
    const query = vi.fn().mockRejectedValue(new Error("database down"));
    const buffer = new EventBuffer({ query } as unknown as DataSource, options);
    buffer.add([event(), event()]);
    await buffer.flush();
    expect(buffer.size).toBe(2);
    buffer.add([event(), event(), event(), event()]);
    await buffer.flush();
    expect(buffer.size).toBe(5);
    expect(buffer.dropped).toBe(1);
    query.mockResolvedValue([]);
    await buffer.close();
    expect(buffer.size).toBe(0);
  });
});
