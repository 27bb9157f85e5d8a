/**
 * Money is integer minor units everywhere it is stored or computed.
 * The API shows major units as a decimal number with two places; these helpers
 * are the only place that converts between the two.
 */

/** Minor units per major unit. Every currency the shop supports has two decimals. */
export const MINOR_PER_MAJOR = 100;

/** Converts a major-unit amount (e.g. 12.5) to integer minor units (1250), half-up. */
export function toMinor(major: number): number {
  if (!Number.isFinite(major)) throw new RangeError(`Not a finite amount: ${major}`);
  // Work on the decimal string so 1.005 becomes 101 rather than 100 (binary floats).
  const sign = major < 0 ? -1 : 1;
  const [whole, frac = ""] = Math.abs(major).toFixed(6).split(".");
  const cents = Number(whole) * MINOR_PER_MAJOR + Number(frac.slice(0, 2));
  const rest = Number(frac.slice(2));
  return sign * (cents + (rest >= 5000 ? 1 : 0));
}

/** Converts integer minor units to the API's major-unit number (two decimals). */
export function toMajor(minor: number): number {
  return minor / MINOR_PER_MAJOR;
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * How the shop shows money in `currency` for `locale`: the currency's symbol, and decimals only
 * when the amount has them (`৳2,650`, `৳2,650.37`, `৳2,650.50`). `currencyDisplay: "code"` names
 * the currency instead (`BDT 2,650`), as an SMS does. Throws a RangeError for an unknown currency
 * or locale, as `Intl` does. Each format is made once: making one costs far more than using it.
 */
export function moneyFormat(currency: string, locale: string, currencyDisplay: "narrowSymbol" | "code" = "narrowSymbol"): Intl.NumberFormat {
  const key = `${locale}\n${currency}\n${currencyDisplay}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency, currencyDisplay, trailingZeroDisplay: "stripIfInteger" });
    formats.set(key, format);
  }
  return format;
}

/** Formats a major-unit amount for display (`moneyFormat`). Every price shown goes through here. */
export function formatMoney(amount: number, currency: string, locale: string): string {
  return moneyFormat(currency, locale).format(amount);
}

/**
 * A new shop's money settings, until the admin changes them (docs/behaviour.md#constants): taka,
 * shown the Bangladeshi way, prices rounded to whole taka (decision 021). The server starts a shop
 * with them; the web shows prices with them until the shop's settings load.
 */
export const NEW_SHOP_MONEY = { currency: "BDT", locale: "en-BD", priceRounding: "WHOLE" } as const;
