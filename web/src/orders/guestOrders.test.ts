import { createStore } from "jotai";
import { afterEach, describe, expect, it } from "vitest";
import {
  addGuestOrder,
  forgetGuestOrders,
  type GuestOrderRef,
  guestOrderAccess,
  guestTokenFor,
  isGuestOrderRef,
  MAX_GUEST_ORDERS,
  sanitizeGuestOrders,
  splitAttachedOrders,
} from "./guestOrders";
import { guestOrdersState } from "./state/guestOrdersState";

function ref(n: number, token = `token-${String(n)}`): GuestOrderRef {
  return { id: `order-${String(n)}`, token, number: 10_000 + n, placedAt: `2026-01-${String(n).padStart(2, "0")}T10:00:00.000Z` };
}

describe("listing each order once", () => {
  const order = (n: number, inAccount: boolean) => ({ id: `order-${String(n)}`, number: 10_000 + n, inAccount });

  it("leaves out of the browser's list the orders a sign-in attached to the account, and names them to forget", () => {
    const { browserOnly, attachedIds } = splitAttachedOrders([order(3, false), order(2, true), order(1, false)]);
    expect(browserOnly.map((o) => o.number)).toEqual([10_003, 10_001]);
    expect(attachedIds).toEqual(["order-2"]);
  });

  it("keeps every order while none is in the account (a guest, or another person's account)", () => {
    const orders = [order(2, false), order(1, false)];
    expect(splitAttachedOrders(orders)).toEqual({ browserOnly: orders, attachedIds: [] });
  });

  it("forgets exactly the attached refs, keeping the others in order", () => {
    const list = [ref(3), ref(2), ref(1)];
    expect(forgetGuestOrders(list, ["order-2"])).toEqual([ref(3), ref(1)]);
    expect(forgetGuestOrders(list, [])).toEqual(list);
    expect(forgetGuestOrders(list, ["order-9"])).toEqual(list);
  });
});

describe("the guest-order store", () => {
  it("adds the newest order first", () => {
    expect(addGuestOrder(addGuestOrder([], ref(1)), ref(2))).toEqual([ref(2), ref(1)]);
  });

  it("keeps an order once: adding it again replaces the entry and moves it to the front", () => {
    const list = addGuestOrder(addGuestOrder(addGuestOrder([], ref(1)), ref(2)), ref(1, "newer"));
    expect(list).toEqual([ref(1, "newer"), ref(2)]);
  });

  it("keeps only the newest orders", () => {
    let list: GuestOrderRef[] = [];
    for (let n = 1; n <= MAX_GUEST_ORDERS + 5; n++) list = addGuestOrder(list, ref(n));
    expect(list).toHaveLength(MAX_GUEST_ORDERS);
    expect(list[0]).toEqual(ref(MAX_GUEST_ORDERS + 5));
    expect(list.some((entry) => entry.id === "order-1")).toBe(false);
  });

  it("finds a token and builds the guestOrders access list", () => {
    const list = [ref(2), ref(1)];
    expect(guestTokenFor(list, "order-1")).toBe("token-1");
    expect(guestTokenFor(list, "order-9")).toBeNull();
    expect(guestOrderAccess(list)).toEqual([
      { id: "order-2", token: "token-2" },
      { id: "order-1", token: "token-1" },
    ]);
  });

  it("drops malformed stored entries one by one", () => {
    expect(isGuestOrderRef(ref(1))).toBe(true);
    expect(sanitizeGuestOrders([ref(1), { id: "x" }, null, { ...ref(2), token: "" }, ref(3)])).toEqual([ref(1), ref(3)]);
    expect(sanitizeGuestOrders("nope")).toEqual([]);
  });
});

describe("guestOrdersState", () => {
  afterEach(() => localStorage.clear());

  it("persists under the storage key guestOrders and reads it back, skipping bad entries", () => {
    localStorage.setItem("guestOrders", JSON.stringify([ref(1), { broken: true }]));
    const store = createStore();
    // Mounting reads the storage again (the value at module load was read before this test wrote it).
    const unsubscribe = store.sub(guestOrdersState, () => undefined);
    expect(store.get(guestOrdersState)).toEqual([ref(1)]);
    store.set(guestOrdersState, (list) => addGuestOrder(list, ref(2)));
    expect(JSON.parse(localStorage.getItem("guestOrders") ?? "null")).toEqual([ref(2), ref(1)]);
    unsubscribe();
  });
});
