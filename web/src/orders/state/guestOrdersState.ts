import { atomWithStorage, createJSONStorage } from "jotai/utils";
import { type GuestOrderRef, sanitizeGuestOrders } from "../guestOrders";

type GuestOrdersStorage = ReturnType<typeof createJSONStorage<GuestOrderRef[]>>;

/**
 * localStorage as JSON, where malformed entries are dropped one by one (a token is this
 * browser's only key to a guest order, so one bad entry must not lose the others). Changes made
 * in other tabs are picked up as well.
 */
function guestOrdersStorage(): GuestOrdersStorage {
  const json = createJSONStorage<unknown>();
  return {
    getItem: (key, initialValue) => sanitizeGuestOrders(json.getItem(key, initialValue)),
    setItem: (key, value) => json.setItem(key, value),
    removeItem: (key) => json.removeItem(key),
    subscribe: (key, callback, initialValue) =>
      json.subscribe?.(key, (value) => callback(sanitizeGuestOrders(value)), initialValue),
  };
}

/** Guest orders placed in this browser, newest first, persisted under `guestOrders`. */
export const guestOrdersState = atomWithStorage<GuestOrderRef[]>("guestOrders", [], guestOrdersStorage(), {
  getOnInit: true,
});
