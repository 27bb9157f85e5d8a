import type { Transform } from "node:stream";
import { brotliCompressSync, constants as zlib, crc32, createBrotliCompress, createGzip, deflateRawSync, gzipSync } from "node:zlib";

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

/**
 * A body whose end differs per answer (a cached GraphQL read's `extensions.cost`): its start is
 * compressed once and kept open (flushed to a byte boundary, not finished), and each answer adds
 * its end as an uncompressed block and closes the stream. One valid stream either way: gzip with a
 * stored deflate block and the CRC of the whole body, brotli with an uncompressed meta-block.
 */
export interface OpenCompression {
  encoding: Encoding;
  /** The start, compressed and flushed (gzip: with its header, without a trailer). */
  start: Buffer;
  /** The start's CRC-32 and length (gzip's trailer covers the whole body). */
  crc: number;
  length: number;
}

export function compressStart(start: Buffer, encoding: Encoding): OpenCompression {
  if (encoding === "gzip") {
    const deflated = deflateRawSync(start, { level: GZIP_LEVEL, finishFlush: zlib.Z_SYNC_FLUSH });
    return { encoding, start: Buffer.concat([GZIP_HEADER, deflated]), crc: crc32(start), length: start.length };
  }
  const params = { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: start.length };
  return { encoding, start: brotliCompressSync(start, { params, finishFlush: zlib.BROTLI_OPERATION_FLUSH }), crc: 0, length: start.length };
}

/** The whole compressed body: the kept start and `end` (at most 65,535 bytes), closed. */
export function finishCompression(open: OpenCompression, end: Buffer): Buffer {
  return Buffer.concat([open.start, compressionEnd(open, end)]);
}

/** What follows an open compression's start to make the whole body: `end` (at most 65,535 bytes) and the stream's close. */
export function compressionEnd(open: OpenCompression, end: Buffer): Buffer {
  if (end.length > 0xffff) throw new Error("an open compression takes an end of at most 65,535 bytes");
  if (open.encoding === "gzip") {
    // A final stored block (BFINAL 1, BTYPE 00, then LEN and its complement), then CRC-32 and size.
    const block = Buffer.alloc(5);
    block[0] = 0x01;
    block.writeUInt16LE(end.length, 1);
    block.writeUInt16LE(~end.length & 0xffff, 3);
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc32(end, open.crc), 0);
    trailer.writeUInt32LE((open.length + end.length) % 2 ** 32, 4);
    return Buffer.concat([block, end, trailer]);
  }
  if (end.length === 0) return BROTLI_LAST_EMPTY;
  // An uncompressed meta-block: ISLAST 0, MNIBBLES 0 (4 nibbles), MLEN - 1, ISUNCOMPRESSED 1, padded to 3 bytes.
  const bits = ((end.length - 1) << 3) | (1 << 19);
  const header = Buffer.from([bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff]);
  return Buffer.concat([header, end, BROTLI_LAST_EMPTY]);
}

/** gzip's member header: deflate, no flags, no time, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** Brotli's closing meta-block: ISLAST 1, ISLASTEMPTY 1. */
const BROTLI_LAST_EMPTY = Buffer.from([0x03]);
