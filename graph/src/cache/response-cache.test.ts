import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { CacheTag } from "./cache-tags.js";
import { matches } from "./public-reads.js";
import { ResponseCache } from "./response-cache.js";

const response = (key: string, tags: string[], body = `{"key":"${key}"}`) => ({
  key,
  body: Buffer.from(body),
  contentType: "application/json; charset=utf-8",
  headers: {},
  tags,
});

describe("ResponseCache", () => {
  it("keeps the last whole answer with a cost per encoding, sent again to a caller with the same end, counted while kept", () => {
    const cache = new ResponseCache(1_000_000);
    const entry = cache.store(cache.begin(), { ...response("a", []), body: Buffer.from('{"data":1,"extensions":{"cost":'), cost: { requestedQueryCost: 1 } });
    const stored = cache.byteSize;
    const whole = (end: string) => cache.whole(entry, "identity", Buffer.from(end), entry.body, () => Buffer.from(end));
    const first = whole("1}}");
    expect(first.toString()).toBe('{"data":1,"extensions":{"cost":1}}');
    expect(whole("1}}")).toBe(first); // the same end: the kept answer, no copy
    expect(cache.byteSize).toBe(stored + first.length);
    const second = whole("22}}");
    expect(second.toString()).toBe('{"data":1,"extensions":{"cost":22}}');
    expect(first.toString()).toBe('{"data":1,"extensions":{"cost":1}}'); // never written over
    expect(cache.byteSize).toBe(stored + second.length);
    // Once the entry is gone, nothing of it is counted.
    cache.invalidate([CacheTag.all]);
    expect(cache.byteSize).toBe(0);
    expect(whole("333}}").toString()).toBe('{"data":1,"extensions":{"cost":333}}');
    expect(cache.byteSize).toBe(0);
  });

  it("keeps a response and forgets it when one of its tags is invalidated", () => {
    const cache = new ResponseCache(1_000_000);
    cache.store(cache.begin(), response("a", ["product:1", CacheTag.productLists]));
    cache.store(cache.begin(), response("b", ["product:2"]));
    expect(cache.get("a")?.body.toString()).toBe('{"key":"a"}');
    cache.invalidate(["product:1"]);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toBeDefined();
    cache.invalidate([CacheTag.all]);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.byteSize).toBe(0);
  });

  it("never keeps a read that began before a write to what it shows", () => {
    const cache = new ResponseCache(1_000_000);
    const begun = cache.begin();
    cache.invalidate(["product:1"]); // a write commits while the read runs
    cache.store(begun, response("stale", ["product:1"]));
    expect(cache.get("stale")).toBeUndefined();
    // A write to something else does not stop it.
    const again = cache.begin();
    cache.invalidate(["product:9"]);
    cache.store(again, response("fresh", ["product:1"]));
    expect(cache.get("fresh")).toBeDefined();
    // Nor can a read that began before everything was cleared be kept.
    const beforeClear = cache.begin();
    cache.invalidate([CacheTag.all]);
    cache.store(beforeClear, response("old", ["banners"]));
    expect(cache.get("old")).toBeUndefined();
  });

  it("serves and keeps nothing while invalidations may be missed, and starts empty after", () => {
    const cache = new ResponseCache(1_000_000);
    cache.store(cache.begin(), response("a", ["banners"]));
    cache.setUsable(false);
    expect(cache.get("a")).toBeUndefined();
    cache.store(cache.begin(), response("b", ["banners"]));
    cache.setUsable(true);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toBeUndefined();
  });

  it("stays within its size, dropping the oldest first, and refuses one response too large for it", () => {
    const cache = new ResponseCache(1_000);
    for (let i = 0; i < 20; i++) cache.store(cache.begin(), response(`k${i}`, ["t"], "x".repeat(100)));
    expect(cache.byteSize).toBeLessThanOrEqual(1_000);
    expect(cache.get("k0")).toBeUndefined();
    expect(cache.get("k19")).toBeDefined();
    cache.store(cache.begin(), response("huge", ["t"], "x".repeat(500)));
    expect(cache.get("huge")).toBeUndefined();
  });

  it("compresses once per encoding, as the client accepts, and keeps a weak validator of the body", () => {
    const cache = new ResponseCache(1_000_000);
    const body = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Product ${i}` })) });
    const entry = cache.store(cache.begin(), response("big", ["t"], body));
    expect(entry.etag).toMatch(/^W\/"[\w-]{27}"$/);
    const br = cache.encode(entry, "gzip, deflate, br");
    expect(br.encoding).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(body);
    expect(cache.encode(entry, "gzip, deflate, br").body).toBe(br.body);
    const gzip = cache.encode(entry, "gzip;q=1.0, br;q=0");
    expect(gzip.encoding).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(body);
    expect(cache.encode(entry, undefined)).toEqual({ body: entry.body, encoding: null });
    expect(cache.encode(entry, "identity").encoding).toBeNull();
    // Small bodies are not worth it.
    const small = cache.store(cache.begin(), response("small", ["t"]));
    expect(cache.encode(small, "br").encoding).toBeNull();
  });
});

describe("If-None-Match", () => {
  it("matches weakly, in lists, and *", () => {
    expect(matches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matches('"abc"', 'W/"abc"')).toBe(true);
    expect(matches('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matches("*", 'W/"abc"')).toBe(true);
    expect(matches('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matches(undefined, 'W/"abc"')).toBe(false);
  });
});
