import { useCallback } from "react";
import { addGuestOrder, forgetGuestOrders, type GuestOrderRef, guestTokenFor } from "../guestOrders";
import { guestOrdersState } from "../state/guestOrdersState";
import { useStoredAtom } from "../../shared/storage/useStoredAtom";

/** Nothing stored: what a server render shows (see useStoredAtom). */
const NONE_STORED: never[] = [];

export interface UseGuestOrdersResult {
  /** This browser's guest orders, newest first. */
  orders: GuestOrderRef[];
  /** Remembers a guest order (once per id). */
  remember(ref: GuestOrderRef): void;
  /** Forgets the orders `ids` (a sign-in attached them to the account). */
  forget(ids: readonly string[]): void;
  /** The stored token of order `id`, or null. */
  tokenFor(id: string): string | null;
}

/** The guest orders this browser can open again. */
export function useGuestOrders(): UseGuestOrdersResult {
  const [orders, setOrders] = useStoredAtom(guestOrdersState, NONE_STORED);
  const remember = useCallback((ref: GuestOrderRef) => setOrders((list) => addGuestOrder(list, ref)), [setOrders]);
  const forget = useCallback((ids: readonly string[]) => setOrders((list) => forgetGuestOrders(list, ids)), [setOrders]);
  const tokenFor = useCallback((id: string) => guestTokenFor(orders, id), [orders]);
  return { orders, remember, forget, tokenFor };
}
