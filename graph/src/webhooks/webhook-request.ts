import http from "node:http";
import https from "node:https";
import { pinnedLookup, resolveTarget, TargetRefused, type TargetPolicy } from "./target-address.js";

/** The most of a receiver's answer read (then the connection is dropped): enough to log its start. */
const MAX_ANSWER_BYTES = 4_096;

export interface WebhookPost {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  policy: TargetPolicy;
}

export interface WebhookAnswer {
  ok: boolean;
  /** The receiver's status code; null when none came (refused, unreachable, timed out). */
  responseCode: number | null;
  /** Why it failed, in words for the delivery log; null on success. */
  error: string | null;
  /** False when trying again cannot help (the address is refused). */
  retry: boolean;
  /** The start of the answer's body. */
  answer: string | null;
}

const failure = (error: string, responseCode: number | null = null, retry = true): WebhookAnswer => ({ ok: false, responseCode, error, retry, answer: null });

/**
 * POST one delivery: to the address checked against `policy` (resolved here, connected to as
 * checked), redirects not followed (a 3xx is a failure), `timeoutMs` for the whole exchange, at
 * most a few KB of the answer read. A 2xx is success; anything else is a failure to retry.
 */
export async function postWebhook({ url, headers, body, timeoutMs, policy }: WebhookPost): Promise<WebhookAnswer> {
  const target = new URL(url);
  let address;
  try {
    address = await resolveTarget(target, policy);
  } catch (error) {
    if (error instanceof TargetRefused) return failure(error.message, null, error.mayPassLater);
    throw error;
  }
  const client = target.protocol === "https:" ? https : http;
  return new Promise<WebhookAnswer>((resolve) => {
    let settled = false;
    const settle = (answer: WebhookAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(answer);
    };
    const request = client.request(
      target,
      {
        method: "POST",
        headers: { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(body), "user-agent": "shop-webhooks/1" },
        lookup: pinnedLookup(address) as never,
        agent: false,
      },
      (response) => {
        const code = response.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let length = 0;
        const done = () => {
          const answer = Buffer.concat(chunks).subarray(0, MAX_ANSWER_BYTES).toString("utf8");
          if (code >= 200 && code < 300) settle({ ok: true, responseCode: code, error: null, retry: false, answer });
          else if (code >= 300 && code < 400) settle({ ...failure(`Redirect (${code}) not followed: the URL must answer itself.`, code), answer });
          else settle({ ...failure(`The receiver answered ${code}.`, code), answer });
        };
        response.on("data", (chunk: Buffer) => {
          chunks.push(chunk);
          length += chunk.length;
          if (length >= MAX_ANSWER_BYTES) done();
        });
        response.on("end", done);
        response.on("error", done);
      },
    );
    const timer = setTimeout(() => settle(failure(`No answer within ${timeoutMs / 1000} s.`)), timeoutMs);
    request.on("error", (error: NodeJS.ErrnoException) => settle(failure(`Could not deliver: ${error.code ?? error.message}.`)));
    request.end(body);
  });
}
