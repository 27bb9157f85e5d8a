import { phoneDigits, phoneKey, toMajor } from "@shop/common";
import { createHash, timingSafeEqual } from "node:crypto";
import type { DataSource, Repository } from "typeorm";
import { notFound } from "../shared/errors.js";
import { type RateLimitCounters, type RateLimiter, describeWait, localCounters, rateLimited } from "../shared/rate-limiter.js";
import type { TrackedOrder } from "./order-lookup.types.js";
import { Order } from "./order.entity.js";

/** How many lookups one client address may make per window (decision 022). */
export const ORDER_LOOKUP_LIMIT = 10;
export const ORDER_LOOKUP_WINDOW_MS = 10 * 60 * 1000;

/** The one answer for a wrong phone, an unknown number and a number no order can have. */
export const ORDER_LOOKUP_NOT_FOUND = "We found no order with this number and phone. Check both and try again.";

/** Order numbers are an `integer` column. */
const MAX_ORDER_NUMBER = 2_147_483_647;

/** The number in "10023" or "#10023"; null when no order can have it. */
export function orderNumberOf(text: string): number | null {
  const number = Number(text.trim().replace(/^#\s*/u, ""));
  return Number.isSafeInteger(number) && number > 0 && number <= MAX_ORDER_NUMBER ? number : null;
}

const digest = (text: string) => createHash("sha256").update(phoneKey(text)).digest();

/** Whether `given` is the order's phone (compared by `phoneKey`: +880… and 0… are one phone), in time that does not depend on where they differ. */
function samePhone(given: string, stored: string | null): boolean {
  // Compared even when there is no order, so a miss takes as long as a wrong phone.
  const equal = timingSafeEqual(digest(given), digest(stored ?? ""));
  return equal && stored !== null;
}

/** All but the last two digits hidden. */
export function maskPhone(phone: string): string {
  const digits = phoneDigits(phone);
  return "•".repeat(Math.max(digits.length - 2, 0)) + digits.slice(-2);
}

/** The first character of the name and the domain: enough to recognise, not to write to. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${email[0] ?? ""}•••${email.slice(at)}`;
}

function toTrackedOrder(order: Order): TrackedOrder {
  return {
    orderId: order.id,
    number: order.number,
    status: order.status,
    createdAt: order.createdAt,
    currency: order.currency,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    deliveryZone: order.deliveryZone,
    subtotal: toMajor(order.subtotalMinor),
    shipping: toMajor(order.shippingMinor),
    total: toMajor(order.totalMinor),
    maskedPhone: maskPhone(order.phone),
    maskedEmail: maskEmail(order.email),
  };
}

/**
 * Tracking an order by its number and the phone given at checkout, from any browser (decision
 * 022). Rate-limited per client address; every miss answers the same NOT_FOUND.
 */
export class OrderLookupService {
  private readonly orders: Repository<Order>;
  private readonly limiter: RateLimiter;

  constructor(dataSource: DataSource, counters: RateLimitCounters = localCounters()) {
    this.orders = dataSource.getRepository(Order);
    this.limiter = counters.limiter("order-lookup", ORDER_LOOKUP_LIMIT, ORDER_LOOKUP_WINDOW_MS);
  }

  /** The order, shown as `TrackedOrder`; the input has passed `orderLookupRules` (GraphQL and REST alike). */
  async lookup(input: { orderNumber: string; phone: string }, clientKey: string): Promise<TrackedOrder> {
    const wait = await this.limiter.hit(clientKey);
    if (wait > 0) throw rateLimited(`Too many order lookups. Please try again in ${describeWait(wait)}.`, wait);
    const number = orderNumberOf(input.orderNumber);
    // One indexed query by number (unique); the phone is compared here, in constant time.
    const order = number === null ? null : await this.orders.findOneBy({ number });
    if (!samePhone(input.phone, order?.phone ?? null) || !order) throw notFound(ORDER_LOOKUP_NOT_FOUND);
    return toTrackedOrder(order);
  }
}
