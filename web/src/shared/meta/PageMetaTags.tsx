import { headTags, pageHead } from "@shop/common";
import { useAtomValue } from "jotai";
import { useLocation } from "react-router";
import { FALLBACK_SITE_NAME, useSiteSettings } from "../settings/useSiteSettings";
import { pageMetaOverrideState } from "./pageMetaOverrideState";
import { useHydrated } from "../ssr/useHydrated";

/**
 * The head of every page (docs/storefront.md, "Titles and share tags"): @shop/common's `pageHead`
 * and `headTags`, the rule the server's HTML follows too, from the URL, the shop's settings and what
 * the page shows (`usePageMeta`); and the shop's favicon. React 19 hoists these elements into `<head>`.
 * A server render leaves them out: the server writes the same tags into the page itself
 * (graph/src/seo), and main.tsx removes those before the app starts.
 */
export function PageMetaTags() {
  const { pathname } = useLocation();
  const { settings } = useSiteSettings();
  const subject = useAtomValue(pageMetaOverrideState);
  const hydrated = useHydrated();

  if (!hydrated) return null;
  const site = settings ?? { siteName: FALLBACK_SITE_NAME, siteDescription: "" };
  const head = pageHead({ origin: window.location.origin, pathname, site, subject });

  return (
    <>
      {headTags(head).map((tag) => {
        if (tag.tag === "title") return <title key="title">{tag.text}</title>;
        const key = tag.attrs.rel ?? tag.attrs.name ?? tag.attrs.property;
        return tag.tag === "link" ? <link key={key} {...tag.attrs} /> : <meta key={key} {...tag.attrs} />;
      })}
      {settings?.favicon ? <link rel="icon" href={settings.favicon} /> : null}
    </>
  );
}
