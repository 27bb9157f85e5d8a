import type { MigrationInterface, QueryRunner } from "typeorm";

/** The description as words: tags and entities of the sanitized HTML become spaces. */
const plainDescription = `regexp_replace(regexp_replace("description", '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g')`;
/** Tags as words (the JSON array's brackets, quotes and commas become spaces). */
const tagWords = `translate("tags"::text, '[]",', '    ')`;
/** Brand, subcategory, tags and SKU: the second tier of a match. */
const keyWords = `coalesce("brand", '') || ' ' || coalesce("subCategory", '') || ' ' || ${tagWords} || ' ' || "sku"`;
/** Both configurations: `simple` keeps every word as written (Bangla has no stemmer), `english` adds stems ("shirts" → shirt). */
const words = (text: string) => `to_tsvector('simple', ${text}) || to_tsvector('english', ${text})`;

/** The words of lower-cased name and keys a typo may be corrected to: three letters or more, no digits, quotes or backslashes. */
const wordsOfKeys = (keys: string) =>
  `SELECT "lexeme" AS "word" FROM unnest(to_tsvector('simple', ${keys})) WHERE char_length("lexeme") >= 3 AND "lexeme" !~ '[0-9]' AND translate("lexeme", '''\\', '') = "lexeme"`;

/**
 * Product search (decision 027): the words of the name, of brand/subcategory/tags/SKU and of the
 * description, each a stored tsvector with its GIN index (separate columns rather than weights in
 * one, so the planner estimates each tier from its own statistics); trigram indexes (pg_trgm) on
 * the lower-cased name and on name + key words, for substrings, and on a table of their words,
 * for typos.
 */
export class ProductSearch1764750000000 implements MigrationInterface {
  name = "ProductSearch1764750000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      ALTER TABLE "product"
        ADD COLUMN "searchKeys" text GENERATED ALWAYS AS (lower("name" || ' ' || ${keyWords})) STORED,
        ADD COLUMN "searchName" tsvector GENERATED ALWAYS AS (${words(`"name"`)}) STORED,
        ADD COLUMN "searchKeywords" tsvector GENERATED ALWAYS AS (${words(keyWords)}) STORED,
        ADD COLUMN "searchDescription" tsvector GENERATED ALWAYS AS (${words(plainDescription)}) STORED`);
    await q.query(`CREATE INDEX "IDX_product_search_name_words" ON "product" USING gin ("searchName")`);
    await q.query(`CREATE INDEX "IDX_product_search_keywords" ON "product" USING gin ("searchKeywords")`);
    await q.query(`CREATE INDEX "IDX_product_search_description" ON "product" USING gin ("searchDescription")`);
    await q.query(`CREATE INDEX "IDX_product_search_name" ON "product" USING gin (lower("name") gin_trgm_ops)`);
    // Names that start with the term: a range of this index, where trigrams would recheck every name holding the word.
    await q.query(`CREATE INDEX "IDX_product_search_name_prefix" ON "product" (lower("name") text_pattern_ops)`);
    await q.query(`CREATE INDEX "IDX_product_search_keys" ON "product" USING gin ("searchKeys" gin_trgm_ops)`);
    // The words typos are corrected to: every word of a name or keys ever saved (a word no product
    // uses any more stays, and then corrects to nothing), kept by a trigger that the stock and
    // sales updates of an order do not fire.
    await q.query(`CREATE TABLE "search_word" ("word" text PRIMARY KEY)`);
    await q.query(`CREATE INDEX "IDX_search_word_trgm" ON "search_word" USING gin ("word" gin_trgm_ops)`);
    await q.query(`
      CREATE FUNCTION "product_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "search_word" ("word") ${wordsOfKeys(`NEW."searchKeys"`)} ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER "TRG_product_search_words" AFTER INSERT OR UPDATE OF "name", "brand", "subCategory", "tags" ON "product"
        FOR EACH ROW EXECUTE FUNCTION "product_search_words"()`);
    await q.query(`INSERT INTO "search_word" ("word") SELECT DISTINCT w."word" FROM "product", LATERAL (${wordsOfKeys(`"searchKeys"`)}) w`);
    // Ranks within a tier of matches (best sellers first) and lets a very common term stop early.
    await q.query(`CREATE INDEX "IDX_product_search_sold" ON "product" ("soldCount" DESC, "id") WHERE "status" = 'ACTIVE' AND "deletedAt" IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "TRG_product_search_words" ON "product"`);
    await q.query(`DROP FUNCTION "product_search_words"()`);
    await q.query(`DROP TABLE "search_word"`);
    for (const index of ["sold", "keys", "name_prefix", "name", "description", "keywords", "name_words"]) await q.query(`DROP INDEX "IDX_product_search_${index}"`);
    await q.query(`ALTER TABLE "product" DROP COLUMN "searchDescription", DROP COLUMN "searchKeywords", DROP COLUMN "searchName", DROP COLUMN "searchKeys"`);
  }
}
