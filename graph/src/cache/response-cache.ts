import { createHash } from "node:crypto";
import { COMPRESS_FROM_BYTES, compressBody, compressStart, type Encoding, type OpenCompression, preferredEncoding } from "../http/encoding.js";
import { CacheTag } from "./cache-tags.js";

/** A stored response: the serialized body, its validator and the tags of what it shows. */
export interface CachedResponse {
  key: string;
  body: Buffer;
  etag: string;
  contentType: string;
  /** Headers the handler set that belong to the answer (x-total-count). */
  headers: Record<string, string>;
  tags: readonly string[];
  /** Compressed copies, made on the first request that accepts each encoding. */
  encoded: Partial<Record<Encoding, Buffer>>;
  /**
   * Set for a GraphQL read whose answers each end with the caller's `extensions.cost`: `body` is
   * the start, up to `"cost":`, and the ETag is the start's (api/query-cost.ts; decision 053).
   */
  cost?: { requestedQueryCost: number | null };
  /** For those, the start compressed and kept open, made on the first request that accepts each encoding. */
  openEncoded?: Partial<Record<Encoding, OpenCompression>>;
  /**
   * For those, the last whole answer made per encoding and the caller's end it was made with: the
   * next caller with the same end (a full bucket, nearly every shopper) is sent it as it is.
   */
  wholes?: Partial<Record<Encoding | "identity", { end: Buffer; body: Buffer }>>;
}

/**
 * Anonymous public reads kept in memory until a write changes what they show (decision 026).
 *
 * Entries are found by key and forgotten by tag. A fill records the invalidation sequence when
 * its read began: if any of its tags was invalidated meanwhile, the response is not stored, so a
 * read that raced a write can never be kept. Size is bounded in bytes; the oldest entries go first.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private readonly keysByTag = new Map<string, Set<string>>();
  private bytes = 0;
  /** Sequence of the last invalidation, of each tag, and below which nothing may be stored. */
  private sequence = 0;
  private readonly tagSequence = new Map<string, number>();
  private floor = 0;
  /** False while invalidations from other replicas may be missed: nothing is served or stored. */
  private usable = true;
  /** Lookups answered and not answered since start (the metrics' hit ratio). */
  hits = 0;
  misses = 0;

  constructor(private readonly maxBytes: number) {}

  get size(): number {
    return this.entries.size;
  }

  get byteSize(): number {
    return this.bytes;
  }

  /** When a read begins: pass it to `store` when it ends. */
  begin(): number {
    return this.sequence;
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.usable ? this.entries.get(key) : undefined;
    if (entry) this.hits++;
    else this.misses++;
    return entry;
  }

  /**
   * The response as an entry, kept when it may be: read since `begun` with no write to one of its
   * tags in between, and not larger than an eighth of the cache. Answers the entry either way.
   */
  store(begun: number, response: Omit<CachedResponse, "etag" | "encoded">): CachedResponse {
    const entry: CachedResponse = { ...response, etag: etagOf(response.body), encoded: {} };
    const key = entry.key;
    if (!this.usable || begun < this.floor || this.invalidatedSince(begun, entry.tags)) return entry;
    if (entry.body.length > this.maxBytes / 8) return entry;
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const tag of entry.tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    this.evict();
    return entry;
  }

  /** The body in the encoding the client accepts best, compressed once and kept. */
  encode(entry: CachedResponse, acceptEncoding: string | undefined): { body: Buffer; encoding: Encoding | null } {
    const encoding = entry.body.length >= COMPRESS_FROM_BYTES ? preferredEncoding(acceptEncoding) : null;
    if (!encoding) return { body: entry.body, encoding: null };
    let body = entry.encoded[encoding];
    if (!body) {
      body = compressBody(entry.body, encoding);
      // Only kept while the entry is: replaced entries are not counted twice.
      if (this.entries.get(entry.key) === entry) {
        entry.encoded[encoding] = body;
        this.bytes += body.length;
        this.evict();
      }
    }
    return { body, encoding };
  }

  /** The start of an entry with a cost (see `CachedResponse.cost`) compressed in the encoding the client accepts best, kept open; null for none. */
  encodeStart(entry: CachedResponse, acceptEncoding: string | undefined): OpenCompression | null {
    const encoding = entry.body.length >= COMPRESS_FROM_BYTES ? preferredEncoding(acceptEncoding) : null;
    if (!encoding) return null;
    let open = entry.openEncoded?.[encoding];
    if (!open) {
      open = compressStart(entry.body, encoding);
      if (this.entries.get(entry.key) === entry) {
        (entry.openEncoded ??= {})[encoding] = open;
        this.bytes += open.start.length;
        this.evict();
      }
    }
    return open;
  }

  /**
   * The whole answer of an entry with a cost for a caller whose cost ends with `end`: `start`
   * (the entry's body, or the start of its open compression) then `tail()`, the end as it is sent.
   * The last one made per encoding is kept: a caller with the same end (a full bucket: nearly
   * every shopper) gets it without a copy, so a cached read costs about what it did before costs
   * were reported (decision 053, docs/performance.md). A kept answer is never written over.
   */
  whole(entry: CachedResponse, variant: Encoding | "identity", end: Buffer, start: Buffer, tail: () => Buffer): Buffer {
    const kept = entry.wholes?.[variant];
    if (kept && (kept.end === end || kept.end.equals(end))) return kept.body;
    const body = Buffer.concat([start, tail()]);
    if (this.entries.get(entry.key) === entry) {
      this.bytes += body.length - (kept?.body.length ?? 0);
      (entry.wholes ??= {})[variant] = { end, body };
      this.evict();
    }
    return body;
  }

  /** Forget every entry with one of these tags (`*`: all of them). */
  invalidate(tags: readonly string[]): void {
    this.sequence++;
    if (tags.includes(CacheTag.all)) {
      this.clear();
      return;
    }
    for (const tag of tags) {
      this.tagSequence.set(tag, this.sequence);
      const keys = this.keysByTag.get(tag);
      if (keys) for (const key of [...keys]) this.remove(key);
    }
    // Bounded memory for the per-tag sequences: past this many, fills begun earlier are not stored.
    if (this.tagSequence.size > 10_000) {
      this.tagSequence.clear();
      this.floor = this.sequence;
    }
  }

  /** Forget everything, and refuse fills that began before now. */
  clear(): void {
    this.sequence++;
    this.floor = this.sequence;
    this.tagSequence.clear();
    this.entries.clear();
    this.keysByTag.clear();
    this.bytes = 0;
  }

  /**
   * While invalidations may be missed (the channel to other replicas is down), serve and store
   * nothing; when it comes back, start empty.
   */
  setUsable(usable: boolean): void {
    if (usable !== this.usable) this.clear();
    this.usable = usable;
  }

  private invalidatedSince(begun: number, tags: readonly string[]): boolean {
    return tags.some((tag) => (this.tagSequence.get(tag) ?? 0) > begun);
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0);
    this.bytes -= (entry.openEncoded?.br?.start.length ?? 0) + (entry.openEncoded?.gzip?.start.length ?? 0);
    for (const whole of Object.values(entry.wholes ?? {})) this.bytes -= whole.body.length;
    entry.wholes = undefined;
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }

  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) return;
      this.remove(key);
    }
  }
}

function etagOf(body: Buffer): string {
  return `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}
