import { HeaderMap } from "@apollo/server";
import { AppError, ErrorCode } from "./errors.js";

/**
 * A fixed-window counter per key, in memory: enough for one server process. Each key may
 * act `limit` times per `windowMs`; old windows are swept as new ones start.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Count one attempt for `key`; returns the seconds to wait when over the limit, else 0. */
  hit(key: string): number {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.windowMs) {
      this.sweep(now);
      this.windows.set(key, { startedAt: now, count: 1 });
      return 0;
    }
    if (window.count >= this.limit) return Math.ceil((window.startedAt + this.windowMs - now) / 1000);
    window.count++;
    return 0;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (now - window.startedAt >= this.windowMs) this.windows.delete(key);
  }
}

/**
 * RATE_LIMITED, saying when to retry: `retryAfterSeconds` in the error, and HTTP 429 with a
 * `Retry-After` header on GraphQL (Apollo honours `extensions.http`) and REST (rest/errors.ts).
 */
export function rateLimited(message: string, waitSeconds: number): AppError {
  return new AppError(ErrorCode.RATE_LIMITED, message, {
    retryAfterSeconds: waitSeconds,
    http: { status: 429, headers: new HeaderMap([["retry-after", String(waitSeconds)]]) },
  });
}

/** "3 minutes", "45 seconds": how long to wait, for messages. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
