import { type SmsProvider, SmsError } from "./sms-provider.js";

export interface BulkSmsBdOptions {
  /** https://bulksmsbd.net/api/smsapi, or a test's fake. */
  apiUrl: string;
  apiKey: string;
  senderId: string;
  timeoutMs: number;
}

/** BulkSMSBD's answers that no retry can change: the number, or a message the gateway will not carry. */
const FINAL_REFUSALS = new Set([1001, 1012]);

const REASONS: Record<number, string> = {
  1001: "invalid number",
  1002: "sender id not correct or disabled",
  1003: "required fields missing",
  1005: "internal error",
  1006: "balance validity not available",
  1007: "balance insufficient",
  1011: "user id not found",
  1012: "masking SMS must be sent in Bengali",
  1013: "sender id has no gateway for this API key",
  1014: "sender type name not found",
  1015: "sender id has no valid gateway",
  1016: "sender type name active price info not found",
  1017: "sender type name price info not found",
  1018: "the account is disabled",
  1019: "the sender type name price is disabled",
  1020: "the parent account was not found",
  1021: "the parent's active sender type price was not found",
  1031: "the account is not verified",
  1032: "this IP address is not whitelisted",
};

/**
 * BulkSMSBD's HTTP API (decision 058, docs/notifications.md): a form POST to `/api/smsapi` with
 * `api_key`, `type=text`, `number` (8801XXXXXXXXX), `senderid` and `message`; the JSON answer's
 * `response_code` is 202 when the message was accepted (`message_id`), else an error code (1001
 * invalid number, 1007 balance insufficient, …).
 */
export class BulkSmsBd implements SmsProvider {
  readonly name = "bulksmsbd";

  constructor(private readonly options: BulkSmsBdOptions) {}

  async send(to: string, text: string): Promise<{ providerId: string | null }> {
    const { apiUrl, apiKey, senderId, timeoutMs } = this.options;
    const form = new URLSearchParams({ api_key: apiKey, type: "text", number: to, senderid: senderId, message: text });
    let response: Response;
    try {
      response = await fetch(apiUrl, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
        body: form.toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new SmsError(timedOut ? `BulkSMSBD did not answer within ${Math.round(timeoutMs / 1000)} s.` : "BulkSMSBD could not be reached.", true);
    }
    let body: Record<string, unknown> = {};
    try {
      const parsed: unknown = await response.json();
      if (parsed && typeof parsed === "object") body = parsed as Record<string, unknown>;
    } catch {
      // Read below as an unreadable answer.
    }
    if (!response.ok) throw new SmsError(`BulkSMSBD answered HTTP ${response.status}.`, true);
    const code = Number(body.response_code);
    if (code === 202) return { providerId: body.message_id == null ? null : String(body.message_id) };
    if (!Number.isFinite(code)) throw new SmsError("BulkSMSBD gave an answer the shop could not read.", true);
    const said = typeof body.error_message === "string" && body.error_message.trim() ? body.error_message.trim() : REASONS[code];
    throw new SmsError(`BulkSMSBD refused the message (${code}${said ? `: ${said}` : ""}).`.slice(0, 300), !FINAL_REFUSALS.has(code));
  }
}
