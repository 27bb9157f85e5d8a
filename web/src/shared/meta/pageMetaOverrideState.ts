import { atom } from "jotai";
import type { PageMeta } from "./pageMeta";

/** The current page's share-tag overrides (see `usePageMeta`); null for the site defaults. */
export const pageMetaOverrideState = atom<PageMeta | null>(null);
