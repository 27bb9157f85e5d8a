import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { DeleteObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { ImageStorageConfig } from "../config.js";

/**
 * Where uploaded files live, behind one small interface (docs/decisions/013-…): the data
 * folder's `uploads`, served by the shop at /uploads/, or an S3-compatible bucket that several
 * replicas share. A key is a relative path such as `images/<id>/640.webp`; written keys are
 * never rewritten, so browsers may cache them for good.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** The URL a browser loads it from: `/uploads/<key>` (the shop's own origin) or absolute. */
  publicUrl(key: string): string;
  /** Releases connections (object storage) when the shop stops. */
  close?(): void;
}

/** Keys are made by the shop, never taken from a request; this guards against a slip all the same. */
const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*$/i;

function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.split("/").some((segment) => segment === "." || segment === "..")) {
    throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  }
  return key;
}

/** Object storage's answer for files that never change (keys hold a random id). */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** Files under `dir` (DATA_DIR/uploads), which server.ts serves at /uploads/. */
export function localStorage(dir: string): FileStorage {
  return {
    async put(key, bytes) {
      const file = path.join(dir, checkedKey(key));
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never gets half a file.
      const partial = `${file}.${randomUUID()}.partial`;
      try {
        await fs.writeFile(partial, bytes);
        await fs.rename(partial, file);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
    },
    async delete(key) {
      const file = path.join(dir, checkedKey(key));
      await fs.rm(file, { force: true });
      // The image's folder goes with its last file (rmdir refuses a folder that still holds some).
      if (path.dirname(file) !== dir) await fs.rmdir(path.dirname(file)).catch(() => undefined);
    },
    publicUrl: (key) => `/uploads/${checkedKey(key)}`,
  };
}

/** Objects in an S3-compatible bucket, read by browsers from `config.publicUrl`. */
export function s3Storage(config: Extract<ImageStorageConfig, { kind: "s3" }>): FileStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 requires them: several S3-compatible services refuse the SDK's newer default ones.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: checkedKey(key),
          Body: bytes,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: checkedKey(key) }));
    },
    publicUrl: (key) => `${config.publicUrl}/${checkedKey(key)}`,
    close: () => client.destroy(),
  };
}

/** The storage the configuration asks for; `uploadsDir` is DATA_DIR/uploads. */
export function createFileStorage(config: ImageStorageConfig, uploadsDir: string): FileStorage {
  return config.kind === "s3" ? s3Storage(config) : localStorage(uploadsDir);
}
