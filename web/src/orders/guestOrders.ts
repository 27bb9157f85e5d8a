/**
 * Guest orders this browser placed: each order's id, its secret token (the only way a guest can
 * open the order again), its number and when it was placed. Kept in localStorage under
 * `guestOrders`, newest first. Pure helpers, so the store's rules can be tested on their own.
 */

export interface GuestOrderRef {
  id: string;
  /** The secret `placeOrder` returned once; it opens the order (`order`, `guestOrders`, `cancelOrder`). */
  token: string;
  /** The human order number, e.g. 10023. */
  number: number;
  /** When it was placed (ISO 8601). */
  placedAt: string;
}

/**
 * How many this browser remembers: the newest are kept. `guestOrders` reads at most 100 per
 * request, and a shorter list keeps that request's cost low.
 */
export const MAX_GUEST_ORDERS = 50;

export function isGuestOrderRef(value: unknown): value is GuestOrderRef {
  if (typeof value !== "object" || value === null) return false;
  const ref = value as Record<string, unknown>;
  return (
    typeof ref.id === "string" &&
    ref.id !== "" &&
    typeof ref.token === "string" &&
    ref.token !== "" &&
    Number.isSafeInteger(ref.number) &&
    typeof ref.placedAt === "string"
  );
}

/** The well-formed entries of a stored value (anything else reads as an empty list). */
export function sanitizeGuestOrders(value: unknown): GuestOrderRef[] {
  return Array.isArray(value) ? value.filter(isGuestOrderRef) : [];
}

/**
 * Adds an order at the front. The same order id is kept once (the newer entry wins), and only
 * the newest `MAX_GUEST_ORDERS` are kept.
 */
export function addGuestOrder(list: readonly GuestOrderRef[], ref: GuestOrderRef): GuestOrderRef[] {
  return [ref, ...list.filter((entry) => entry.id !== ref.id)].slice(0, MAX_GUEST_ORDERS);
}

/** The token this browser holds for order `id`, or null. */
export function guestTokenFor(list: readonly GuestOrderRef[], id: string): string | null {
  return list.find((entry) => entry.id === id)?.token ?? null;
}

/** What `guestOrders(access:)` takes. */
export function guestOrderAccess(list: readonly GuestOrderRef[]): { id: string; token: string }[] {
  return list.map(({ id, token }) => ({ id, token }));
}

/** The list without the orders `ids`. */
export function forgetGuestOrders(list: readonly GuestOrderRef[], ids: readonly string[]): GuestOrderRef[] {
  const forgotten = new Set(ids);
  return list.filter((entry) => !forgotten.has(entry.id));
}

/**
 * Each order is listed once on /my-orders: an order a sign-in attached to the account
 * (`inAccount`, see `claimGuestOrders`) is the account's, so it leaves this browser's list and
 * its ref is forgotten (the account opens it now). Returns the orders still only this browser's,
 * and the ids to forget.
 */
export function splitAttachedOrders<T extends { id: string; inAccount: boolean }>(
  orders: readonly T[],
): { browserOnly: T[]; attachedIds: string[] } {
  return {
    browserOnly: orders.filter((order) => !order.inAccount),
    attachedIds: orders.filter((order) => order.inAccount).map((order) => order.id),
  };
}
