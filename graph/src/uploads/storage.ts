import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { S3Client } from "@aws-sdk/client-s3";
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
  // The AWS SDK (about 30 MB and 50 ms) loads with the first write, not at start
  // (docs/decisions/030-lean-process-memory-and-start.md).
  let opened: Promise<{ sdk: typeof import("@aws-sdk/client-s3"); client: S3Client }> | undefined;
  let client: S3Client | undefined;
  let closed = false;
  const open = () => {
    opened ??= import("@aws-sdk/client-s3").then((module) => {
      client = new module.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
        credentials: config.credentials,
        // Checksums only where S3 requires them: several S3-compatible services refuse the SDK's newer default ones.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      });
      if (closed) client.destroy();
      return { sdk: module, client };
    });
    return opened;
  };
  return {
    async put(key, bytes, contentType) {
      const { sdk: { PutObjectCommand }, client } = await open();
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
      const { sdk: { DeleteObjectCommand }, client } = await open();
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: checkedKey(key) }));
    },
    publicUrl: (key) => `${config.publicUrl}/${checkedKey(key)}`,
    close: () => {
      closed = true;
      client?.destroy();
    },
  };
}

/** The storage the configuration asks for; `uploadsDir` is DATA_DIR/uploads. */
export function createFileStorage(config: ImageStorageConfig, uploadsDir: string): FileStorage {
  return config.kind === "s3" ? s3Storage(config) : localStorage(uploadsDir);
}
