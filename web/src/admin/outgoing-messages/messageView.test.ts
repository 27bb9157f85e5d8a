import { describe, expect, it } from "vitest";
import { SMS_START_LENGTH, capturedChannels, kindLabel, messageSummary, statusBadge } from "./messageView";

describe("an outgoing message in words", () => {
  it("names its kind", () => {
    expect(kindLabel("ORDER_CONFIRMATION")).toBe("Order confirmation");
    expect(kindLabel("OWNER_LOW_STOCK")).toBe("Low stock alert");
  });

  it("explains a captured message by the setting that is missing", () => {
    expect(statusBadge("CAPTURED", "EMAIL")).toMatchObject({ label: "Captured", explanation: "Not sent: no SMTP server configured" });
    expect(statusBadge("CAPTURED", "SMS").explanation).toBe("Not sent: no SMS gateway configured");
    expect(statusBadge("SENT", "EMAIL").colorPalette).toBe("green");
    expect(statusBadge("FAILED", "SMS").colorPalette).toBe("red");
  });

  it("sums an email up by its subject and an SMS by its start", () => {
    expect(messageSummary({ channel: "EMAIL", subject: "Order #12 confirmed", text: "Hello" })).toBe("Order #12 confirmed");
    expect(messageSummary({ channel: "SMS", subject: null, text: "Your order\n#12 is confirmed." })).toBe("Your order #12 is confirmed.");
    const long = messageSummary({ channel: "SMS", subject: null, text: "x".repeat(200) });
    expect(long).toHaveLength(SMS_START_LENGTH);
    expect(long.endsWith("…")).toBe(true);
  });

  it("knows which channels are captured", () => {
    expect(capturedChannels({ emailDelivery: "captured", smsDelivery: "bulksmsbd" })).toEqual(["EMAIL"]);
    expect(capturedChannels({ emailDelivery: "smtp", smsDelivery: "captured" })).toEqual(["SMS"]);
    expect(capturedChannels({ emailDelivery: "smtp", smsDelivery: "bulksmsbd" })).toEqual([]);
  });
});
