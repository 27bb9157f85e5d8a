import { type RateLimitCounters, type RateLimiter, describeWait, localCounters, rateLimited } from "../shared/rate-limiter.js";
import { phoneKey } from "@shop/common";

/**
 * How many orders may be placed (decision 008): per client address in 10 minutes, and per phone
 * or email in an hour. 0 turns a limit off (a wholesale shop whose buyers share one office).
 */
export interface OrderLimitSettings {
  perAddress: number;
  perContact: number;
}

export const DEFAULT_ORDER_LIMITS: OrderLimitSettings = { perAddress: 10, perContact: 5 };
const ADDRESS_WINDOW_MS = 10 * 60_000;
const CONTACT_WINDOW_MS = 60 * 60_000;

/** Who is placing an order, as the limits see them. */
export interface OrderAttempt {
  clientIp: string;
  phone: string;
  email: string | null;
}

/**
 * Counts order attempts that passed validation, in this process's memory or, with REDIS_URL,
 * across every replica. Cash on delivery means an order costs the buyer nothing until the door,
 * so without this a loop could take every unit in the shop.
 */
export class OrderLimits {
  private readonly byAddress: RateLimiter | null;
  private readonly byContact: RateLimiter | null;

  constructor(settings: OrderLimitSettings = DEFAULT_ORDER_LIMITS, counters: RateLimitCounters = localCounters()) {
    this.byAddress = settings.perAddress > 0 ? counters.limiter("orders:address", settings.perAddress, ADDRESS_WINDOW_MS) : null;
    this.byContact = settings.perContact > 0 ? counters.limiter("orders:contact", settings.perContact, CONTACT_WINDOW_MS) : null;
  }

  /** Count one attempt; RATE_LIMITED (with the seconds to wait) when any of its keys is over its limit. */
  async count({ clientIp, phone, email }: OrderAttempt): Promise<void> {
    const waits = await Promise.all([
      this.byAddress?.hit(clientIp) ?? 0,
      this.byContact?.hit(`phone:${phoneKey(phone)}`) ?? 0,
      email ? (this.byContact?.hit(`email:${email.toLowerCase()}`) ?? 0) : 0,
    ]);
    const wait = Math.max(...waits);
    if (wait > 0) {
      throw rateLimited(`Too many orders in a short time. Please try again in ${describeWait(wait)}, or call the shop.`, wait);
    }
  }
}
