import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/**
 * False in a server render and in the browser's first render of a server-rendered page (hydration
 * must match the server's HTML); true from then on, and at once in a page the browser renders itself.
 * For what only the browser knows: its storage, its window, its `document.body`.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
