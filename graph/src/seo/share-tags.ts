/** The tags a link preview needs, rendered into the HTML the server returns (crawlers run no JavaScript). */
export interface ShareMeta {
  /** The document title (the site's title rule). */
  documentTitle: string;
  /** The preview's title (a product's name, a category's name). */
  title: string;
  description: string;
  canonicalUrl: string;
  imageUrl: string | null;
  type: "website" | "product";
  siteName: string;
  /** A page that does not exist (404): `noindex` instead of `index,follow`. */
  noindex?: boolean;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);

export function renderShareTags(meta: ShareMeta): string {
  const tag = (attrs: Record<string, string>) =>
    `<meta ${Object.entries(attrs)
      .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
      .join(" ")} data-ssr />`;
  const lines = [
    `<title data-ssr>${escapeHtml(meta.documentTitle)}</title>`,
    tag({ name: "description", content: meta.description }),
    tag({ name: "robots", content: meta.noindex ? "noindex" : "index,follow" }),
    `<link rel="canonical" href="${escapeHtml(meta.canonicalUrl)}" data-ssr />`,
    tag({ property: "og:type", content: meta.type }),
    tag({ property: "og:site_name", content: meta.siteName }),
    tag({ property: "og:title", content: meta.title }),
    tag({ property: "og:description", content: meta.description }),
    tag({ property: "og:url", content: meta.canonicalUrl }),
    tag({ name: "twitter:card", content: meta.imageUrl ? "summary_large_image" : "summary" }),
    tag({ name: "twitter:title", content: meta.title }),
    tag({ name: "twitter:description", content: meta.description }),
  ];
  if (meta.imageUrl) {
    lines.push(tag({ property: "og:image", content: meta.imageUrl }), tag({ name: "twitter:image", content: meta.imageUrl }));
  }
  return lines.join("\n    ");
}

/**
 * Replace the template's <title> and description with the page's share tags. The tags go in
 * through a replacer function: a replacement *string* would expand `$'`, `` $` ``, `$&` and `$$`
 * in them (a path is part of the canonical URL), rewriting the head with pieces of the document.
 */
export function injectShareTags(html: string, meta: ShareMeta): string {
  const tags = renderShareTags(meta);
  const withoutDefaults = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, "")
    .replace(/<meta\s+name="description"[^>]*>\s*/i, "");
  return withoutDefaults.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
}
