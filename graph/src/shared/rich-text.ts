import sanitizeHtml from "sanitize-html";

/**
 * The rich text the admin writes (product descriptions, the privacy policy): the tags the
 * editor makes, links to http(s) and mailto only, no scripts, styles or event attributes.
 */
const richTextPolicy: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li", "h2", "h3", "h4", "blockquote", "a", "span"],
  allowedAttributes: { a: ["href", "title", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
};

/** `html` with everything outside the rich-text policy removed; safe to render as HTML. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, richTextPolicy);
}
