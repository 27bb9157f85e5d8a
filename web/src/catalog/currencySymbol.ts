/**
 * The currency as the shop's prices show it for `locale` (e.g. "BDT" in en-BD, "৳" in bn-BD),
 * to label price inputs; the code itself when Intl cannot format it.
 */
export function currencySymbol(currency: string, locale: string): string {
  try {
    const parts = new Intl.NumberFormat(locale, { style: "currency", currency }).formatToParts(0);
    return parts.find((part) => part.type === "currency")?.value ?? currency;
  } catch {
    return currency;
  }
}
