import { CacheTag } from "../cache/cache-tags.js";
import type { TagCache } from "../cache/invalidation-bus.js";

/**
 * Counting every match is the costly half of a product page (a scan of all matching rows),
 * while the totals change only when products are written, or, for stock filters, when stock
 * moves. This process clears the cache around its own product writes; every write's tags, this
 * process's and other replicas' (cache/invalidation-bus.ts), clear the totals they change. While
 * the bus cannot hear other replicas, nothing is kept. The lifetime bounds what is kept otherwise.
 */
export class CountCache implements TagCache {
  private static readonly TTL_MS = 30_000;
  private static readonly MAX_ENTRIES = 1_000;
  private readonly entries = new Map<string, { total: Promise<number>; at: number; tags: readonly string[] }>();
  private usable = true;

  /** `tags`: what the total depends on (CacheTag.productLists, and productStock for stock filters). */
  get(key: string, tags: readonly string[], count: () => Promise<number>): Promise<number> {
    if (!this.usable) return count();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < CountCache.TTL_MS) return hit.total;
    if (this.entries.size >= CountCache.MAX_ENTRIES) this.entries.clear();
    const total = count();
    this.entries.set(key, { total, at: now, tags });
    total.catch(() => this.entries.delete(key));
    return total;
  }

  invalidate(tags: readonly string[]): void {
    if (tags.includes(CacheTag.all)) return this.clear();
    for (const [key, entry] of this.entries) if (entry.tags.some((tag) => tags.includes(tag))) this.entries.delete(key);
  }

  setUsable(usable: boolean): void {
    this.usable = usable;
    this.clear();
  }

  clear(): void {
    this.entries.clear();
  }
}
