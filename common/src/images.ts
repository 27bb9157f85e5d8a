/**
 * Uploaded images (docs/decisions/013-image-uploads-and-storage.md): the server stores WebP
 * variants of each upload at `images/<id>/<width>.webp` and hands out the URL of the largest.
 * Which widths exist follows from that largest width alone, so a URL is all the storefront needs
 * to build a `srcset`: the standard widths below it, then itself. A picture narrower than the
 * smallest standard width has one variant, its own width; nothing is ever enlarged.
 */

/** The standard widths of the variants, in pixels, smallest first. */
export const IMAGE_WIDTHS: readonly number[] = [320, 640, 1280];

/** The widest variant: larger uploads are scaled down to it. */
export const MAX_IMAGE_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;

/** The widths stored for a picture whose widest variant is `largest` pixels wide (its own width, at most MAX_IMAGE_WIDTH). */
export function imageVariantWidths(largest: number): number[] {
  return [...IMAGE_WIDTHS.filter((width) => width < largest), largest];
}

/** A variant's path below the storage's root: `images/<id>/<width>.webp`. */
export const imageVariantKey = (id: string, width: number) => `images/${id}/${width}.webp`;

/** `…/images/<uuid>/<width>.webp`, nothing after it; the width is 1 to MAX_IMAGE_WIDTH without a leading zero. */
const VARIANT_URL = /^(.*\/images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/)([1-9]\d{0,3})\.webp$/;

/**
 * The `srcset` of an uploaded image's URL ("…/320.webp 320w, …/640.webp 640w"), or null for any
 * other URL (the demo catalog's SVGs, an image linked from elsewhere): those are shown as they are.
 */
export function imageSrcSet(url: string): string | null {
  const match = VARIANT_URL.exec(url);
  if (!match) return null;
  const [, base, width] = match as unknown as [string, string, string];
  const largest = Number(width);
  if (largest > MAX_IMAGE_WIDTH) return null;
  return imageVariantWidths(largest)
    .map((w) => `${base}${w}.webp ${w}w`)
    .join(", ");
}
