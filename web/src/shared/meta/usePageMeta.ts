import { useSetAtom } from "jotai";
import { useEffect } from "react";
import type { PageMeta } from "./pageMeta";
import { pageMetaOverrideState } from "./pageMetaOverrideState";

/**
 * Overrides the share tags (og/twitter title, description, image, og:type) and robots while the calling
 * page is mounted; pass null (e.g. while loading) to keep the site defaults.
 */
export function usePageMeta(meta: PageMeta | null): void {
  const setOverride = useSetAtom(pageMetaOverrideState);
  const title = meta?.title;
  const description = meta?.description;
  const image = meta?.image;
  const type = meta?.type;
  const robots = meta?.robots;
  const active = meta !== null;

  useEffect(() => {
    if (!active) return;
    const own: PageMeta = { title, description, image, type, robots };
    setOverride(own);
    // Clear only our own override: the next page may already have set its own.
    return () => setOverride((current) => (current === own ? null : current));
  }, [active, title, description, image, type, robots, setOverride]);
}
