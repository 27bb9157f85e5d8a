/**
 * The shop's one price rule (docs/behaviour.md#constants; decision 001):
 *   discounted price = price − price × discount / 100, rounded half-up to the minor unit,
 * where a variant's additional price is added to the base price before the discount.
 * Server and web both import this module; nothing else computes a final price.
 */

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

/** The amount taken off `priceMinor` by `discount` percent, rounded half-up. */
export function discountAmountMinor(priceMinor: number, discount: number): number {
  assertMinor(priceMinor, "A price");
  assertDiscount(discount);
  const basisPoints = Math.round(discount * BASIS_POINTS_PER_PERCENT);
  return Math.floor((priceMinor * basisPoints + BASIS_POINTS_WHOLE / 2) / BASIS_POINTS_WHOLE);
}

/** Final unit price in minor units: (price + additional price) less the discount. */
export function finalPriceMinor(priceMinor: number, discount: number, additionalPriceMinor = 0): number {
  assertMinor(additionalPriceMinor, "An additional price");
  const base = priceMinor + additionalPriceMinor;
  return base - discountAmountMinor(base, discount);
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
  additionalPriceMinor = 0,
): PricedLine {
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new RangeError(`A quantity is a whole number of at least 1, got ${quantity}`);
  }
  const finalUnitPriceMinor = finalPriceMinor(priceMinor, discount, additionalPriceMinor);
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
