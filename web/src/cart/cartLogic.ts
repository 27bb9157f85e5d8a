import { linesTotalMinor, toMajor, toMinor } from "@shop/common";
import { type AddToCartOptions, type CartItem, type CartProductInput, cartLineId } from "./cartItem";

/** The quantity added when none is given (docs/behaviour.md#constants). */
export const DEFAULT_ADD_QUANTITY = 1;
/** The lowest quantity a line can be set to (docs/behaviour.md#constants). */
export const MIN_QUANTITY = 1;

function isValidQuantity(quantity: number): boolean {
  return Number.isSafeInteger(quantity) && quantity >= MIN_QUANTITY;
}

/**
 * Adds `product` in the chosen colour and size, at the unit price the server serves for it (the
 * chosen variant's, else the product's). A line already in the cart has its quantity raised
 * by the given amount (default 1); otherwise a new line is appended (docs/behaviour.md#states).
 * Throws a RangeError for a quantity that is not a whole number of at least 1.
 */
export function addToCart(
  items: readonly CartItem[],
  product: CartProductInput,
  options: AddToCartOptions = {},
): CartItem[] {
  const quantity = options.quantity ?? DEFAULT_ADD_QUANTITY;
  if (!isValidQuantity(quantity)) {
    throw new RangeError(`A quantity is a whole number of at least ${MIN_QUANTITY}, got ${quantity}`);
  }
  const selectedColor = options.color ?? null;
  const selectedSize = options.size ?? null;
  const lineId = cartLineId({ productId: product.id, selectedColor, selectedSize });

  if (items.some((item) => cartLineId(item) === lineId)) {
    return items.map((item) =>
      cartLineId(item) === lineId ? { ...item, quantity: item.quantity + quantity } : item,
    );
  }

  const unit = product.variant ?? product;
  const line: CartItem = {
    productId: product.id,
    slug: product.slug,
    name: product.name,
    price: unit.price,
    finalPrice: unit.finalPrice,
    image: product.images[0] ?? "",
    quantity,
    discount: product.discount,
    shippingCost: product.shippingCost,
    selectedColor,
    selectedSize,
    selectedAditionalPrice: options.additionalPrice ?? 0,
  };
  return [...items, line];
}

/** Removes the line `lineId` (see `cartLineId`). */
export function removeFromCart(items: readonly CartItem[], lineId: string): CartItem[] {
  return items.filter((item) => cartLineId(item) !== lineId);
}

/**
 * Sets the quantity of line `lineId`. Ignored (the items are returned unchanged) when the
 * quantity is below 1 or not a whole number (docs/behaviour.md#states).
 */
export function updateQuantity(items: CartItem[], lineId: string, quantity: number): CartItem[] {
  if (!isValidQuantity(quantity)) return items;
  return items.map((item) => (cartLineId(item) === lineId ? { ...item, quantity } : item));
}

/** The line's total (final unit price × quantity) in major units. */
export function lineTotal(item: CartItem): number {
  return toMajor(linesTotalMinor([{ finalUnitPriceMinor: toMinor(item.finalPrice), quantity: item.quantity }]));
}

/** Σ discounted unit price × quantity, computed in minor units, in major units (docs/behaviour.md#states). */
export function cartTotal(items: readonly CartItem[]): number {
  return toMajor(
    linesTotalMinor(items.map((item) => ({ finalUnitPriceMinor: toMinor(item.finalPrice), quantity: item.quantity }))),
  );
}

/** How many units the cart holds (the header badge). */
export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
