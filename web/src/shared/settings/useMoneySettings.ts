import { useSiteSettings } from "./useSiteSettings";

/** The shop's defaults (docs/behaviour.md#constants) until the settings load. */
const DEFAULT_CURRENCY = "BDT";
const DEFAULT_LOCALE = "en-BD";

/** The currency and locale prices are shown in, from the settings. */
export function useMoneySettings(): { currency: string; locale: string } {
  const { settings } = useSiteSettings();
  return { currency: settings?.currency ?? DEFAULT_CURRENCY, locale: settings?.locale ?? DEFAULT_LOCALE };
}
