import { plainTextExcerpt } from "./text.js";
import { documentTitle } from "./title.js";

/*
 * The head of every storefront page (docs/storefront.md, "Titles and share tags"): its title,
 * description, image, canonical link and robots, and the tags that carry them. One rule for the
 * server's HTML (graph/src/seo, what crawlers read) and the page in the browser
 * (web/src/shared/meta/PageMetaTags), so the two always say the same.
 */

/** What the shop's settings say on every page. */
export interface SiteHead {
  siteName: string;
  siteDescription: string;
  logo?: string | null;
}

/** What a page has loaded that its head speaks of; none for the shop's other pages. */
export type HeadSubject =
  | { kind: "product"; product: { name: string; slug: string; description: string; images: readonly string[] } }
  | {
      kind: "category";
      category: { name: string; slug: string; image?: string | null; subCategories: readonly string[] };
      /** The path named it by a slug it had before a rename: the page moves to its current address. */
      moved: boolean;
    }
  /** A page that does not exist: the server answers it with 404. */
  | { kind: "missing" }
  /** A private page (the admin's) titled by what it shows, such as a product's name, rather than its address's id. */
  | { kind: "titled"; title: string };

export interface PageHead {
  /** The document title (`documentTitle`). */
  documentTitle: string;
  /** The preview's title (a product's name, a category's name). */
  title: string;
  description: string;
  canonicalUrl: string;
  imageUrl: string | null;
  type: "website" | "product";
  siteName: string;
  robots: "index,follow" | "noindex";
}

export interface PageHeadInput {
  /** The origin absolute URLs start with (the server's public origin, the browser's own). */
  origin: string;
  /** The page's path as requested, percent-escapes and all. */
  pathname: string;
  site: SiteHead;
  subject?: HeadSubject | null;
}

/** `url` made absolute against `origin`; URLs that already are absolute (a CDN's) are kept. */
export function absoluteUrl(origin: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${origin}${url.startsWith("/") ? "" : "/"}${url}`;
}

/** The head of the page at `pathname`, from what it loaded. */
export function pageHead({ origin, pathname, site, subject }: PageHeadInput): PageHead {
  const image = (url: string | null | undefined) => (url ? absoluteUrl(origin, url) : null);
  const base: PageHead = {
    documentTitle: documentTitle(site.siteName, pathname),
    title: site.siteName,
    description: site.siteDescription,
    canonicalUrl: `${origin}${pathname}`,
    imageUrl: image(site.logo),
    type: "website",
    siteName: site.siteName,
    robots: "index,follow",
  };
  switch (subject?.kind) {
    case undefined:
      return base;
    case "missing":
      return { ...base, robots: "noindex" };
    case "titled":
      return { ...base, documentTitle: `${site.siteName} | ${subject.title}`, robots: "noindex" };
    case "product": {
      const { product } = subject;
      return {
        ...base,
        title: product.name,
        description: plainTextExcerpt(product.description) || base.description,
        canonicalUrl: `${origin}/products/${product.slug}`,
        imageUrl: image(product.images[0]) ?? base.imageUrl,
        type: "product",
      };
    }
    case "category": {
      const { category, moved } = subject;
      const path = `/product-category/${category.slug}`;
      const subs = category.subCategories.length ? `: ${category.subCategories.join(", ")}` : "";
      return {
        ...base,
        // A moved category's page is its current address's page (the browser goes there).
        documentTitle: moved ? documentTitle(site.siteName, path) : base.documentTitle,
        title: `${category.name} | ${site.siteName}`,
        description: `Shop ${category.name}${subs} at ${site.siteName}.`,
        canonicalUrl: `${origin}${path}`,
        imageUrl: image(category.image) ?? base.imageUrl,
      };
    }
  }
}

/** One element of a page's head. */
export type HeadTag = { tag: "title"; text: string } | { tag: "meta" | "link"; attrs: Readonly<Record<string, string>> };

/** The elements that carry `head`, in order: the server writes them as HTML, the browser renders them. */
export function headTags(head: PageHead): HeadTag[] {
  const named = (name: string, content: string): HeadTag => ({ tag: "meta", attrs: { name, content } });
  const property = (key: string, content: string): HeadTag => ({ tag: "meta", attrs: { property: key, content } });
  const tags: HeadTag[] = [
    { tag: "title", text: head.documentTitle },
    named("description", head.description),
    named("robots", head.robots),
    { tag: "link", attrs: { rel: "canonical", href: head.canonicalUrl } },
    property("og:type", head.type),
    property("og:site_name", head.siteName),
    property("og:title", head.title),
    property("og:description", head.description),
    property("og:url", head.canonicalUrl),
    named("twitter:card", head.imageUrl ? "summary_large_image" : "summary"),
    named("twitter:title", head.title),
    named("twitter:description", head.description),
  ];
  if (head.imageUrl) tags.push(property("og:image", head.imageUrl), named("twitter:image", head.imageUrl));
  return tags;
}
