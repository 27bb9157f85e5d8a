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

/**
 * What `POST /api/admin/images` takes (graph/src/uploads/images.ts, docs/deployment.md "Uploaded
 * images"): the admin refuses other files before sending a byte, with the words the server uses.
 */
export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_UPLOAD_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;
/** For a file whose type the browser does not know (it says ""): its name's extension. */
const IMAGE_UPLOAD_EXTENSIONS = /\.(jpe?g|png|webp|avif)$/iu;

/** Why a picked file cannot be uploaded as an image (wrong type, over the size limit), or undefined. */
export function imageFileProblem(file: { name: string; type: string; size: number }): string | undefined {
  const typeKnown = file.type !== "";
  const accepted = typeKnown ? (IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type) : IMAGE_UPLOAD_EXTENSIONS.test(file.name);
  if (!accepted) return `${file.name} is not a JPEG, PNG, WebP or AVIF image.`;
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) {
    // Rounded up: a file just over the limit must not read as the limit itself.
    const size = (Math.ceil((file.size / (1024 * 1024)) * 10) / 10).toFixed(1);
    return `${file.name} is ${size} MB; an image may be at most ${String(IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024))} MB.`;
  }
  return undefined;
}
