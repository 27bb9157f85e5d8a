import { randomUUID } from "node:crypto";
import { IMAGE_UPLOAD_MAX_BYTES, MAX_IMAGE_WIDTH, imageSrcSet, imageVariantKey, imageVariantWidths } from "@shop/common";
import type sharpFunction from "sharp";
import type { Metadata, OutputInfo, SharpOptions } from "sharp";
import { badInput } from "../shared/errors.js";
import type { FileStorage } from "./storage.js";

/**
 * Uploaded product and category pictures (docs/decisions/013-image-uploads-and-storage.md): the
 * type is read from the bytes, the picture is turned upright by its EXIF orientation, and WebP
 * variants without any metadata (EXIF, GPS, XMP, ICC) are stored under a random id at the widths
 * of `imageVariantWidths` (common/src/images.ts), never enlarged.
 */

/** The limits of `POST /api/admin/images`, documented in docs/deployment.md ("Uploaded images"). */
export const UPLOAD_LIMITS = {
  /** Bytes per file, counted while the file arrives; common's, so the admin refuses a larger file before sending it. */
  maxFileBytes: IMAGE_UPLOAD_MAX_BYTES,
  /** Files per request. */
  maxFiles: 10,
  /** Width × height of a picture (a 10 MB PNG can claim far more pixels than memory holds). */
  maxInputPixels: 50_000_000,
} as const;

/** What the upload answers for each image. */
export interface UploadedImage {
  /** The widest variant: what a product or category stores. */
  url: string;
  /** Every variant, for `<img srcset>` (the same as `imageSrcSet(url)`). */
  srcSet: string;
  /** Of the widest variant, after turning it upright. */
  width: number;
  height: number;
}

/** The accepted formats, recognised by their first bytes. */
type ImageFormat = "jpeg" | "png" | "webp" | "avif";

const ACCEPTED = "a JPEG, PNG, WebP or AVIF image";

/** The format the bytes start with, or null: the name and declared type of a file say nothing. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") return "webp";
  // ISO-BMFF: a `ftyp` box whose major or compatible brands name AVIF (HEIC and other HEIF files are not accepted).
  if (bytes.toString("latin1", 4, 8) === "ftyp") {
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 64);
    for (let offset = 8; offset + 4 <= boxSize; offset += 4) {
      if (offset === 12) continue; // the minor version, not a brand
      const brand = bytes.toString("latin1", offset, offset + 4);
      if (brand === "avif" || brand === "avis") return "avif";
    }
  }
  return null;
}

/** What libvips names the format it decoded (AVIF is HEIF with AV1). */
function decodedAs(metadata: Metadata): ImageFormat | null {
  if (metadata.format === "heif") return metadata.compression === "av1" ? "avif" : null;
  return metadata.format === "jpeg" || metadata.format === "png" || metadata.format === "webp" ? metadata.format : null;
}

let sharpModule: Promise<typeof sharpFunction> | undefined;

/**
 * sharp and its libvips, loaded on the first picture: they cost about 25 MB of memory and 40 ms of
 * start, and most processes never resize one (docs/decisions/030-lean-process-memory-and-start.md).
 */
export function loadSharp(): Promise<typeof sharpFunction> {
  sharpModule ??= import("sharp").then((module) => module.default);
  return sharpModule;
}

/** Refuse pixel data that is damaged or cut short, rather than store half a picture. */
const DECODE_OPTIONS: SharpOptions = { failOn: "error", limitInputPixels: UPLOAD_LIMITS.maxInputPixels };

/**
 * A file's name as error messages show it. The name is the client's and never used for storage
 * (keys are generated); here it loses any folder part, control characters (NUL included) and
 * bidirectional overrides that could disguise it, and is cut to 40 characters.
 */
export function displayName(name: string): string {
  const base = (name.split(/[/\\]/).pop() ?? "")
    .replace(/\p{Cc}|[\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, "")
    .trim();
  const shown = base === "" ? "file" : base;
  return shown.length > 40 ? `${shown.slice(0, 39)}…` : shown;
}

const quoted = (name: string) => `"${displayName(name)}"`;

const unreadable = (name: string, field: string) =>
  badInput(`${quoted(name)} could not be read as an image: the file is damaged or incomplete.`, { field });

/**
 * Check one uploaded file, store its variants and say where they are. BAD_USER_INPUT (with
 * `field`, e.g. `files.2`) when it is not an accepted image, is damaged or has too many pixels;
 * nothing is stored then. A storage failure removes what was written and is thrown as is. `keys`
 * are the stored files, for undoing a request that fails later.
 */
export async function storeImage(
  storage: FileStorage,
  bytes: Buffer,
  { name, field }: { name: string; field: string },
): Promise<{ image: UploadedImage; keys: string[] }> {
  const sniffed = sniffImageFormat(bytes);
  if (!sniffed) throw badInput(`${quoted(name)} is not ${ACCEPTED}.`, { field });

  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // Only the header is read here; the pixel limit is checked below, with a message that says so.
    metadata = await sharp(bytes, { ...DECODE_OPTIONS, limitInputPixels: false }).metadata();
  } catch {
    throw unreadable(name, field);
  }
  if (decodedAs(metadata) !== sniffed) throw badInput(`${quoted(name)} is not ${ACCEPTED}.`, { field });
  if (metadata.width * metadata.height > UPLOAD_LIMITS.maxInputPixels) {
    throw badInput(
      `${quoted(name)} is ${metadata.width} × ${metadata.height} pixels; ` +
        `an image may have at most ${UPLOAD_LIMITS.maxInputPixels / 1_000_000} million.`,
      { field },
    );
  }

  // Every variant is made before anything is stored: a picture that fails to decode leaves nothing behind.
  const largest = Math.min(metadata.autoOrient.width, MAX_IMAGE_WIDTH);
  let variants: { width: number; data: Buffer; info: OutputInfo }[];
  try {
    variants = [];
    for (const width of imageVariantWidths(largest).reverse()) {
      const { data, info } = await sharp(bytes, DECODE_OPTIONS)
        .autoOrient()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width, data, info });
    }
  } catch {
    throw unreadable(name, field);
  }

  const id = randomUUID();
  const written: string[] = [];
  try {
    for (const { width, data } of variants) {
      const key = imageVariantKey(id, width);
      await storage.put(key, data, "image/webp");
      written.push(key);
    }
  } catch (error) {
    await removeKeys(storage, written);
    throw error;
  }
  const [widest] = variants as [(typeof variants)[number]];
  const url = storage.publicUrl(imageVariantKey(id, widest.width));
  return {
    image: { url, srcSet: imageSrcSet(url) ?? `${url} ${widest.width}w`, width: widest.info.width, height: widest.info.height },
    keys: written,
  };
}

/** Remove stored files (of a request that failed half-way); failures are ignored: the files are only orphans then. */
export async function removeKeys(storage: FileStorage, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}
