import type { EntityManager } from "typeorm";
import { escapeLike } from "../shared/slug.js";
import { ProductStatus } from "./product.entity.js";

/**
 * Product search (decision 027) over the columns of migration 1764750000000: `searchDocument`
 * (full text, weighted A name, B brand/subcategory/tags/SKU, C description, in the `simple` and
 * `english` configurations) and `searchKeys` (lower-cased name, brand, SKU, subcategory and
 * tags, trigram-indexed for substrings and typos).
 *
 * A product matches when the term is a substring of its name or keys (as the shop always
 * searched), when its words are found (English stems and word prefixes included), or when the
 * term is a typo of one of its words (pg_trgm's strict word similarity, its default threshold 0.5).
 */

/** Words of a term searched at most; the rest of a longer term still counts as a substring. */
const MAX_WORDS = 8;
/** Shorter words match whole only: a one- or two-letter prefix matches half the catalog. */
const MIN_PREFIX = 3;

export interface SearchTerm {
  /** LIKE pattern: the term anywhere. */
  contains: string;
  /** LIKE pattern: the term at the start. */
  startsWith: string;
  /** A to_tsquery text of the term's words (each a prefix when long enough), or null when it has none. */
  words: string | null;
  /** The same restricted to the name (weight A) and to the name or keys (A, B). */
  nameWords: string | null;
  keyWords: string | null;
  /** The term for typo matching, or null when too short to judge. */
  fuzzy: string | null;
}

export function searchTerm(term: string): SearchTerm {
  const text = term.trim();
  const found = text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const wordsOf = (weights: string) =>
    found.length
      ? found
          .slice(0, MAX_WORDS)
          .map((w) => `'${w}':${[...w].length >= MIN_PREFIX ? "*" : ""}${weights}`)
          .join(" & ")
      : null;
  return {
    contains: `%${escapeLike(text)}%`,
    startsWith: `${escapeLike(text)}%`,
    words: wordsOf(""),
    nameWords: wordsOf("A"),
    keyWords: wordsOf("AB"),
    fuzzy: [...text].length >= MIN_PREFIX && found.length ? text : null,
  };
}

/** A tsquery of `words` (a parameter reference) in both configurations. */
const tsquery = (words: string) => `(to_tsquery('simple', ${words}) || to_tsquery('english', ${words}))`;

/**
 * The condition a product list's search filter adds (alias `p`, named parameters), true for
 * exactly the products `rankedProductIds` may return.
 */
export function searchCondition(term: SearchTerm): { where: string; parameters: Record<string, string> } {
  const parts = [`p."searchKeys" LIKE lower(:searchContains)`];
  const parameters: Record<string, string> = { searchContains: term.contains };
  if (term.words) {
    parts.push(`p."searchDocument" @@ ${tsquery(":searchWords")}`);
    parameters.searchWords = term.words;
  }
  if (term.fuzzy) {
    parts.push(`lower(:searchFuzzy) <<% p."searchKeys"`);
    parameters.searchFuzzy = term.fuzzy;
  }
  return { where: `(${parts.join(" OR ")})`, parameters };
}

/**
 * Ids of the best `limit` active products for a term, in order: name starts with the term; the
 * term or its words in the name; in brand, SKU, subcategory or tags; in the description; a typo
 * of a word of the name or keys (closest first). Best sellers first within each, then id.
 *
 * Each tier reads at most `limit` products, best sellers first, and runs only while the tiers
 * above it found fewer than `limit` products: a common word never ranks the whole catalog.
 */
export async function rankedProductIds(em: EntityManager, term: SearchTerm, limit: number): Promise<string[]> {
  const params: unknown[] = [limit, ProductStatus.ACTIVE, term.startsWith, term.contains];
  const param = (value: unknown) => `$${params.push(value)}`;
  const tiers: { match: string; score?: string }[] = [
    { match: `lower(p."name") LIKE lower($3)` },
    { match: `lower(p."name") LIKE lower($4)` },
    { match: `p."searchKeys" LIKE lower($4)` },
  ];
  if (term.nameWords && term.keyWords && term.words) {
    tiers[1]!.match += ` OR p."searchDocument" @@ ${tsquery(param(term.nameWords))}`;
    tiers[2]!.match += ` OR p."searchDocument" @@ ${tsquery(param(term.keyWords))}`;
    tiers.push({ match: `p."searchDocument" @@ ${tsquery(param(term.words))}` });
  }
  if (term.fuzzy) {
    const fuzzy = `lower(${param(term.fuzzy)})`;
    tiers.push({ match: `${fuzzy} <<% p."searchKeys"`, score: `strict_word_similarity(${fuzzy}, p."searchKeys")` });
  }
  const found = (upTo: number) => Array.from({ length: upTo }, (_, i) => `SELECT "id" FROM t${i}`).join(" UNION ");
  const ctes = tiers.map(({ match, score = "0" }, i) => {
    const sooner = i === 0 ? "" : `(SELECT count(*) FROM (${found(i)}) f) < $1 AND `;
    return `t${i} AS MATERIALIZED (
      SELECT p."id", p."soldCount", ${i} AS "tier", ${score}::real AS "score" FROM "product" p
       WHERE ${sooner}p."status" = $2 AND p."deletedAt" IS NULL AND (${match})
       ORDER BY "score" DESC, p."soldCount" DESC, p."id" LIMIT $1)`;
  });
  const all = tiers.map((_, i) => `SELECT * FROM t${i}`).join(" UNION ALL ");
  const rows: { id: string }[] = await em.query(
    `WITH ${ctes.join(",\n")}
     SELECT "id" FROM (SELECT DISTINCT ON ("id") * FROM (${all}) a ORDER BY "id", "tier") best
      ORDER BY "tier", "score" DESC, "soldCount" DESC, "id" LIMIT $1`,
    params,
  );
  return rows.map((row) => row.id);
}
