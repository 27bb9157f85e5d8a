import type { OrderService } from "./order.service.js";

const SWEEP_EVERY_MS = 10 * 60_000;

interface Log {
  info(message: string): void;
  error(details: { err: unknown }, message: string): void;
}

/**
 * Releases the stock of cash-on-delivery orders the shop never confirmed: every ten minutes,
 * PENDING orders older than `holdHours` are cancelled by "system" (decision 008). Several
 * processes may sweep at once: each order moves under a row lock, once.
 */
export function scheduleOrderExpiry(orders: OrderService, holdHours: number, log: Log): { stop(): void } {
  const note = `Not confirmed within ${holdHours} hours: cancelled automatically and the stock returned.`;
  const sweep = async () => {
    try {
      const cancelled = await orders.expireUnconfirmed(new Date(Date.now() - holdHours * 3_600_000), note);
      if (cancelled) log.info(`Cancelled ${cancelled} unconfirmed order(s) older than ${holdHours} hours`);
    } catch (error) {
      log.error({ err: error }, "Releasing unconfirmed orders failed");
    }
  };
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
