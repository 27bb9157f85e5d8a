import type { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { COMPRESS_FROM_BYTES, compressBody, compressStream, preferredEncoding } from "./encoding.js";

/**
 * A page's body in the encoding the client accepts best, with its headers set.
 *
 * `@fastify/compress` adds its hooks to each route as it is declared, so the pages the not-found
 * handler answers (every client route but `/`) would go out uncompressed. Pages are compressed here
 * instead, for every path alike; `@fastify/compress` leaves a body that already has an encoding alone.
 */
export function compressPage(request: FastifyRequest, reply: FastifyReply, body: string | Readable): string | Buffer | Readable {
  void reply.header("vary", "Accept-Encoding");
  const small = typeof body === "string" && Buffer.byteLength(body) < COMPRESS_FROM_BYTES;
  const encoding = small ? null : preferredEncoding(request.headers["accept-encoding"]);
  if (!encoding) return body;
  void reply.header("content-encoding", encoding);
  if (typeof body === "string") return compressBody(body, encoding);
  // The renderer writes the document once its data is ready (onAllReady), so no flush per write.
  const compressor = compressStream(encoding);
  body.on("error", (error) => compressor.destroy(error));
  return body.pipe(compressor);
}
