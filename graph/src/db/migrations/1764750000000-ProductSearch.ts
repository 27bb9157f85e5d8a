import type { MigrationInterface, QueryRunner } from "typeorm";

/** The description as words: tags and entities of the sanitized HTML become spaces. */
const plainDescription = `regexp_replace(regexp_replace("description", '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g')`;
/** Tags as words (the JSON array's brackets, quotes and commas become spaces). */
const tagWords = `translate("tags"::text, '[]",', '    ')`;
/** Brand, subcategory, tags and SKU: the second rank of a match. */
const keyWords = `coalesce("brand", '') || ' ' || coalesce("subCategory", '') || ' ' || ${tagWords} || ' ' || "sku"`;
/** Both configurations: `simple` keeps every word as written (Bangla has no stemmer), `english` adds stems ("shirts" → shirt). */
const words = (text: string) => `to_tsvector('simple', ${text}) || to_tsvector('english', ${text})`;

/**
 * Product search (decision 027): a stored search document weighted A name, B brand/subcategory/
 * tags/SKU, C description, with a GIN index; trigram indexes (pg_trgm) on the lower-cased name
 * and on name + key words, for substring matches and for typos.
 */
export class ProductSearch1764750000000 implements MigrationInterface {
  name = "ProductSearch1764750000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      ALTER TABLE "product"
        ADD COLUMN "searchKeys" text GENERATED ALWAYS AS (lower("name" || ' ' || ${keyWords})) STORED,
        ADD COLUMN "searchDocument" tsvector GENERATED ALWAYS AS (
          setweight(${words(`"name"`)}, 'A') || setweight(${words(keyWords)}, 'B') || setweight(${words(plainDescription)}, 'C')
        ) STORED`);
    await q.query(`CREATE INDEX "IDX_product_search_document" ON "product" USING gin ("searchDocument")`);
    await q.query(`CREATE INDEX "IDX_product_search_name" ON "product" USING gin (lower("name") gin_trgm_ops)`);
    await q.query(`CREATE INDEX "IDX_product_search_keys" ON "product" USING gin ("searchKeys" gin_trgm_ops)`);
    // Ranks within a tier of matches (best sellers first) and lets a very common term stop early.
    await q.query(`CREATE INDEX "IDX_product_search_sold" ON "product" ("soldCount" DESC, "id") WHERE "status" = 'ACTIVE' AND "deletedAt" IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_product_search_sold"`);
    await q.query(`DROP INDEX "IDX_product_search_keys"`);
    await q.query(`DROP INDEX "IDX_product_search_name"`);
    await q.query(`DROP INDEX "IDX_product_search_document"`);
    await q.query(`ALTER TABLE "product" DROP COLUMN "searchDocument", DROP COLUMN "searchKeys"`);
  }
}
