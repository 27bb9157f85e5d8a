/** Words for the site-analytics screen: its funnel steps, devices and rates (docs/analytics.md). */
import type { DeviceClass, FunnelStepName } from "../gql/graphql";

export const FUNNEL_LABELS: Record<FunnelStepName, string> = {
  VIEWED_PRODUCT: "Viewed a product",
  ADDED_TO_CART: "Added to cart",
  BEGAN_CHECKOUT: "Began checkout",
  PLACED_ORDER: "Placed an order",
};

export const DEVICE_LABELS: Record<DeviceClass, string> = { MOBILE: "Mobile", TABLET: "Tablet", DESKTOP: "Desktop" };

/** A conversion rate as a percentage ("66.7%"); a dash when there is nothing to convert from. */
export function formatRate(rate: number | null, locale: string): string {
  if (rate === null) return "—";
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: rate > 0 && rate < 0.1 ? 1 : rate === 1 ? 0 : 1 }).format(rate);
}

/** A referrer row's name: the site, or direct visits. */
export const referrerLabel = (host: string | null) => host ?? "Direct";
