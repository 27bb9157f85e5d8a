/**
 * Choosing a product's variant on its page: colour first, then one of that colour's sizes.
 *
 * - The colours offered are `product.colors` (distinct variant colours, in display order).
 * - The sizes offered are those of the chosen colour, in variant order; a size with no stock
 *   is shown but cannot be chosen.
 * - The unit price is the one the server serves: the chosen variant's `price` and `finalPrice`
 *   (its additional price included, then discounted), or the product's before one is chosen.
 * - The quantity runs from 1 to the stock of the chosen variant (or the product's stock when it
 *   has no variants).
 */
export interface VariantOption {
  id: string;
  color: string;
  size: string;
  /** Added to the product's price before the discount, in major units. */
  additionalPrice: number;
  /** The product's price plus the additional price, before the discount (served). */
  price: number;
  /** The price after the discount (served). */
  finalPrice: number;
  stock: number;
}

export interface VariantProduct {
  /** Base price in major units. */
  price: number;
  /** Base price after the discount (served). */
  finalPrice: number;
  /** Discount in percent. */
  discount: number;
  /** Units available; with variants, the sum of their stock. */
  stock: number;
  colors: readonly string[];
  variants: readonly VariantOption[];
}

export interface VariantChoice {
  color: string | null;
  size: string | null;
}

/** Where the shopper is in choosing what to buy. */
export type SelectionStatus =
  /** Nothing of the product is in stock. */
  | "sold-out"
  /** A colour (and then a size) must be chosen. */
  | "choose-color"
  /** The colour is chosen; a size must be. */
  | "choose-size"
  /** The chosen colour and size has no stock. */
  | "variant-sold-out"
  | "ready";

export function hasVariants(product: Pick<VariantProduct, "variants">): boolean {
  return product.variants.length > 0;
}

/** The variants of `color` (one per size, in order); none until a colour is chosen. */
export function sizesForColor<V extends VariantOption>(variants: readonly V[], color: string | null): V[] {
  if (color === null) return [];
  return variants.filter((variant) => variant.color === color);
}

/** True when some size of `color` is in stock. */
export function colorInStock(variants: readonly VariantOption[], color: string): boolean {
  return sizesForColor(variants, color).some((variant) => variant.stock > 0);
}

/** The variant of the chosen colour and size, or null until both are chosen (or when no such variant exists). */
export function selectedVariant<V extends VariantOption>(variants: readonly V[], choice: VariantChoice): V | null {
  if (choice.color === null || choice.size === null) return null;
  return variants.find((variant) => variant.color === choice.color && variant.size === choice.size) ?? null;
}

export interface UnitPrice {
  /** Price before the discount (base + additional price), in major units. */
  price: number;
  /** Price after the discount, in major units. */
  finalPrice: number;
  /** The chosen variant's additional price, in major units (0 without one). */
  additionalPrice: number;
}

/** The unit price of the product in the chosen variant (or its base price before one is chosen), as served. */
export function unitPrice(product: Pick<VariantProduct, "price" | "finalPrice">, variant: VariantOption | null): UnitPrice {
  const { price, finalPrice } = variant ?? product;
  return { price, finalPrice, additionalPrice: variant?.additionalPrice ?? 0 };
}

/** A size's label: its name, and its additional price (shown by `formatMoney`) when it has one, e.g. "XL (+৳150)". */
export function sizeLabel(variant: Pick<VariantOption, "size" | "additionalPrice">, formatMoney: (amount: number) => string): string {
  return variant.additionalPrice > 0 ? `${variant.size} (+${formatMoney(variant.additionalPrice)})` : variant.size;
}

/** The most the shopper may add: the chosen variant's stock, or the product's without variants (0 until chosen). */
export function maxQuantity(product: VariantProduct, variant: VariantOption | null): number {
  if (!hasVariants(product)) return Math.max(0, product.stock);
  return variant ? Math.max(0, variant.stock) : 0;
}

/** A quantity kept within 1..max (1 when max is 0, so the input never shows nonsense). */
export function clampQuantity(quantity: number, max: number): number {
  const whole = Number.isFinite(quantity) ? Math.trunc(quantity) : 1;
  return Math.min(Math.max(1, whole), Math.max(1, max));
}

export function selectionStatus(product: VariantProduct, choice: VariantChoice): SelectionStatus {
  if (product.stock <= 0) return "sold-out";
  if (!hasVariants(product)) return "ready";
  if (choice.color === null) return "choose-color";
  if (choice.size === null) return "choose-size";
  const variant = selectedVariant(product.variants, choice);
  if (!variant || variant.stock <= 0) return "variant-sold-out";
  return "ready";
}

/** What the buy buttons say they are waiting for; null when the shopper can buy. */
export function selectionHint(status: SelectionStatus): string | null {
  switch (status) {
    case "sold-out":
      return "Out of stock";
    case "choose-color":
      return "Choose a colour and a size";
    case "choose-size":
      return "Choose a size";
    case "variant-sold-out":
      return "Out of stock in this colour and size";
    case "ready":
      return null;
  }
}

/** The only in-stock size of `color`, chosen for the shopper; null when there is a real choice. */
function onlySize(variants: readonly VariantOption[], color: string): string | null {
  const sizes = sizesForColor(variants, color);
  return sizes.length === 1 && sizes[0]!.stock > 0 ? sizes[0]!.size : null;
}

/** The choice a product page starts with: a lone colour and a lone size are chosen already. */
export function initialChoice(product: VariantProduct): VariantChoice {
  if (product.colors.length !== 1) return { color: null, size: null };
  const color = product.colors[0]!;
  if (!colorInStock(product.variants, color)) return { color: null, size: null };
  return { color, size: onlySize(product.variants, color) };
}

/**
 * Choosing another colour: the size stays when the new colour has it in stock, is chosen
 * for the shopper when the colour has exactly one, and is cleared otherwise.
 */
export function chooseColor(product: VariantProduct, choice: VariantChoice, color: string): VariantChoice {
  const keep = choice.size !== null && sizesForColor(product.variants, color).some(
    (variant) => variant.size === choice.size && variant.stock > 0,
  );
  return { color, size: keep ? choice.size : onlySize(product.variants, color) };
}
