import type { CourierConfig } from "../../config.js";
import type { CourierProvider } from "./courier-provider.js";
import { SteadfastCourier } from "./steadfast.js";

/** The courier the configuration names, or null: courier features then answer "not configured". */
export function courierProviderFrom(config: CourierConfig | undefined): CourierProvider | null {
  if (!config?.steadfast) return null;
  return new SteadfastCourier({ ...config.steadfast, timeoutMs: config.timeoutMs });
}
