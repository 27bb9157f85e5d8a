import type { HeadSubject } from "@shop/common";
import { useSetAtom } from "jotai";
import { useEffect } from "react";
import { pageMetaOverrideState } from "./pageMetaOverrideState";

/**
 * Tells the head (`PageMetaTags`) what the calling page shows while it is mounted: its product, its
 * category, or that it does not exist. Pass null (e.g. while loading) for the plain page's head.
 * Pass the same object while it does not change (the query's data, or memoized).
 */
export function usePageMeta(subject: HeadSubject | null): void {
  const setOverride = useSetAtom(pageMetaOverrideState);

  useEffect(() => {
    if (!subject) return;
    setOverride(subject);
    // Clear only our own: the next page may already have set its own.
    return () => setOverride((current) => (current === subject ? null : current));
  }, [subject, setOverride]);
}
