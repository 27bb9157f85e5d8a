import { describe, expect, it } from "vitest";
import { CacheTag } from "../cache/cache-tags.js";
import { CountCache } from "./count-cache.js";

const lists = [CacheTag.productLists];
const stockLists = [CacheTag.productLists, CacheTag.productStock];

describe("CountCache", () => {
  it("counts once, then answers from memory until a write with one of the total's tags", async () => {
    const cache = new CountCache();
    let counted = 0;
    const count = async () => ++counted;
    expect(await cache.get("all", lists, count)).toBe(1);
    expect(await cache.get("in-stock", stockLists, count)).toBe(2);
    expect(await cache.get("all", lists, count)).toBe(1);

    // An order moves stock: only the stock-filtered total is counted again.
    cache.invalidate([CacheTag.productStock, CacheTag.product("p1")]);
    expect(await cache.get("all", lists, count)).toBe(1);
    expect(await cache.get("in-stock", stockLists, count)).toBe(3);

    // A product edit changes every list; a settings change changes everything.
    cache.invalidate([CacheTag.productLists]);
    expect(await cache.get("all", lists, count)).toBe(4);
    cache.invalidate([CacheTag.all]);
    expect(await cache.get("in-stock", stockLists, count)).toBe(5);
  });

  it("keeps nothing while another replica's writes could be missed", async () => {
    const cache = new CountCache();
    let counted = 0;
    const count = async () => ++counted;
    await cache.get("all", lists, count);
    cache.setUsable(false);
    expect(await cache.get("all", lists, count)).toBe(2);
    expect(await cache.get("all", lists, count)).toBe(3);
    cache.setUsable(true);
    expect(await cache.get("all", lists, count)).toBe(4);
    expect(await cache.get("all", lists, count)).toBe(4);
  });
});
