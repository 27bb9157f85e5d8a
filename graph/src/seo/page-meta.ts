import { CATALOG_LIMITS, decodePercentEscapes, documentTitle, plainTextExcerpt } from "@shop/common";
import type { Services } from "../services.js";
import { NUL } from "../shared/nul-characters.js";
import { absoluteUrl } from "../shared/public-origin.js";
import type { ShareMeta } from "./share-tags.js";

/**
 * The share tags of the page at `pathname`: products and categories from the catalog,
 * every other page from the settings. `origin` (publicOrigin(): PUBLIC_URL in production) makes
 * URLs absolute. A product the shop does not show (unknown, draft or deleted) or an unknown
 * category comes back `noindex`: the server answers it with a 404 (docs/storefront.md, "Serving the page").
 */
export async function pageMetaFor(services: Services, pathname: string, origin: string): Promise<ShareMeta> {
  const settings = await services.settings.get();
  const absolute = (url: string) => absoluteUrl(origin, url);
  const base: ShareMeta = {
    documentTitle: documentTitle(settings.siteName, pathname),
    title: settings.siteName,
    description: settings.siteDescription,
    canonicalUrl: `${origin}${pathname}`,
    imageUrl: settings.logo ? absolute(settings.logo) : null,
    type: "website",
    siteName: settings.siteName,
  };

  const product = /^\/products\/([^/]+)\/?$/.exec(pathname);
  if (product?.[1]) {
    const productKey = lookupKey(product[1]);
    if (productKey === null) return { ...base, noindex: true };
    const found = await services.products.findBySlug(productKey);
    if (!found) return { ...base, noindex: true };
    return {
      ...base,
      title: found.name,
      description: plainTextExcerpt(found.description) || base.description,
      canonicalUrl: `${origin}/products/${found.slug}`,
      imageUrl: found.images[0] ? absolute(found.images[0]) : base.imageUrl,
      type: "product",
    };
  }

  const category = /^\/product-category\/([^/]+)\/?$/.exec(pathname);
  if (category?.[1]) {
    const categoryKey = lookupKey(category[1]);
    if (categoryKey === null) return { ...base, noindex: true };
    const found = await services.categories.findBySlugOrName(categoryKey);
    if (!found) return { ...base, noindex: true };
    const subs = found.subCategories.length ? `: ${found.subCategories.join(", ")}` : "";
    return {
      ...base,
      title: `${found.name} | ${settings.siteName}`,
      description: `Shop ${found.name}${subs} at ${settings.siteName}.`,
      canonicalUrl: `${origin}/product-category/${found.slug}`,
      imageUrl: found.image ? absolute(found.image) : base.imageUrl,
    };
  }
  return base;
}

/** The longest slug or name a catalog lookup can match: longer segments are refused before any query. */
const MAX_KEY_LENGTH = Math.max(CATALOG_LIMITS.slug, CATALOG_LIMITS.categoryName);

/** A path segment decoded for a catalog lookup; null when no slug or name could match (too long, a NUL character). */
function lookupKey(segment: string): string | null {
  // Each character is at most 12 escaped bytes ("%F0%9F%98%80" is one emoji): check before decoding.
  if (segment.length > MAX_KEY_LENGTH * 12) return null;
  const decoded = decodePercentEscapes(segment);
  return decoded.includes(NUL) || decoded.length > MAX_KEY_LENGTH || decoded.trim() === "" ? null : decoded;
}
