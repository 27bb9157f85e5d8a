import { useCallback, useSyncExternalStore } from "react";

/** Chakra's phone range: below its `md` breakpoint (48em). */
export const PHONE_MEDIA = "(max-width: 47.99em)";

/** True while the CSS media query matches; follows changes (rotation, resizing). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
