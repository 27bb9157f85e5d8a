import { atom, useSetAtom } from "jotai";
import { useEffect } from "react";

/**
 * How many parts of the page ask for the floating chat button to step aside right now
 * (a sticky buy bar, an open drawer). The button shows only while nobody does.
 */
export const chatButtonHiddenByAtom = atom(0);

/** Hides the floating chat button while `hidden` is true and the calling component is mounted. */
export function useHideChatButton(hidden: boolean): void {
  const setHiddenBy = useSetAtom(chatButtonHiddenByAtom);
  useEffect(() => {
    if (!hidden) return;
    setHiddenBy((count) => count + 1);
    return () => {
      setHiddenBy((count) => count - 1);
    };
  }, [hidden, setHiddenBy]);
}
