// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { formatMoney } from "@shop/common";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type CartItem, cartLineId } from "../../cart";
import type { CartQuoteFieldsFragment } from "../../gql/graphql";
import { checkQuote, type QuoteLine } from "../quoteChanges";
import { CheckoutSummary } from "./CheckoutSummary";

/** A formatted price (a new shop's money: no `ShopMoney` above) as Testing Library matches it: whitespace (Intl's no-break spaces) collapsed. */
const price = (amount: number) => formatMoney(amount, "BDT", "en-BD").replace(/\s+/gu, " ");

const panjabi: CartItem = {
  productId: "11111111-1111-4111-8111-111111111111",
  slug: "cotton-panjabi",
  name: "Cotton Panjabi",
  price: 1250,
  finalPrice: 1125,
  image: "",
  quantity: 1,
  discount: 10,
  shippingCost: 0,
  selectedColor: "Navy",
  selectedSize: "M",
  selectedAditionalPrice: 0,
};
const sandals: CartItem = {
  ...panjabi,
  productId: "22222222-2222-4222-8222-222222222222",
  slug: "leather-sandals",
  name: "Leather Sandals",
  price: 900,
  finalPrice: 900,
  discount: 0,
  quantity: 3,
  selectedColor: "Brown",
  selectedSize: "42",
};

function line(item: CartItem, overrides: Partial<QuoteLine>): QuoteLine {
  return {
    __typename: "QuoteLine",
    productId: item.productId,
    name: item.name,
    slug: item.slug,
    image: null,
    color: item.selectedColor,
    size: item.selectedSize,
    quantity: item.quantity,
    available: 10,
    unitPrice: item.price,
    discount: item.discount,
    finalUnitPrice: item.finalPrice,
    lineTotal: item.finalPrice * item.quantity,
    shippingCost: 0,
    problem: null,
    ...overrides,
  };
}

// The panjabi's price went up since it was added; only 1 pair of sandals is left of the 3 wanted.
const quote: CartQuoteFieldsFragment = {
  __typename: "CartQuote",
  subtotal: 1200 + 2700,
  shipping: 60,
  total: 1200 + 2700 + 60,
  currency: "BDT",
  deliveryZone: "Inside Dhaka",
  orderable: false,
  lines: [
    line(panjabi, { finalUnitPrice: 1200, lineTotal: 1200 }),
    line(sandals, { available: 1, problem: "NOT_ENOUGH_STOCK" }),
  ],
};

function renderSummary() {
  const onRemove = vi.fn();
  const onChangeQuantity = vi.fn();
  const items = [panjabi, sandals];
  const router = createMemoryRouter(
    [
      {
        path: "/checkout",
        element: (
          <CheckoutSummary
            check={checkQuote(items, quote.lines)}
            quote={quote}
            updating={false}
            onRemove={onRemove}
            onChangeQuantity={onChangeQuantity}
            footer={<button disabled={!quote.orderable}>Place order</button>}
          />
        ),
      },
    ],
    { initialEntries: ["/checkout"] },
  );
  render(
    <ChakraProvider value={defaultSystem}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return { onRemove, onChangeQuantity };
}

describe("CheckoutSummary", () => {
  afterEach(cleanup);

  it("tells the shopper a price changed since the item was added, and charges the new one", () => {
    renderSummary();
    const notice = screen.getByTestId("price-change-notice");
    expect(notice.textContent?.replace(/\s+/gu, " ")).toContain(`Cotton Panjabi: was ${price(1125)}, now ${price(1200)}`);

    const line = screen.getByRole("article", { name: "Cotton Panjabi" });
    expect(within(line).getByTestId("unit-price").textContent?.replace(/\s+/gu, " ")).toContain(price(1200));
    expect(within(line).getByTestId("price-change").textContent?.replace(/\s+/gu, " ")).toBe(`was ${price(1125)}`);
    expect(within(line).queryByTestId("line-problem")).toBeNull();
  });

  it("shows the server's subtotal, shipping and total", () => {
    renderSummary();
    expect(screen.getByTestId("order-subtotal").textContent?.replace(/\s+/gu, " ")).toBe(price(3900));
    expect(screen.getByTestId("order-shipping").textContent?.replace(/\s+/gu, " ")).toBe(price(60));
    expect(screen.getByTestId("order-total").textContent?.replace(/\s+/gu, " ")).toBe(price(3960));
    expect(screen.getByText("Inside Dhaka")).toBeTruthy();
  });

  it("shows a line's problem with ways to fix it, and the order cannot be placed", () => {
    const { onRemove, onChangeQuantity } = renderSummary();
    expect(screen.getByTestId("problems-notice").textContent).toContain("An item can’t be ordered as it is");

    const line = screen.getByRole("article", { name: "Leather Sandals" });
    expect(within(line).getByTestId("line-problem").textContent).toContain("Only 1 left.");

    fireEvent.click(within(line).getByRole("button", { name: "Change quantity to 1" }));
    expect(onChangeQuantity).toHaveBeenCalledWith(cartLineId(sandals), 1);

    fireEvent.click(within(line).getByRole("button", { name: "Remove Leather Sandals" }));
    expect(onRemove).toHaveBeenCalledWith(cartLineId(sandals));

    expect(screen.getByRole("button", { name: "Place order" }).hasAttribute("disabled")).toBe(true);
  });
});
