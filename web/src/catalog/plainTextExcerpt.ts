/** Share descriptions are cut to about this many characters (what search and social previews show). */
export const EXCERPT_LENGTH = 160;

/**
 * The text of an HTML fragment (a product description) as one line of plain text, cut at a word
 * boundary to at most `maxLength` characters with an ellipsis. Parsed with DOMParser: nothing is
 * rendered or run.
 */
export function plainTextExcerpt(html: string, maxLength = EXCERPT_LENGTH): string {
  const document = new DOMParser().parseFromString(html, "text/html");
  // Keep words in adjacent blocks apart ("<li>a</li><li>b</li>" → "a b").
  for (const element of document.body.querySelectorAll("p, li, br, div, h1, h2, h3, h4, h5, h6, tr, td, th")) {
    element.append(" ");
  }
  const text = (document.body.textContent ?? "").replace(/\s+/gu, " ").trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  // Cut inside a word: back up to the word's start (unless that loses more than half).
  const endsOnWord = text[maxLength - 1] === " ";
  const lastSpace = cut.lastIndexOf(" ");
  const kept = endsOnWord || lastSpace <= maxLength / 2 ? cut : cut.slice(0, lastSpace);
  return `${kept.replace(/[\s,.;:–-]+$/u, "")}…`;
}
