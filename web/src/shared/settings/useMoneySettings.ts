import { NEW_SHOP_MONEY, type PriceRounding } from "@shop/common";
import { useSiteSettings } from "./useSiteSettings";

/** The currency and locale prices are shown in, and what the price rule rounds to, from the settings. */
export function useMoneySettings(): { currency: string; locale: string; priceRounding: PriceRounding } {
  const { settings } = useSiteSettings();
  return {
    // A new shop's settings (the server's defaults) until the shop's load.
    currency: settings?.currency ?? NEW_SHOP_MONEY.currency,
    locale: settings?.locale ?? NEW_SHOP_MONEY.locale,
    priceRounding: settings?.priceRounding ?? NEW_SHOP_MONEY.priceRounding,
  };
}
