import { decodePercentEscapes, documentTitle, plainTextExcerpt } from "@shop/common";
import type { Services } from "../services.js";
import { NUL } from "../shared/nul-characters.js";
import { absoluteUrl } from "../shared/public-origin.js";
import type { ShareMeta } from "./share-tags.js";

/**
 * The share tags of the page at `pathname`: products and categories from the catalog,
 * every other page from the settings. `origin` (publicOrigin(): PUBLIC_URL in production) makes
 * URLs absolute.
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
  const productKey = product?.[1] && lookupKey(product[1]);
  if (productKey) {
    const found = await services.products.findBySlug(productKey);
    if (!found) return base;
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
  const categoryKey = category?.[1] && lookupKey(category[1]);
  if (categoryKey) {
    const found = await services.categories.findBySlugOrName(categoryKey);
    if (!found) return base;
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

/** A path segment decoded for a catalog lookup; null when no slug or name could match (a NUL character). */
function lookupKey(segment: string): string | null {
  const decoded = decodePercentEscapes(segment);
  return decoded.includes(NUL) ? null : decoded;
}
