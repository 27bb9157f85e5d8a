import { type SetStateAction, type WritableAtom, useAtom } from "jotai";
import { useHydrated } from "../ssr/useHydrated";

/**
 * `useAtom` for an atom kept in the browser's storage. A server render knows nothing of that
 * storage, so it renders `serverValue` (the atom's initial value), and so must the browser's first
 * render of that page, or hydration would not match; the stored value follows right after.
 * `serverValue` must be one constant, not a new array per render.
 */
export function useStoredAtom<Value>(
  stored: WritableAtom<Value, [SetStateAction<Value>], void>,
  serverValue: Value,
): [Value, (update: SetStateAction<Value>) => void] {
  const [value, setValue] = useAtom(stored);
  return [useHydrated() ? value : serverValue, setValue];
}
