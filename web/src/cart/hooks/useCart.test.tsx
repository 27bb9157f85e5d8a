// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { createStore, Provider as JotaiProvider } from "jotai";
import toast from "react-hot-toast";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type CartProductInput, cartLineId } from "../cartItem";
import { cartState } from "../state/cartState";
import { isCartOpenState } from "../state/isCartOpenState";
import { type UseCartResult, useCart } from "./useCart";

vi.mock("react-hot-toast", () => {
  const toastFn = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() });
  return { default: toastFn };
});

const panjabi: CartProductInput = {
  id: "p1",
  slug: "cotton-panjabi",
  name: "Cotton Panjabi",
  price: 1250,
  finalPrice: 1125,
  discount: 10,
  images: ["/uploads/panjabi.jpg"],
  shippingCost: 0,
};

/** Renders `useCart` on "/" of a memory router with its own jotai store. */
function renderCart() {
  const store = createStore();
  let latest: UseCartResult | undefined;
  function Probe() {
    latest = useCart();
    return null;
  }
  const router = createMemoryRouter(
    [
      { path: "/", element: <Probe /> },
      { path: "/checkout", element: <Probe /> },
    ],
    { initialEntries: ["/"] },
  );
  render(
    <JotaiProvider store={store}>
      <RouterProvider router={router} />
    </JotaiProvider>,
  );
  return { store, router, cart: () => latest! };
}

describe("useCart", () => {
  beforeEach(() => {
    localStorage.clear();
    vi.clearAllMocks();
  });
  afterEach(cleanup);

  it("add: adds the line and opens the drawer, which says what was added (no toast over its lines)", () => {
    const { store, cart } = renderCart();

    act(() => cart().add(panjabi, { quantity: 2, color: "Red", size: "M" }));

    expect(store.get(cartState)).toHaveLength(1);
    expect(cart().count).toBe(2);
    expect(cart().total).toBe(2250);
    expect(store.get(isCartOpenState)).toBe(true);
    expect(cart().justAdded).toBe(panjabi.name);
    expect(toast.success).not.toHaveBeenCalled();

    act(() => cart().close());
    act(() => cart().open());
    expect(cart().justAdded).toBeNull();
  });

  it("add: persists the cart under the storage key cart", () => {
    const { cart } = renderCart();
    act(() => cart().add(panjabi));
    expect(JSON.parse(localStorage.getItem("cart") ?? "[]")).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem("isCartOpen") ?? "false")).toBe(true);
  });

  it("add: says Failed to add to cart when adding throws, and leaves the cart alone", () => {
    const { store, cart } = renderCart();

    act(() => cart().add(panjabi, { quantity: 0 }));

    expect(toast.error).toHaveBeenCalledWith("Failed to add to cart");
    expect(store.get(cartState)).toEqual([]);
    expect(store.get(isCartOpenState)).toBe(false);
  });

  it("buyNow: adds without opening the drawer and goes to /checkout", async () => {
    const { store, router, cart } = renderCart();

    await act(async () => cart().buyNow(panjabi));

    expect(store.get(cartState)).toHaveLength(1);
    expect(store.get(isCartOpenState)).toBe(false);
    expect(toast.success).toHaveBeenCalledWith("Proceeding to checkout...");
    expect(router.state.location.pathname).toBe("/checkout");
  });

  it("updateQuantity below 1 is ignored", () => {
    const { store, cart } = renderCart();
    act(() => cart().add(panjabi));
    const [line] = cart().items;
    const before = store.get(cartState);

    act(() => cart().updateQuantity(cartLineId(line!), 0));

    expect(store.get(cartState)).toBe(before);
  });

  it("clear empties the cart", () => {
    const { store, cart } = renderCart();
    act(() => cart().add(panjabi));
    act(() => cart().clear());
    expect(store.get(cartState)).toEqual([]);
  });
});
