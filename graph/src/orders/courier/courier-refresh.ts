import type { CourierService } from "./courier.service.js";

interface Log {
  info(message: string): void;
  error(details: { err: unknown }, message: string): void;
}

/**
 * Follows parcels on their way: every `everyMinutes`, the courier is asked for the delivery status
 * of each dispatched order it has not yet delivered or cancelled (COURIER_REFRESH_MINUTES).
 * Several processes may refresh at once: a status check only reads at the courier.
 */
export function scheduleCourierRefresh(courier: CourierService, everyMinutes: number, log: Log): { stop(): void } {
  let running = false;
  const refresh = async () => {
    if (running) return;
    running = true;
    try {
      const checked = await courier.refreshUndelivered();
      if (checked) log.info(`Checked the courier status of ${checked} dispatched order(s)`);
    } catch (error) {
      log.error({ err: error }, "Refreshing courier statuses failed");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void refresh(), everyMinutes * 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
