// @vitest-environment jsdom
import { MockedProvider } from "@apollo/client/testing/react";
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { formatMoney } from "@shop/common";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createStore, Provider as JotaiProvider } from "jotai";
import toast from "react-hot-toast";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ShopToaster } from "../../shared/toast/ShopToaster";
import { type CartProductInput, cartLineId } from "../cartItem";
import { addToCart } from "../cartLogic";
import { cartState } from "../state/cartState";
import { isCartOpenState } from "../state/isCartOpenState";
import { CartDrawer } from "./CartDrawer";

const CURRENCY = "BDT";
const LOCALE = "en-BD";

/** A formatted price (a new shop's money: no `ShopMoney` above) as Testing Library matches it: whitespace (Intl's no-break spaces) collapsed. */
function price(amount: number): string {
  return formatMoney(amount, CURRENCY, LOCALE).replace(/\s+/gu, " ");
}

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

const mug: CartProductInput = {
  id: "p2",
  slug: "clay-mug",
  name: "Clay Mug",
  price: 300,
  finalPrice: 300,
  discount: 0,
  images: [],
  shippingCost: 0,
};

function renderDrawer(items = addToCart(addToCart([], panjabi, { color: "Red", size: "M", quantity: 2 }), mug)) {
  const store = createStore();
  store.set(cartState, items);
  store.set(isCartOpenState, true);
  const router = createMemoryRouter(
    [
      { path: "/", element: <CartDrawer /> },
      { path: "/checkout", element: <h1>Checkout</h1> },
      { path: "/shopping-cart", element: <h1>Cart page</h1> },
    ],
    { initialEntries: ["/"] },
  );
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={[]}>
        <JotaiProvider store={store}>
          <RouterProvider router={router} />
        </JotaiProvider>
      </MockedProvider>
      <ShopToaster />
    </ChakraProvider>,
  );
  return { store, router };
}

describe("CartDrawer", () => {
  beforeAll(() => {
    // jsdom has no matchMedia; react-hot-toast asks it about reduced motion.
    window.matchMedia ??= (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  });
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    act(() => toast.remove());
    cleanup();
  });

  it("lists each line with its image, name, variant, prices and the total", async () => {
    renderDrawer();

    const dialog = await screen.findByRole("dialog", { name: /Your cart/ });
    expect(within(dialog).getByText("(3 items)")).toBeTruthy();

    const panjabiLine = within(dialog).getByRole("article", { name: "Cotton Panjabi" });
    expect(within(panjabiLine).getByRole("img", { name: "Cotton Panjabi" }).getAttribute("src")).toBe("/uploads/panjabi.jpg");
    expect(within(panjabiLine).getByRole("link", { name: "Cotton Panjabi" }).getAttribute("href")).toBe("/products/cotton-panjabi");
    expect(within(panjabiLine).getByText("Colour: Red · Size: M")).toBeTruthy();
    await waitFor(() => expect(within(panjabiLine).getByText(price(1125))).toBeTruthy());
    expect(within(panjabiLine).getByText(price(1250)).tagName).toBe("DEL");
    expect(within(panjabiLine).getByText(price(2250))).toBeTruthy();

    const mugLine = within(dialog).getByRole("article", { name: "Clay Mug" });
    expect(mugLine.querySelector("del")).toBeNull();

    expect(within(dialog).getByTestId("cart-total").textContent?.replace(/\s+/gu, " ")).toBe(price(2250 + 300));
  });

  it("changes a line's quantity with the stepper, never below 1", async () => {
    const { store } = renderDrawer();
    const dialog = await screen.findByRole("dialog", { name: /Your cart/ });
    const mugLine = within(dialog).getByRole("article", { name: "Clay Mug" });

    const decrease = within(mugLine).getByRole("button", { name: "Decrease quantity of Clay Mug" });
    expect(decrease.hasAttribute("disabled")).toBe(true);

    fireEvent.click(within(mugLine).getByRole("button", { name: "Increase quantity of Clay Mug" }));
    fireEvent.click(within(mugLine).getByRole("button", { name: "Increase quantity of Clay Mug" }));
    const mugQuantity = () => store.get(cartState).find((item) => item.productId === "p2")?.quantity;
    expect(mugQuantity()).toBe(3);
    expect(within(mugLine).getByRole("group", { name: "Quantity of Clay Mug" }).textContent).toContain("3");

    fireEvent.click(within(mugLine).getByRole("button", { name: "Decrease quantity of Clay Mug" }));
    expect(mugQuantity()).toBe(2);
  });

  it("removes a line", async () => {
    const { store } = renderDrawer();
    const dialog = await screen.findByRole("dialog", { name: /Your cart/ });

    fireEvent.click(within(dialog).getByRole("button", { name: "Remove Cotton Panjabi from cart" }));

    expect(within(dialog).queryByRole("article", { name: "Cotton Panjabi" })).toBeNull();
    expect(store.get(cartState).map(cartLineId)).toEqual([
      cartLineId({ productId: "p2", selectedColor: null, selectedSize: null }),
    ]);
  });

  it("refuses to check out an empty cart: toast, and stays", async () => {
    const { store, router } = renderDrawer([]);
    const dialog = await screen.findByRole("dialog", { name: /Your cart/ });
    expect(within(dialog).getByText("Your cart is empty")).toBeTruthy();

    fireEvent.click(within(dialog).getByRole("button", { name: "Checkout" }));

    // Announced although the modal drawer hides the rest of the page.
    const toastMessage = await screen.findByRole("status");
    expect(toastMessage.textContent).toBe("Your cart is empty");
    expect(router.state.location.pathname).toBe("/");
    expect(store.get(isCartOpenState)).toBe(true);
  });

  it("checks out: closes the drawer and goes to /checkout", async () => {
    const { store, router } = renderDrawer();
    const dialog = await screen.findByRole("dialog", { name: /Your cart/ });

    fireEvent.click(within(dialog).getByRole("button", { name: "Checkout" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/checkout"));
    expect(store.get(isCartOpenState)).toBe(false);
    expect(await screen.findByRole("heading", { name: "Checkout" })).toBeTruthy();
  });

  it("closes on Escape", async () => {
    const { store } = renderDrawer();
    const dialog = await screen.findByRole("dialog", { name: /Your cart/ });

    fireEvent.keyDown(dialog, { key: "Escape" });

    await waitFor(() => expect(store.get(isCartOpenState)).toBe(false));
  });
});
