import type { EntityManager } from "typeorm";
import { escapeLike } from "../shared/slug.js";
import { ProductStatus } from "./product.entity.js";

/**
 * Product search (decision 027) over the columns of migration 1764750000000: the words of the
 * name, of the keys (brand, subcategory, tags, SKU) and of the description as tsvectors in the
 * `simple` and `english` configurations; `searchKeys` (lower-cased name and keys) with a trigram
 * index for substrings; `search_word`, every word of names and keys, with a trigram index for typos.
 *
 * A product matches when the term is a substring of its name or keys (as the shop always
 * searched), when all its words are found (English stems and word prefixes included), or, when no
 * product on sale matches either way, when each word of the term corrects to a word of its name
 * or keys.
 */

/** Words of a term searched at most; the rest of a longer term still counts as a substring. */
const MAX_WORDS = 8;
/** Shorter words match whole only (a one- or two-letter prefix matches half the catalog) and are never corrected. */
const MIN_PREFIX = 3;
/** Shorter terms have no trigram to look up in an index. */
const MIN_TRIGRAMS = 3;
/**
 * Best sellers read before the tiers look up every match: enough to find a page of a word that
 * one product in a hundred has, few enough to cost about a millisecond when the word is rare.
 */
const BEST_SELLERS_FIRST = 1_000;
/**
 * Products best sellers first, through `product_sales`' index (migration SalesOutsideTheCatalogRow:
 * no index of `product` names `soldCount`, so a sale stays a HOT update of the product row).
 */
const BEST_SELLERS = `"product_sales" s JOIN "product" p ON p."id" = s."productId"`;
const BEST_SELLERS_ORDER = `s."soldCount" DESC, s."productId"`;
/**
 * How alike a word and its correction must be (pg_trgm's similarity; its index finds those from
 * 0.3). "panjbi" is 0.36 like panjabi, "xylophone" 0.33 like phone.
 */
const MIN_SIMILARITY = 0.35;
/** Name prefix, name, keys, description, then typos. */
const TYPO_TIER = 4;
/**
 * Corrections tried for each misspelt word, closest first, and how much less alike than the
 * closest one may be: "hedphones" is 0.62 like headphones and 0.42 like phones, which a best
 * seller would otherwise put first.
 */
const CORRECTION_SPREAD = 0.1;
/** At most this many corrections per word. */
const CORRECTIONS = 3;

export interface SearchTerm {
  /** LIKE pattern: the term anywhere. */
  contains: string;
  /** LIKE pattern: the term at the start. */
  startsWith: string;
  /** A to_tsquery text of the term's words (each a prefix when long enough), or null when it has none. */
  words: string | null;
  /** The words to correct, space-separated, or null when there are none. */
  typos: string | null;
  /** Whether the term can be looked up by trigrams (three characters or more). */
  indexed: boolean;
}

export function searchTerm(term: string): SearchTerm {
  const text = term.trim();
  const found = (text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
  // Words with a digit (model numbers) are not in search_word, so nothing corrects them: left out of the typo tier.
  const long = found.filter((w) => [...w].length >= MIN_PREFIX && !/\p{N}/u.test(w));
  return {
    contains: `%${escapeLike(text)}%`,
    startsWith: `${escapeLike(text)}%`,
    words: found.length ? found.map((w) => `'${w}'${[...w].length >= MIN_PREFIX ? ":*" : ""}`).join(" & ") : null,
    typos: long.length ? long.join(" ") : null,
    indexed: [...text].length >= MIN_TRIGRAMS,
  };
}

/** The term's words (a parameter reference) as found by either configuration. */
const tsquery = (words: string) => `(to_tsquery('simple', ${words}) || to_tsquery('english', ${words}))`;

/**
 * A tsquery of the closest known words to each of `typos` (a parameter reference), "(samsung |
 * sams) & (galaxy)", or null when a word has none.
 */
const corrected = (typos: string) => `(SELECT string_agg('(' || c."alternatives" || ')', ' & ')::tsquery FROM (
      SELECT string_agg(quote_literal(s."word"), ' | ') AS "alternatives"
        FROM unnest(string_to_array(${typos}, ' ')) WITH ORDINALITY AS w("word", "n")
        CROSS JOIN LATERAL (SELECT "word" FROM (
            SELECT "word", similarity("word", w."word") AS "sim", max(similarity("word", w."word")) OVER () AS "best"
              FROM "search_word" WHERE "word" % w."word" AND similarity("word", w."word") >= ${MIN_SIMILARITY}
             ORDER BY "sim" DESC, "word" LIMIT ${CORRECTIONS}) k
           WHERE "sim" >= "best" - ${CORRECTION_SPREAD}) s
       GROUP BY w."n") c
    HAVING count(*) = cardinality(string_to_array(${typos}, ' ')))`;

const typoMatch = (fix: string) => `p."searchName" @@ ${fix} OR p."searchKeywords" @@ ${fix}`;

/**
 * The condition a product list's search filter adds (alias `p`, named parameters), true for
 * exactly the products `rankedProductIds` may return.
 */
export function searchCondition(term: SearchTerm): { where: string; parameters: Record<string, string> } {
  const direct = [`p."searchKeys" LIKE lower(:searchContains)`];
  const parameters: Record<string, string> = { searchContains: term.contains };
  const words = term.indexed ? `(SELECT "q" FROM words)` : tsquery(":searchWords");
  if (term.words) {
    for (const column of ["searchName", "searchKeywords", "searchDescription"]) direct.push(`p."${column}" @@ ${words}`);
    parameters.searchWords = term.words;
  }
  if (!term.indexed) return { where: `(${direct.join(" OR ")})`, parameters };
  let typos = "";
  if (term.typos) {
    Object.assign(parameters, { searchTypos: term.typos, searchActive: ProductStatus.ACTIVE });
    typos = `UNION ALL SELECT p."id" FROM "product" p
       WHERE NOT EXISTS (SELECT 1 FROM direct WHERE "status" = :searchActive AND "deletedAt" IS NULL) AND (${typoMatch(corrected(":searchTypos"))})`;
  }
  // The matches' ids first, through the indexes: given the condition itself, a page sorted by
  // date walks the date index testing every product when the planner overestimates the matches,
  // which reads the whole catalog for a rare word.
  const where = `p."id" = ANY(ARRAY(
    WITH ${term.words ? `words AS MATERIALIZED (SELECT ${tsquery(":searchWords")} AS "q"),` : ""}
    direct AS MATERIALIZED (SELECT p."id", p."status", p."deletedAt" FROM "product" p WHERE ${direct.join(" OR ")})
    SELECT "id" FROM direct ${typos}))`;
  return { where, parameters };
}

/**
 * Ids of the best `limit` active products for a term, in order: name starts with the term; the
 * term or its words in the name; in brand, SKU, subcategory or tags; in the description; when
 * none of these, its words corrected in the name or keys. Best sellers first within each, then id.
 *
 * Each tier reads at most `limit` products, best sellers first, and runs only while the tiers
 * above it found fewer than `limit` products: a common word never ranks the whole catalog.
 */
export async function rankedProductIds(em: EntityManager, term: SearchTerm, limit: number): Promise<string[]> {
  const params: unknown[] = [limit, ProductStatus.ACTIVE, term.startsWith, term.contains];
  const param = (value: unknown) => `$${params.push(value)}`;
  const ctes: string[] = [];
  const tiers = [`lower(p."name") LIKE lower($3)`, `lower(p."name") LIKE lower($4)`, `p."searchKeys" LIKE lower($4)`];
  if (term.words) {
    ctes.push(`words AS MATERIALIZED (SELECT ${tsquery(param(term.words))} AS "q")`);
    const words = `(SELECT "q" FROM words)`;
    tiers[1] += ` OR p."searchName" @@ ${words}`;
    tiers[2] += ` OR p."searchKeywords" @@ ${words}`;
    tiers.push(`p."searchDescription" @@ ${words}`);
  }
  if (term.typos) {
    if (tiers.length !== TYPO_TIER) throw new Error("A term with words to correct has words.");
    ctes.push(`fix AS MATERIALIZED (SELECT ${corrected(param(term.typos))} AS "q")`);
    tiers.push(typoMatch(`(SELECT "q" FROM fix)`));
  }
  const found = (upTo: number) => Array.from({ length: upTo }, (_, i) => `SELECT "id" FROM t${i}`).join(" UNION ");
  const active = `p."status" = $2 AND p."deletedAt" IS NULL`;
  if (term.indexed) {
    // The best sellers first, against every tier at once: a tier that has enough among them (a
    // common word) takes them, found without reading all its matches.
    ctes.push(`quick AS MATERIALIZED (
      SELECT p."id", p."soldCount", ${tiers.map((match, i) => `(${match}) AS "m${i}"`).join(", ")}
        FROM (SELECT p.* FROM ${BEST_SELLERS} WHERE ${active} ORDER BY ${BEST_SELLERS_ORDER} LIMIT ${BEST_SELLERS_FIRST}) p)`);
  }
  tiers.forEach((match, i) => {
    // The typo tier only when no product matched as written (as the list filter's typos).
    const sooner = i === 0 ? "" : i === TYPO_TIER ? `NOT EXISTS (${found(i)}) AND ` : `(SELECT count(*) FROM (${found(i)}) f) < $1 AND `;
    if (!term.indexed) {
      // No trigrams to look up, and a term this short matches densely: walk the best sellers until enough match.
      ctes.push(`t${i} AS MATERIALIZED (
        SELECT p."id", p."soldCount", ${i} AS "tier" FROM ${BEST_SELLERS}
         WHERE ${sooner}${active} AND (${match}) ORDER BY ${BEST_SELLERS_ORDER} LIMIT $1)`);
      return;
    }
    // Otherwise every match of the tier, through the GIN indexes, sorted.
    ctes.push(`t${i} AS MATERIALIZED (
      (SELECT "id", "soldCount", ${i} AS "tier" FROM quick WHERE ${i === TYPO_TIER ? sooner : ""}"m${i}" ORDER BY "soldCount" DESC, "id" LIMIT $1)
      UNION ALL
      (SELECT p."id", p."soldCount", ${i} AS "tier" FROM "product" p
        WHERE (SELECT count(*) FROM quick WHERE "m${i}") < $1 AND ${sooner}${active} AND (${match})
        ORDER BY p."soldCount" DESC, p."id" LIMIT $1))`);
  });
  const all = tiers.map((_, i) => `SELECT * FROM t${i}`).join(" UNION ALL ");
  const rows: { id: string }[] = await em.query(
    `WITH ${ctes.join(",\n")}
     SELECT "id" FROM (SELECT DISTINCT ON ("id") * FROM (${all}) a ORDER BY "id", "tier") best
      ORDER BY "tier", "soldCount" DESC, "id" LIMIT $1`,
    params,
  );
  return rows.map((row) => row.id);
}
