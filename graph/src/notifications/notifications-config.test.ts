import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.js";

const base = { NODE_ENV: "test" };

describe("the notifications' configuration", () => {
  it("captures mail and SMS without settings, keeping messages 90 days", () => {
    expect(loadConfig(base).notifications).toEqual({ mail: null, sms: null, timeoutMs: 15_000, retentionDays: 90 });
  });

  it("takes SMTP_URL with MAIL_FROM, and BulkSMSBD with its key, sender id and address", () => {
    const { notifications } = loadConfig({
      ...base,
      SMTP_URL: " smtp://u:p%40ss@smtp.example.com:587 ",
      MAIL_FROM: "Shop <orders@shop.example>",
      SMS_PROVIDER: "BulkSMSBD",
      SMS_API_KEY: "key",
      SMS_SENDER_ID: "8809601234567",
      MESSAGE_RETENTION_DAYS: "30",
    });
    expect(notifications).toEqual({
      mail: { smtpUrl: "smtp://u:p%40ss@smtp.example.com:587", from: "Shop <orders@shop.example>" },
      sms: { provider: "bulksmsbd", apiKey: "key", senderId: "8809601234567", apiUrl: "https://bulksmsbd.net/api/smsapi" },
      timeoutMs: 15_000,
      retentionDays: 30,
    });
  });

  it("warns a production shop that mail is only captured", () => {
    const production = { NODE_ENV: "production", PUBLIC_URL: "https://shop.example", DATA_DIR: "/tmp/shop" };
    expect(loadConfig(production).warnings).toContainEqual(expect.stringMatching(/^Order emails are captured, not sent/));
    expect(loadConfig({ ...production, SMTP_URL: "smtp://h:25", MAIL_FROM: "a@b.c" }).warnings.join()).not.toMatch(/captured/);
    expect(loadConfig(base).warnings.join()).not.toMatch(/captured/);
  });

  it("refuses half a mail setting, another scheme, an unknown SMS provider or one without its key", () => {
    expect(() => loadConfig({ ...base, SMTP_URL: "smtp://h:25" })).toThrow(/both SMTP_URL and MAIL_FROM/);
    expect(() => loadConfig({ ...base, MAIL_FROM: "a@b.c" })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, SMTP_URL: "http://h", MAIL_FROM: "a@b.c" })).toThrow(/smtp:\/\/ or smtps:\/\//);
    expect(() => loadConfig({ ...base, SMS_PROVIDER: "twilio" })).toThrow(/SMS_PROVIDER must be "bulksmsbd"/);
    expect(() => loadConfig({ ...base, SMS_PROVIDER: "bulksmsbd", SMS_API_KEY: "k" })).toThrow(/SMS_API_KEY and SMS_SENDER_ID/);
  });
});
