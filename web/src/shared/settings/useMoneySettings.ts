import type { PriceRounding } from "@shop/common";
import { useSiteSettings } from "./useSiteSettings";

/** The shop's defaults (docs/behaviour.md#constants) until the settings load. */
const DEFAULT_CURRENCY = "BDT";
const DEFAULT_LOCALE = "en-BD";
const DEFAULT_ROUNDING: PriceRounding = "MINOR";

/** The currency and locale prices are shown in, and what the price rule rounds to, from the settings. */
export function useMoneySettings(): { currency: string; locale: string; priceRounding: PriceRounding } {
  const { settings } = useSiteSettings();
  return {
    currency: settings?.currency ?? DEFAULT_CURRENCY,
    locale: settings?.locale ?? DEFAULT_LOCALE,
    priceRounding: settings?.priceRounding ?? DEFAULT_ROUNDING,
  };
}
