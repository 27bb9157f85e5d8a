import { createJSONStorage } from "jotai/utils";

/** jotai's synchronous storage interface (not exported by name). */
type SyncStorage<Value> = ReturnType<typeof createJSONStorage<Value>>;

/**
 * localStorage as JSON for `atomWithStorage`, where a stored value failing `isValid` (an older
 * shape, a hand edit, broken JSON) reads as the atom's initial value instead of crashing the shop.
 * Changes made in other tabs are picked up as well.
 */
export function validatedJsonStorage<Value>(isValid: (value: unknown) => value is Value): SyncStorage<Value> {
  const json = createJSONStorage<unknown>();
  return {
    getItem: (key, initialValue) => {
      const value = json.getItem(key, initialValue);
      return isValid(value) ? value : initialValue;
    },
    setItem: (key, value) => json.setItem(key, value),
    removeItem: (key) => json.removeItem(key),
    subscribe: (key, callback, initialValue) =>
      json.subscribe?.(key, (value) => callback(isValid(value) ? value : initialValue), initialValue),
  };
}
