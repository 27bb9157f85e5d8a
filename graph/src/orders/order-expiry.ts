import type { OrderService } from "./order.service.js";

const SWEEP_EVERY_MS = 10 * 60_000;

interface Log {
  info(message: string): void;
  error(details: { err: unknown }, message: string): void;
}

/** How long an unconfirmed order holds its stock, in hours; 0 = that hold never ends by itself. */
export interface OrderHolds {
  /** Every PENDING order (PENDING_ORDER_HOLD_HOURS). */
  holdHours: number;
  /** A guest's cash-on-delivery order (GUEST_ORDER_HOLD_HOURS, decision 039): shorter, since anyone can place one. */
  guestHoldHours: number;
}

/**
 * Cancel the unconfirmed orders whose hold has ended, by "system" with a note in their history,
 * returning their stock: guests' cash-on-delivery orders after `guestHoldHours`, every order
 * after `holdHours` (decisions 008 and 039). Returns how many were cancelled.
 */
export async function expireUnconfirmedOrders(orders: OrderService, { holdHours, guestHoldHours }: OrderHolds, now = Date.now()): Promise<number> {
  const before = (hours: number) => new Date(now - hours * 3_600_000);
  const note = (hours: number) => `Not confirmed within ${hours} hours: cancelled automatically and the stock returned.`;
  let cancelled = 0;
  if (guestHoldHours > 0) cancelled += await orders.expireUnconfirmed(before(guestHoldHours), note(guestHoldHours), { guestsOnly: true });
  if (holdHours > 0) cancelled += await orders.expireUnconfirmed(before(holdHours), note(holdHours));
  return cancelled;
}

/**
 * Releases the stock of orders the shop never confirmed: every ten minutes (see
 * `expireUnconfirmedOrders`). Several processes may sweep at once: each order moves under a row
 * lock, once. Nothing is scheduled when neither hold ends by itself.
 */
export function scheduleOrderExpiry(orders: OrderService, holds: OrderHolds, log: Log): { stop(): void } | null {
  if (holds.holdHours <= 0 && holds.guestHoldHours <= 0) return null;
  const sweep = async () => {
    try {
      const cancelled = await expireUnconfirmedOrders(orders, holds);
      if (cancelled) log.info(`Cancelled ${cancelled} unconfirmed order(s) whose hold on the stock ended`);
    } catch (error) {
      log.error({ err: error }, "Releasing unconfirmed orders failed");
    }
  };
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
