import type { NotificationService } from "./notification.service.js";

const EVERY_MS = 60 * 60_000;

interface Log {
  error(details: { err: unknown }, message: string): void;
}

/** Hourly: delete outgoing messages past their retention (MESSAGE_RETENTION_DAYS, 90 by default; docs/notifications.md). */
export function scheduleMessageUpkeep(notifications: NotificationService, log: Log): { stop(): void } {
  const run = async () => {
    try {
      await notifications.prune();
    } catch (error) {
      log.error({ err: error }, "Pruning outgoing messages failed");
    }
  };
  const timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  void run();
  return { stop: () => clearInterval(timer) };
}
