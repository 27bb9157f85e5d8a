import type { DataSource } from "typeorm";
import type { CleanEvent } from "./event-input.js";

/** Answers remembered per process: a product added or deleted is seen within a minute. */
const TTL_MS = 60_000;
const MAX_REMEMBERED = 5_000;

/**
 * Which events name what exists (docs/analytics.md#what-is-counted): a product page's slug and a
 * category page's slug must be a live product's or category's, and a product event's id a live
 * product's. One query per batch for what this process does not remember.
 */
export class KnownCatalog {
  private readonly remembered = new Map<string, { known: boolean; until: number }>();

  constructor(private readonly dataSource: DataSource) {}

  /** The events that open a storefront page and name only what exists, in order. */
  async filter(events: CleanEvent[], now = Date.now()): Promise<CleanEvent[]> {
    const onPage = events.filter((event) => event.page);
    const keysOf = (event: CleanEvent) => [
      ...(event.page?.slug ? [`${event.page.kind === "product" ? "p" : "c"}:${event.page.slug}`] : []),
      ...(event.productId ? [`i:${event.productId}`] : []),
    ];
    const asked = [...new Set(onPage.flatMap(keysOf))].filter((key) => !((this.remembered.get(key)?.until ?? 0) > now));
    if (asked.length) await this.lookUp(asked, now);
    return onPage.filter((event) => keysOf(event).every((key) => this.remembered.get(key)?.known));
  }

  private async lookUp(keys: string[], now: number): Promise<void> {
    const of = (prefix: string) => keys.filter((key) => key.startsWith(prefix)).map((key) => key.slice(2));
    const rows = (await this.dataSource.query(
      `SELECT 'p:' || "slug" AS "key" FROM "product" WHERE "slug" = ANY($1::text[]) AND "deletedAt" IS NULL
       UNION ALL SELECT 'c:' || "slug" FROM "category" WHERE "slug" = ANY($2::text[])
       UNION ALL SELECT 'i:' || "id"::text FROM "product" WHERE "id" = ANY($3::uuid[]) AND "deletedAt" IS NULL`,
      [of("p:"), of("c:"), of("i:")],
    )) as { key: string }[];
    const found = new Set(rows.map((row) => row.key));
    for (const key of keys) {
      this.remembered.delete(key);
      this.remembered.set(key, { known: found.has(key), until: now + TTL_MS });
    }
    // Oldest first in a Map: forget those beyond the bound.
    for (const key of this.remembered.keys()) {
      if (this.remembered.size <= MAX_REMEMBERED) break;
      this.remembered.delete(key);
    }
  }
}
