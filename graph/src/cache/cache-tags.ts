/**
 * What a cached public read shows, named as tags, and the one way writers say what they changed.
 *
 * A cached response carries the tags of everything it shows; a write invalidates the tags it
 * changed, in this process and in every other replica (cache/invalidation-bus.ts). Writers call
 * `invalidate` after their transaction commits, so a read that follows can only see the new rows.
 */
export const CacheTag = {
  /** Every response that shows this product (its page, and each list, search or related list it is in). */
  product: (id: string) => `product:${id}`,
  /** Which products a list, search or lookup finds, and in which order (any product create, edit, delete or status change). */
  productLists: "products",
  /** Lists ordered by sales (best sellers, related, search ranking): every order changes them. */
  productSales: "products:sales",
  /** Lists filtered or ordered by stock (stock filters and sorts, home sections): every order may change them. */
  productStock: "products:stock",
  /** The storefront banners. */
  banners: "banners",
  /** The tracking pixel's public configuration. */
  pixel: "pixel",
  /** Everything: settings price, filter and describe every public read; a category shows in most of them. */
  all: "*",
} as const;

/** Told of every committed write that changes what a public read shows. */
export interface CacheInvalidator {
  /** Forget every cached response with one of these tags, here and in every replica; resolves once sent. */
  invalidate(tags: readonly string[]): Promise<void>;
}

/** For services built without a response cache (tests, CLI tools). */
export const noInvalidation: CacheInvalidator = { invalidate: async () => {} };
