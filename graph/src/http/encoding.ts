import type { Transform } from "node:stream";
import { brotliCompressSync, constants as zlib, createBrotliCompress, createGzip, gzipSync } from "node:zlib";

/** The encodings the server compresses answers in. */
export type Encoding = "br" | "gzip";

/** Bodies smaller than this are sent as they are (the server's compression threshold too). */
export const COMPRESS_FROM_BYTES = 1024;

/** Brotli's level for answers compressed as they are sent: near gzip's speed, smaller than gzip. */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/** The encoding the client accepts best of the two, or null (`q=0` refuses one). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set(
    acceptEncoding
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return null;
}

/** `body` compressed in `encoding`. */
export function compressBody(body: Buffer | string, encoding: Encoding): Buffer {
  if (encoding === "gzip") return gzipSync(body, { level: GZIP_LEVEL });
  const sizeHint = typeof body === "string" ? Buffer.byteLength(body) : body.length;
  return brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: sizeHint } });
}

/** A stream that compresses what is written to it in `encoding`. */
export function compressStream(encoding: Encoding): Transform {
  return encoding === "gzip" ? createGzip({ level: GZIP_LEVEL }) : createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
}
