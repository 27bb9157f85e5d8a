import { moneyFormat } from "@shop/common";

/**
 * The currency's symbol as the shop's prices show it for `locale` (e.g. "৳" for BDT), to label
 * price inputs; the code itself when Intl cannot format it.
 */
export function currencySymbol(currency: string, locale: string): string {
  try {
    const parts = moneyFormat(currency, locale).formatToParts(0);
    return parts.find((part) => part.type === "currency")?.value ?? currency;
  } catch {
    return currency;
  }
}
