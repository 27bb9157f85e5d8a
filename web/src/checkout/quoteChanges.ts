/**
 * The checkout compares what the shopper put in the cart with what the server will charge
 * (`quoteCart`): a unit price that moved since the item was added, and each line's problem
 * (no longer sold, a colour and size to choose, out of stock, only N left). Pure, so it can be
 * tested on its own.
 */
import { toMinor } from "@shop/common";
import type { CartItem } from "../cart";
import { cartLineId } from "../cart";
import type { CartLineInput, CartQuoteFieldsFragment, LineProblem } from "../gql/graphql";

export type QuoteLine = CartQuoteFieldsFragment["lines"][number];

/** The shopper-facing words for each reason a line cannot be ordered (the schema's `LineProblem`). */
const PROBLEM_TEXT: Record<LineProblem, (available: number | null) => string> = {
  UNAVAILABLE: () => "This product is no longer available.",
  CHOOSE_VARIANT: () => "Choose a colour and size for this product.",
  UNKNOWN_VARIANT: () => "This colour or size is no longer offered.",
  OUT_OF_STOCK: () => "Out of stock.",
  NOT_ENOUGH_STOCK: (available) => `Only ${available ?? 0} left.`,
};

/**
 * A problem code as the server sent it (typed in a quote, untyped in an error's `extensions`);
 * a code this build does not know counts as "unavailable".
 */
export function lineProblem(code: string | null | undefined): LineProblem | null {
  if (!code) return null;
  return Object.hasOwn(PROBLEM_TEXT, code) ? (code as LineProblem) : "UNAVAILABLE";
}

/** What the server is told about the cart: product, variant and quantity, never a price. */
export function toCartLineInputs(items: readonly CartItem[]): CartLineInput[] {
  return items.map((item) => ({
    productId: item.productId,
    color: item.selectedColor,
    size: item.selectedSize,
    quantity: item.quantity,
  }));
}

/** How the server matches lines: the product, and colour and size trimmed and case-insensitive. */
export function quoteLineKey(line: { productId: string; color?: string | null; size?: string | null }): string {
  const part = (value: string | null | undefined) => value?.trim().toLowerCase() || null;
  return JSON.stringify([line.productId, part(line.color), part(line.size)]);
}

export interface PriceChange {
  /** The unit price when the item went into the cart (major units). */
  was: number;
  /** The unit price the server charges now (major units). */
  now: number;
}

/** One cart line beside the server's quote for it. */
export interface CheckedLine {
  /** `cartLineId` of the cart line. */
  lineId: string;
  item: CartItem;
  /** The server's line; undefined while the quote is for an older cart. */
  quoted: QuoteLine | undefined;
  priceChange: PriceChange | null;
  problem: LineProblem | null;
  /** Units that can be bought now (from the quote). */
  available: number | null;
}

export interface QuoteCheck {
  lines: CheckedLine[];
  /** Lines whose unit price changed since they were added. */
  priceChanges: CheckedLine[];
  /** Lines that cannot be ordered as they are. */
  problems: CheckedLine[];
}

/**
 * Pairs every cart line with its quote line and notes what changed: the unit price (the cart's
 * `finalPrice` against the quote's `finalUnitPrice`, compared in minor units) and the problem.
 * An unavailable product has no price, so only its problem is reported.
 */
export function checkQuote(items: readonly CartItem[], quoteLines: readonly QuoteLine[] | undefined): QuoteCheck {
  const byKey = new Map((quoteLines ?? []).map((line) => [quoteLineKey(line), line]));
  const lines = items.map((item): CheckedLine => {
    const quoted = byKey.get(quoteLineKey({ productId: item.productId, color: item.selectedColor, size: item.selectedSize }));
    const problem = lineProblem(quoted?.problem);
    const priced = quoted !== undefined && problem !== "UNAVAILABLE";
    const priceChange =
      priced && toMinor(quoted.finalUnitPrice) !== toMinor(item.finalPrice)
        ? { was: item.finalPrice, now: quoted.finalUnitPrice }
        : null;
    return { lineId: cartLineId(item), item, quoted, priceChange, problem, available: quoted?.available ?? null };
  });
  return {
    lines,
    priceChanges: lines.filter((line) => line.priceChange !== null),
    problems: lines.filter((line) => line.problem !== null),
  };
}

/** The shopper-facing words for a line's problem. */
export function problemText(problem: LineProblem, available: number | null): string {
  return PROBLEM_TEXT[problem](available);
}

/** A line the server refused for want of stock (OUT_OF_STOCK's `extensions.lines`). */
export interface RefusedLine {
  /** `cartLineId` of the matching cart line, when there is one. */
  lineId: string | null;
  name: string;
  variant: string | null;
  quantity: number;
  available: number;
  problem: LineProblem;
}

/**
 * The lines named by a refused order (`extensions.lines: [{ productId, color, size, quantity,
 * available, problem }]`), matched to the cart for their names. Entries of the wrong shape are skipped.
 */
export function refusedLines(extensionLines: unknown, items: readonly CartItem[]): RefusedLine[] {
  if (!Array.isArray(extensionLines)) return [];
  const byKey = new Map(items.map((item) => [quoteLineKey({ productId: item.productId, color: item.selectedColor, size: item.selectedSize }), item]));
  const refused: RefusedLine[] = [];
  for (const entry of extensionLines as unknown[]) {
    if (typeof entry !== "object" || entry === null) continue;
    const line = entry as Record<string, unknown>;
    if (typeof line.productId !== "string") continue;
    const color = typeof line.color === "string" ? line.color : null;
    const size = typeof line.size === "string" ? line.size : null;
    const item = byKey.get(quoteLineKey({ productId: line.productId, color, size }));
    refused.push({
      lineId: item ? cartLineId(item) : null,
      name: item?.name ?? "An item",
      variant: [color, size].filter(Boolean).join(" / ") || null,
      quantity: typeof line.quantity === "number" ? line.quantity : (item?.quantity ?? 0),
      available: typeof line.available === "number" ? line.available : 0,
      problem: lineProblem(typeof line.problem === "string" ? line.problem : "OUT_OF_STOCK") ?? "OUT_OF_STOCK",
    });
  }
  return refused;
}
