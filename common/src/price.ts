/**
 * The shop's one price rule (docs/behaviour.md#constants; decisions 001 and 021):
 *   final price = price − price × discount / 100, rounded half-up once, to the minor unit or,
 *   when the shop rounds prices to whole units, to the whole major unit,
 * where a variant's additional price is added to the base price before the discount.
 * Server and web both import this module; nothing else computes a final price.
 */

/** The unit final prices and shipping amounts are rounded to (the setting `priceRounding`). */
export const PRICE_ROUNDINGS = ["MINOR", "WHOLE"] as const;
export type PriceRounding = (typeof PRICE_ROUNDINGS)[number];

/** Minor units per rounding step: one cent (poisha), or one whole major unit (taka). */
const ROUNDING_STEP: Record<PriceRounding, number> = { MINOR: 1, WHOLE: 100 };

/** Discount percentages carry at most two decimals: they are computed in hundredths of a percent. */
const BASIS_POINTS_PER_PERCENT = 100;
const BASIS_POINTS_WHOLE = 100 * BASIS_POINTS_PER_PERCENT;

export function assertDiscount(discount: number): void {
  if (!Number.isFinite(discount) || discount < 0 || discount > 100) {
    throw new RangeError(`A discount is a percentage from 0 to 100, got ${discount}`);
  }
}

function assertMinor(amount: number, what: string): void {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`${what} must be a non-negative whole number of minor units, got ${amount}`);
  }
}

/** `numerator / denominator` rounded half-up to a multiple of the rounding's step (all non-negative integers). */
function roundHalfUp(numerator: number, denominator: number, rounding: PriceRounding): number {
  const step = ROUNDING_STEP[rounding];
  const unit = denominator * step;
  return Math.floor((numerator + unit / 2) / unit) * step;
}

/** An amount charged as it is (a zone fee, a per-unit shipping cost), rounded as prices are. */
export function roundAmountMinor(amountMinor: number, rounding: PriceRounding): number {
  assertMinor(amountMinor, "An amount");
  return roundHalfUp(amountMinor, 1, rounding);
}

/**
 * Final unit price in minor units: (price + additional price) less the discount, rounded
 * half-up once from the exact value, so a whole-unit price is never rounded twice.
 */
export function finalPriceMinor(priceMinor: number, discount: number, rounding: PriceRounding, additionalPriceMinor = 0): number {
  assertMinor(priceMinor, "A price");
  assertMinor(additionalPriceMinor, "An additional price");
  assertDiscount(discount);
  const keptBasisPoints = BASIS_POINTS_WHOLE - Math.round(discount * BASIS_POINTS_PER_PERCENT);
  return roundHalfUp((priceMinor + additionalPriceMinor) * keptBasisPoints, BASIS_POINTS_WHOLE, rounding);
}

/** The amount the discount (and the rounding) takes off: base price − final price. */
export function discountAmountMinor(priceMinor: number, discount: number, rounding: PriceRounding, additionalPriceMinor = 0): number {
  return priceMinor + additionalPriceMinor - finalPriceMinor(priceMinor, discount, rounding, additionalPriceMinor);
}

/** A priced line: unit price before and after discount, and the line total. */
export interface PricedLine {
  unitPriceMinor: number;
  finalUnitPriceMinor: number;
  quantity: number;
  lineTotalMinor: number;
}

export function priceLine(
  priceMinor: number,
  discount: number,
  quantity: number,
  rounding: PriceRounding,
  additionalPriceMinor = 0,
): PricedLine {
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new RangeError(`A quantity is a whole number of at least 1, got ${quantity}`);
  }
  const finalUnitPriceMinor = finalPriceMinor(priceMinor, discount, rounding, additionalPriceMinor);
  return {
    unitPriceMinor: priceMinor + additionalPriceMinor,
    finalUnitPriceMinor,
    quantity,
    lineTotalMinor: finalUnitPriceMinor * quantity,
  };
}

/** Sum of final unit price × quantity over lines (the cart's derived total). */
export function linesTotalMinor(lines: readonly { finalUnitPriceMinor: number; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.finalUnitPriceMinor * line.quantity, 0);
}
