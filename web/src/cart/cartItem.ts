/**
 * A line of the cart, persisted in the browser under the storage key `cart` (docs/behaviour.md#what-the-browser-keeps).
 * A line is one product in one colour and size: see `cartLineId`.
 */
export interface CartItem {
  productId: string;
  slug: string;
  name: string;
  /** Base price + selected additional price, in major units (before the discount). */
  price: number;
  /** Unit price after the discount, in major units (the shared price rule). */
  finalPrice: number;
  /** The product's first image ("" when it has none). */
  image: string;
  quantity: number;
  /** Discount in percent (0–100). */
  discount: number;
  /** Per-unit shipping surcharge, in major units. */
  shippingCost: number;
  selectedColor: string | null;
  selectedSize: string | null;
  /** The chosen variant's additional price, in major units (spelt so, per docs/behaviour.md#what-the-browser-keeps). */
  selectedAditionalPrice: number;
}

/** A unit price as the server serves it (`Product` or `ProductVariant`), in major units. */
export interface ServedPrice {
  /** Before the discount (a variant's includes its additional price). */
  price: number;
  /** After the discount: the shop's one price rule, applied by the server. */
  finalPrice: number;
}

/** What the cart needs to know about a product to add it; its prices are the server's. */
export interface CartProductInput extends ServedPrice {
  id: string;
  slug: string;
  name: string;
  /** Discount in percent (0–100). */
  discount: number;
  images: string[];
  shippingCost: number;
  /** The chosen variant's prices (`ProductVariant.price`, `finalPrice`); without one, the product's are used. */
  variant?: ServedPrice | null;
}

/** How a product is added: quantity (default 1) and the chosen variant. */
export interface AddToCartOptions {
  quantity?: number;
  color?: string | null;
  size?: string | null;
  /** The chosen variant's additional price, in major units, kept with the line. */
  additionalPrice?: number;
}

/** The identity of a cart line: the product in one colour and size. */
export function cartLineId(item: Pick<CartItem, "productId" | "selectedColor" | "selectedSize">): string {
  return JSON.stringify([item.productId, item.selectedColor ?? null, item.selectedSize ?? null]);
}

function isNullableString(value: unknown): value is string | null {
  return value === null || typeof value === "string";
}

function isAmount(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0;
}

/** True for a well-formed stored cart line (storage may hold anything: old versions, hand edits). */
export function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== "object" || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.productId === "string" &&
    typeof item.slug === "string" &&
    typeof item.name === "string" &&
    isAmount(item.price) &&
    isAmount(item.finalPrice) &&
    typeof item.image === "string" &&
    Number.isSafeInteger(item.quantity) &&
    (item.quantity as number) >= 1 &&
    isAmount(item.discount) &&
    isAmount(item.shippingCost) &&
    isNullableString(item.selectedColor) &&
    isNullableString(item.selectedSize) &&
    isAmount(item.selectedAditionalPrice)
  );
}
