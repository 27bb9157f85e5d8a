import type { DataSource } from "typeorm";
import { describe, expect, it, vi } from "vitest";
import { AnalyticsEventType, DeviceClass } from "./analytics-event.entity.js";
import { EventBuffer, type StoredEvent } from "./event-buffer.js";
import { referrerHost, sitePath } from "./event-input.js";
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
  });

  it("normalizes a referrer to its site's host name", () => {
    const host = (referrer: string) => referrerHost(referrer, "shop.example");
    expect(host("https://WWW.Google.com/search?q=1")).toBe("google.com");
    expect(host("https://user:secret@news.example.org:8443/a/b?c=d#e")).toBe("news.example.org");
    expect(host("http://m.facebook.com.")).toBe("m.facebook.com");
    expect(host("https://bücher.example/")).toBe("xn--bcher-kva.example");
    expect(host("http://203.0.113.9/")).toBe("203.0.113.9");
    // The shop itself, with or without www, is no referrer.
    expect(host("https://shop.example/cart")).toBeNull();
    expect(host("https://www.shop.example/")).toBeNull();
    expect(referrerHost("https://shop.example/", "www.shop.example")).toBeNull();
    // Unparsable, not the web, or no host name: a direct visit.
    for (const junk of ["javascript:alert(1)", "not a url", "ftp://files.example/", "data:text/html,hi", "https://[::1]/", "https://a_b.example/", `https://${"a".repeat(64)}.example/`, `https://${"abc.".repeat(70)}example/`]) {
      expect(host(junk), junk).toBeNull();
    }
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
