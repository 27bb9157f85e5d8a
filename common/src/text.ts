/** `text` with its percent-escapes decoded, or unchanged when they are malformed (`%E0%A4%A`, `100%`). */
export function decodePercentEscapes(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Share descriptions are cut to about this many characters (what search and social previews show). */
export const EXCERPT_LENGTH = 160;

/** Elements whose words stand apart from their neighbours' ("<li>a</li><li>b</li>" reads "a b"). */
const BLOCK_TAG = /<\/?(?:address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul)\b[^>]*>/giu;
const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]+);/giu, (entity, name: string) => {
    const lower = name.toLowerCase();
    const code = lower.startsWith("#x") ? Number.parseInt(lower.slice(2), 16) : lower.startsWith("#") ? Number(lower.slice(1)) : NaN;
    if (Number.isInteger(code)) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    return NAMED_ENTITIES[lower] ?? entity;
  });
}

/**
 * The text of an HTML fragment (a product's sanitized description) as one line of plain text, cut
 * at a word boundary to at most `maxLength` characters with an ellipsis. The one rule for the share
 * tags crawlers read (the server's HTML) and the app's own page description, so both say the same.
 * Text only: markup is dropped, never rendered or run.
 */
export function plainTextExcerpt(html: string, maxLength = EXCERPT_LENGTH): string {
  const withoutMarkup = html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/giu, " ")
    .replace(/<!--[\s\S]*?-->/gu, "")
    .replace(BLOCK_TAG, " ")
    .replace(/<[^>]*>/gu, "");
  const text = decodeEntities(withoutMarkup).replace(/\s+/gu, " ").trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  // Cut inside a word: back up to the word's start (unless that loses more than half).
  const endsOnWord = text[maxLength - 1] === " ";
  const lastSpace = cut.lastIndexOf(" ");
  const kept = endsOnWord || lastSpace <= maxLength / 2 ? cut : cut.slice(0, lastSpace);
  return `${kept.replace(/[\s,.;:–-]+$/u, "")}…`;
}
