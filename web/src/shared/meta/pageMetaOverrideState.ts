import type { HeadSubject } from "@shop/common";
import { atom } from "jotai";

/** What the current page has loaded that its head speaks of (see `usePageMeta`); null for the shop's plain pages. */
export const pageMetaOverrideState = atom<HeadSubject | null>(null);
