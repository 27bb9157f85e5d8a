import { headTags, type PageHead } from "@shop/common";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);

/**
 * The page's head tags (@shop/common's `headTags`) as HTML, for crawlers, which run no JavaScript.
 * Each is marked `data-ssr`: the browser removes them before the app renders the same tags itself.
 */
export function renderShareTags(head: PageHead): string {
  return headTags(head)
    .map((tag) => {
      if (tag.tag === "title") return `<title data-ssr>${escapeHtml(tag.text)}</title>`;
      const attrs = Object.entries(tag.attrs).map(([key, value]) => `${key}="${escapeHtml(value)}"`);
      return `<${tag.tag} ${attrs.join(" ")} data-ssr />`;
    })
    .join("\n    ");
}

/**
 * Replace the template's <title> and description with the page's share tags. The tags go in
 * through a replacer function: a replacement *string* would expand `$'`, `` $` ``, `$&` and `$$`
 * in them (a path is part of the canonical URL), rewriting the head with pieces of the document.
 */
export function injectShareTags(html: string, head: PageHead): string {
  const tags = renderShareTags(head);
  const withoutDefaults = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, "")
    .replace(/<meta\s+name="description"[^>]*>\s*/i, "");
  return withoutDefaults.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
}
