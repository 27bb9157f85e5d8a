/**
 * The media types a GraphQL answer is sent in (GraphQL over HTTP): `application/json`, which
 * every client reads, and `application/graphql-response+json`, which newer clients ask for first.
 * The body is the same; a client that accepts only one must get that one.
 */
export const GRAPHQL_MEDIA_TYPES = ["application/json", "application/graphql-response+json"] as const;
export type GraphQLMediaType = (typeof GRAPHQL_MEDIA_TYPES)[number];

interface Range {
  type: string;
  subtype: string;
  params: Map<string, string>;
  q: number;
  order: number;
}

/**
 * The media type of a GraphQL answer for this Accept header, chosen the way Apollo Server does
 * (the `negotiator` package): the highest quality, then the most specific range, then the one the
 * client listed first, then `application/json`. No header (or an empty one) means JSON; null when
 * neither is acceptable (Apollo answers 406).
 */
export function graphqlMediaType(accept: string | undefined): GraphQLMediaType | null {
  if (!accept?.trim()) return "application/json";
  const ranges = accept.split(",").flatMap((part, order) => parseRange(part, order) ?? []);
  let best: { type: GraphQLMediaType; q: number; specificity: number; order: number } | null = null;
  for (const type of GRAPHQL_MEDIA_TYPES) {
    const match = bestRange(type, ranges);
    if (!match || !(match.q > 0)) continue;
    if (!best || match.q > best.q || (match.q === best.q && (match.specificity > best.specificity || (match.specificity === best.specificity && match.order < best.order)))) {
      best = { type, ...match };
    }
  }
  return best?.type ?? null;
}

function parseRange(part: string, order: number): Range | null {
  const [mediaRange = "", ...paramTexts] = part.split(";");
  const [type, subtype, extra] = mediaRange.trim().toLowerCase().split("/");
  if (!type || !subtype || extra !== undefined) return null;
  const params = new Map<string, string>();
  let q = 1;
  for (const text of paramTexts) {
    const at = text.indexOf("=");
    if (at < 0) continue;
    const name = text.slice(0, at).trim().toLowerCase();
    const value = text.slice(at + 1).trim().replace(/^"(.*)"$/, "$1");
    if (name === "q") q = Number.parseFloat(value);
    else params.set(name, value.toLowerCase());
  }
  return { type, subtype, params, q, order };
}

/** The range that decides `type`'s quality: the most specific that matches it, then the highest quality, then (as negotiator does) the last listed. */
function bestRange(type: GraphQLMediaType, ranges: Range[]): { q: number; specificity: number; order: number } | null {
  const [mainType, subtype] = type.split("/") as [string, string];
  let best: { q: number; specificity: number; order: number } | null = null;
  for (const range of ranges) {
    let specificity = 0;
    if (range.type === mainType) specificity |= 4;
    else if (range.type !== "*") continue;
    if (range.subtype === subtype) specificity |= 2;
    else if (range.subtype !== "*") continue;
    if (range.params.size > 0) {
      // The answer is sent with charset=utf-8 and nothing else.
      const fits = [...range.params].every(([name, value]) => value === "*" || (name === "charset" && value === "utf-8"));
      if (!fits) continue;
      specificity |= 1;
    }
    const candidate = { q: range.q, specificity, order: range.order };
    if (
      !best ||
      candidate.specificity > best.specificity ||
      (candidate.specificity === best.specificity && (candidate.q > best.q || (candidate.q === best.q && candidate.order > best.order)))
    ) {
      best = candidate;
    }
  }
  return best;
}
