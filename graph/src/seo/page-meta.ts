import type { Services } from "../services.js";
import { documentTitle } from "@shop/common";
import { type ShareMeta, excerpt } from "./share-tags.js";

/**
 * The share tags of the page at `pathname`: products and categories from the catalog,
 * every other page from the settings. `origin` makes URLs absolute.
 */
export async function pageMetaFor(services: Services, pathname: string, origin: string): Promise<ShareMeta> {
  const settings = await services.settings.get();
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url.startsWith("/") ? "" : "/"}${url}`);
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
    const found = await services.products.findBySlug(safeDecode(product[1]));
    if (!found) return base;
    return {
      ...base,
      title: found.name,
      description: excerpt(found.description) || base.description,
      canonicalUrl: `${origin}/products/${found.slug}`,
      imageUrl: found.images[0] ? absolute(found.images[0]) : base.imageUrl,
      type: "product",
    };
  }

  const category = /^\/product-category\/([^/]+)\/?$/.exec(pathname);
  if (category?.[1]) {
    const found = await services.categories.findBySlugOrName(safeDecode(category[1]));
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

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
