import type { AnalyticsService } from "./analytics.service.js";

const EVERY_MS = 60 * 60_000;

interface Log {
  error(details: { err: unknown }, message: string): void;
}

/** Hourly: forget past days' salts and delete events past retention (docs/analytics.md#retention). The buffer logs its failed writes here. */
export function scheduleAnalyticsUpkeep(analytics: AnalyticsService, log: Log): { stop(): void } {
  analytics.buffer.log = log;
  const run = async () => {
    try {
      await analytics.upkeep();
    } catch (error) {
      log.error({ err: error }, "Analytics upkeep failed");
    }
  };
  const timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  void run();
  return { stop: () => clearInterval(timer) };
}
