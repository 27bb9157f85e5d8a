import { useAtomValue } from "jotai";
import { useLocation } from "react-router";
import { FALLBACK_SITE_NAME, useSiteSettings } from "../settings/useSiteSettings";
import { pageMetaOverrideState } from "./pageMetaOverrideState";
import { documentTitle } from "@shop/common";
import { useHydrated } from "../ssr/useHydrated";

/** `url` made absolute against the page's origin; undefined when it is not a usable URL. */
function absoluteUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, window.location.origin).href;
  } catch {
    return undefined;
  }
}

/**
 * The document title and the head tags of every page (docs/behaviour.md#screens-and-routes): the shop's favicon, canonical link, robots,
 * description, Open Graph and Twitter tags. Pages override the share tags with `usePageMeta`.
 * React 19 hoists these elements into `<head>`. A server render leaves them out: the server writes
 * the same tags into the page itself (graph/src/seo), and main.tsx removes those before the app starts.
 */
export function PageMetaTags() {
  const { pathname } = useLocation();
  const { settings } = useSiteSettings();
  const override = useAtomValue(pageMetaOverrideState);
  const hydrated = useHydrated();

  if (!hydrated) return null;
  const siteName = settings?.siteName ?? FALLBACK_SITE_NAME;
  const title = documentTitle(siteName, pathname);
  const shareTitle = override?.title ?? title;
  const description = override?.description ?? settings?.siteDescription ?? "";
  const image = absoluteUrl(override?.image ?? settings?.logo);
  const url = new URL(pathname, window.location.origin).href;
  const type = override?.type ?? "website";

  return (
    <>
      <title>{title}</title>
      {settings?.favicon ? <link rel="icon" href={settings.favicon} /> : null}
      <link rel="canonical" href={url} />
      <meta name="robots" content={override?.robots ?? "index,follow"} />
      {description ? <meta name="description" content={description} /> : null}
      <meta property="og:site_name" content={siteName} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:title" content={shareTitle} />
      {description ? <meta property="og:description" content={description} /> : null}
      {image ? <meta property="og:image" content={image} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={shareTitle} />
      {description ? <meta name="twitter:description" content={description} /> : null}
      {image ? <meta name="twitter:image" content={image} /> : null}
    </>
  );
}
