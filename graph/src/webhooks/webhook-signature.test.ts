import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { newWebhookSecret, signatureOf, webhookHeaders } from "./webhook-signature.js";

describe("webhook signatures", () => {
  it("use secrets of whsec_ and the base64 of 32 random bytes, recognised by their first 12 characters", () => {
    const { secret, prefix } = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), "base64")).toHaveLength(32);
    expect(prefix).toBe(secret.slice(0, 12));
    expect(new Set(Array.from({ length: 200 }, () => newWebhookSecret().secret)).size).toBe(200);
  });

  it("verify with the Standard Webhooks library, and fail with another secret or a changed body", () => {
    const { secret } = newWebhookSecret();
    const body = JSON.stringify({ id: "evt", type: "order.created", timestamp: "2026-11-28T00:00:00.000Z", data: { n: 1 } });
    const headers = webhookHeaders([secret], "0b3a6c2e-6f0d-4f0e-9d53-8b3c1d3e9f10", Math.floor(Date.now() / 1000), body);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(newWebhookSecret().secret).verify(body, headers)).toThrow();
    expect(() => new Webhook(secret).verify(body.replace("1", "2"), headers)).toThrow();
  });

  it("carry one v1 signature per secret, space-separated, each valid on its own (a rotation's overlap)", () => {
    const current = newWebhookSecret().secret;
    const previous = newWebhookSecret().secret;
    const body = "{}";
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = webhookHeaders([current, previous], "msg_1", timestamp, body);
    expect(headers["webhook-signature"]).toBe(`${signatureOf(current, "msg_1", timestamp, body)} ${signatureOf(previous, "msg_1", timestamp, body)}`);
    expect(headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]{43}= v1,[A-Za-z0-9+/]{43}=$/);
    for (const secret of [current, previous]) expect(new Webhook(secret).verify(body, headers)).toEqual({});
  });

  it("match the Standard Webhooks specification's example", () => {
    // https://github.com/standard-webhooks/standard-webhooks/blob/main/spec/standard-webhooks.md
    const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
    const body = '{"test": 2432232314}';
    expect(signatureOf(secret, "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, body)).toBe("v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=");
  });
});
