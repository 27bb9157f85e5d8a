import type { FastifyReply, FastifyRequest } from "fastify";
import { compressionEnd, type Encoding } from "../http/encoding.js";
import { type GraphQLMediaType, graphqlMediaType } from "../http/graphql-media-type.js";
import type { CachedResponse, ResponseCache } from "./response-cache.js";

/**
 * The HTTP side of the response cache: which requests may be answered from it (anonymous reads
 * of public data), the key of each, and the answer itself with its validator (ETag, 304) and
 * the caching rules a browser or a CDN follows.
 */
export class PublicReads {
  /** A CDN may keep a public read this long; browsers revalidate every time (ETag, 304). */
  readonly cacheControl: string;

  constructor(
    readonly cache: ResponseCache,
    { cdnSeconds }: { cdnSeconds: number },
  ) {
    this.cacheControl = cdnSeconds > 0 ? `public, max-age=0, must-revalidate, s-maxage=${cdnSeconds}` : "public, no-cache";
  }

  /**
   * The key of a REST read, or null when the answer may depend on the caller (any Authorization
   * header). Absolute URLs in the body depend on the origin, so it is part of the key.
   */
  restKey(request: FastifyRequest): string | null {
    if (request.headers.authorization !== undefined) return null;
    return `rest\n${origin(request)}\n${request.url}`;
  }

  /**
   * The key of a GraphQL request that may be a public read (GET or a single POST operation,
   * anonymous, accepting one of the GraphQL media types), and the media type it is answered in:
   * the document (or its persisted-query hash), the operation name, the variables as sent, and
   * that media type, so a client that accepts only `application/json` never gets another's
   * `application/graphql-response+json` copy. Whether it IS public is known only once it ran
   * (api/public-read-plugin.ts).
   */
  graphqlKey(request: FastifyRequest): { key: string; mediaType: GraphQLMediaType } | null {
    if (request.headers.authorization !== undefined) return null;
    const mediaType = graphqlMediaType(header(request.headers.accept));
    if (!mediaType) return null;
    const params = graphqlParams(request);
    if (!params) return null;
    const document = params.hash ? `#${params.hash}` : params.query;
    if (!document) return null;
    return { key: `graphql\n${origin(request)}\n${mediaType}\n${params.operationName ?? ""}\n${document}\n${params.variables ?? ""}`, mediaType };
  }

  /**
   * Answer a request with an entry: 304 when the client holds it, else the body in the best
   * accepted encoding. An entry with a cost ends with `end`, this caller's (`CachedResponse.cost`).
   */
  send(request: FastifyRequest, reply: FastifyReply, entry: CachedResponse, state: "HIT" | "MISS", end?: Buffer): FastifyReply {
    this.describe(reply, entry, state);
    for (const [name, value] of Object.entries(entry.headers)) void reply.header(name, value);
    if (matches(request.headers["if-none-match"], entry.etag)) return reply.code(304).send();
    const { body, encoding } = entry.cost
      ? this.withEnd(entry, end ?? Buffer.from("null}}"), header(request.headers["accept-encoding"]))
      : this.cache.encode(entry, header(request.headers["accept-encoding"]));
    if (encoding) void reply.header("content-encoding", encoding);
    return reply.type(entry.contentType).send(body);
  }

  private withEnd(entry: CachedResponse, end: Buffer, acceptEncoding: string | undefined): { body: Buffer; encoding: Encoding | null } {
    const open = this.cache.encodeStart(entry, acceptEncoding);
    const body = open
      ? this.cache.whole(entry, open.encoding, end, open.start, () => compressionEnd(open, end))
      : this.cache.whole(entry, "identity", end, entry.body, () => end);
    return { body, encoding: open?.encoding ?? null };
  }

  /**
   * The validator and caching headers of a public read. `Vary` keeps what the route already set
   * (`Origin` from CORS, `Accept` from GraphQL), so a CDN keeps one copy per value of each.
   */
  describe(reply: FastifyReply, entry: CachedResponse, state: "HIT" | "MISS"): void {
    void reply.header("etag", entry.etag).header("cache-control", this.cacheControl).header("x-cache", state);
    varyOn(reply, ["Authorization", "Accept-Encoding"]);
  }
}

/** Add request headers to the answer's `Vary`, keeping those already there (once each; `*` stays alone). */
export function varyOn(reply: FastifyReply, names: readonly string[]): void {
  const current = reply.getHeader("vary");
  const listed = (Array.isArray(current) ? current.join(",") : String(current ?? ""))
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (listed.includes("*")) return;
  for (const name of names) {
    if (!listed.some((known) => known.toLowerCase() === name.toLowerCase())) listed.push(name);
  }
  void reply.header("vary", listed.join(", "));
}

/** Does If-None-Match name this ETag (weak comparison, `*` included)? */
export function matches(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  const value = header(ifNoneMatch);
  if (!value) return false;
  const bare = etag.replace(/^W\//, "");
  return value.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag.replace(/^W\//, "") === bare;
  });
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(",") : value;
}

function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

interface GraphQLParams {
  query?: string;
  hash?: string;
  operationName?: string;
  variables?: string;
}

/** The operation of a GET or single POST GraphQL request, as sent (batches and odd shapes: null). */
function graphqlParams(request: FastifyRequest): GraphQLParams | null {
  if (request.method === "GET" || request.method === "HEAD") {
    const query = request.query as Record<string, unknown>;
    const extensions = typeof query.extensions === "string" ? safeJson(query.extensions) : undefined;
    return {
      query: typeof query.query === "string" ? query.query : undefined,
      hash: persistedHash(extensions),
      operationName: typeof query.operationName === "string" ? query.operationName : undefined,
      variables: typeof query.variables === "string" ? query.variables : undefined,
    };
  }
  if (request.method !== "POST") return null;
  const body = request.body as Record<string, unknown> | null;
  if (!body || typeof body !== "object" || Array.isArray(body)) return null;
  return {
    query: typeof body.query === "string" ? body.query : undefined,
    hash: persistedHash(body.extensions),
    operationName: typeof body.operationName === "string" ? body.operationName : undefined,
    variables: body.variables == null ? undefined : JSON.stringify(body.variables),
  };
}

function persistedHash(extensions: unknown): string | undefined {
  if (!extensions || typeof extensions !== "object") return undefined;
  const persisted = (extensions as { persistedQuery?: { sha256Hash?: unknown } }).persistedQuery;
  return typeof persisted?.sha256Hash === "string" ? persisted.sha256Hash : undefined;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
