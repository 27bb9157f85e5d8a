// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { formatMoney } from "@shop/common";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ProductDetailFieldsFragment } from "../../gql/graphql";
import { ProductPurchasePanel } from "./ProductPurchasePanel";

const cart = vi.hoisted(() => ({ add: vi.fn(), buyNow: vi.fn() }));
const wishlist = vi.hoisted(() => ({ toggle: vi.fn(), has: vi.fn(() => false) }));
vi.mock("../../cart/hooks/useCart", () => ({ useCart: () => cart }));
vi.mock("../../wishlist/hooks/useWishlist", () => ({ useWishlist: () => wishlist }));

const CURRENCY = "BDT";
const LOCALE = "en-BD";

/** A formatted price as Testing Library matches it: whitespace (Intl's no-break spaces) collapsed. */
function price(amount: number): string {
  return formatMoney(amount, CURRENCY, LOCALE).replace(/\s+/gu, " ");
}

/** A variant of the 1000 shirt at 10% off, with the prices the server serves for it. */
function variant(color: string, size: string, stock: number, additionalPrice = 0, finalPrice = 900) {
  return { __typename: "ProductVariant" as const, id: `${color}-${size}`, color, size, stock, additionalPrice, price: 1000 + additionalPrice, finalPrice };
}

function aShirt(overrides: Partial<ProductDetailFieldsFragment> = {}): ProductDetailFieldsFragment {
  return {
    __typename: "Product",
    id: "p1",
    name: "Oxford Shirt",
    slug: "oxford-shirt",
    description: "<p>A shirt.</p>",
    price: 1000,
    discount: 10,
    finalPrice: 900,
    shippingCost: 0,
    images: ["/uploads/shirt.svg"],
    media: [{ __typename: "ProductImage", url: "/uploads/shirt.svg", alt: "", color: null }],
    brand: "Aarong",
    sku: "MEN-0001",
    stock: 17,
    inStock: true,
    featured: false,
    subCategory: "Shirts",
    category: { __typename: "Category", id: "c1", name: "Men Fashion", slug: "men-fashion" },
    colors: ["Navy", "Maroon"],
    variants: [variant("Navy", "M", 5), variant("Navy", "L", 0), variant("Navy", "XL", 3, 150, 1035), variant("Maroon", "S", 9)],
    specifications: [],
    additionalInfo: [],
    warranty: null,
    returnPolicy: null,
    ...overrides,
  };
}

function renderPanel(product: ProductDetailFieldsFragment) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter>
        <ProductPurchasePanel product={product} />
      </MemoryRouter>
    </ChakraProvider>,
  );
}

function shownPrice(): string {
  return (screen.getByTestId("price").textContent ?? "").replace(/^Sale price: /u, "").replace(/\s+/gu, " ");
}

/**
 * Chooses a radio. The radio group's state machine reports the change asynchronously: wait for
 * the radio to be checked (never a fixed tick, which a busy machine outruns).
 */
/**
 * Clicks a swatch or size and waits until the radio group itself has taken it: the input's own
 * `checked` flips at once, the group's state (which the sizes and prices follow) in its own time.
 */
async function choose(radio: HTMLElement) {
  fireEvent.click(radio);
  await waitFor(() => expect(radio.closest("[data-part='item']")?.getAttribute("data-state")).toBe("checked"));
}

function sizeGroup() {
  return screen.getByRole("radiogroup", { name: "Size" });
}

describe("ProductPurchasePanel: variant selection", () => {
  beforeEach(() => {
    cart.add.mockClear();
    cart.buyNow.mockClear();
    wishlist.toggle.mockClear();
  });
  afterEach(cleanup);

  it("asks for a colour and a size before the product can be bought", () => {
    renderPanel(aShirt());

    expect(screen.getByText("Choose a colour and a size")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Add to cart" }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Buy now" }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(sizeGroup()).queryAllByRole("radio")).toHaveLength(0);
  });

  it("offers only the chosen colour's sizes", async () => {
    renderPanel(aShirt());

    await choose(screen.getByRole("radio", { name: "Navy" }));
    const navySizes = within(sizeGroup()).getAllByRole("radio").map((radio) => radio.getAttribute("value"));
    expect(navySizes).toEqual(["M", "L", "XL"]);
    expect(screen.getByText("Choose a size")).toBeTruthy();

    await choose(screen.getByRole("radio", { name: "Maroon" }));
    const maroonSizes = within(sizeGroup()).getAllByRole("radio").map((radio) => radio.getAttribute("value"));
    expect(maroonSizes).toEqual(["S"]);
  });

  it("shows a size's additional price and adds it to the displayed price before the discount", async () => {
    renderPanel(aShirt());
    expect(shownPrice()).toBe(price(900));

    await choose(screen.getByRole("radio", { name: "Navy" }));
    const xl = within(sizeGroup()).getByRole("radio", {
      name: (name) => name.replace(/\s+/gu, " ") === `XL (+${price(150)})`,
    });
    await choose(xl);

    // (1000 + 150) − 10% = 1035; the original (1150) is struck through.
    expect(shownPrice()).toBe(price(1035));
    expect(screen.getByTestId("original-price").textContent?.replace(/\s+/gu, " ")).toContain(price(1150));

    fireEvent.click(screen.getByRole("button", { name: "Add to cart" }));
    expect(cart.add).toHaveBeenCalledWith(
      expect.objectContaining({ id: "p1", price: 1000, discount: 10 }),
      { quantity: 1, color: "Navy", size: "XL", additionalPrice: 150 },
    );
  });

  it("disables a size that is out of stock", async () => {
    renderPanel(aShirt());
    await choose(screen.getByRole("radio", { name: "Navy" }));

    const large = within(sizeGroup()).getByRole("radio", { name: /^L\b.*out of stock/u }) as HTMLInputElement;
    expect(large.disabled).toBe(true);
    expect((within(sizeGroup()).getByRole("radio", { name: "M" }) as HTMLInputElement).disabled).toBe(false);
  });

  it("chooses a colour's only size for the shopper and buys now with the quantity", async () => {
    renderPanel(aShirt());
    await choose(screen.getByRole("radio", { name: "Maroon" }));
    expect((within(sizeGroup()).getByRole("radio", { name: "S" }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "Buy now" }));
    expect(cart.buyNow).toHaveBeenCalledWith(expect.objectContaining({ id: "p1" }), {
      quantity: 1,
      color: "Maroon",
      size: "S",
      additionalPrice: 0,
    });
  });

  it("limits the quantity to the chosen variant's stock", async () => {
    renderPanel(aShirt());
    await choose(screen.getByRole("radio", { name: "Navy" }));
    await choose(within(sizeGroup()).getByRole("radio", { name: "M" }));

    const quantity = screen.getByRole("spinbutton", { name: "Quantity" }) as HTMLInputElement;
    expect(quantity.getAttribute("aria-valuemax")).toBe("5");
    // Typed past the stock, then committed: clamped to 5.
    fireEvent.focus(quantity);
    quantity.value = "9";
    fireEvent.input(quantity);
    // The field takes the typed value in its own time (Ark's state machine); on a busy machine a blur
    // sent before that committed the old value, 1.
    await waitFor(() => expect(quantity.getAttribute("aria-valuenow")).toBe("9"));
    fireEvent.blur(quantity);
    await waitFor(() => expect(quantity.value).toBe("5"));

    fireEvent.click(screen.getByRole("button", { name: "Add to cart" }));
    expect(cart.add).toHaveBeenCalledWith(expect.objectContaining({ id: "p1" }), {
      quantity: 5,
      color: "Navy",
      size: "M",
      additionalPrice: 0,
    });
  });

  it("says out of stock and refuses to sell a product without stock", () => {
    renderPanel(aShirt({ stock: 0, inStock: false, variants: [variant("Navy", "M", 0)], colors: ["Navy"] }));

    const add = screen.getByRole("button", { name: "Out of stock" }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Buy now" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("sells a product without variants at once, and toggles the wishlist", () => {
    renderPanel(aShirt({ colors: [], variants: [], stock: 4 }));

    expect(screen.queryByRole("radiogroup", { name: "Size" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Add to cart" }));
    expect(cart.add).toHaveBeenCalledWith(expect.objectContaining({ id: "p1" }), {
      quantity: 1,
      color: null,
      size: null,
      additionalPrice: 0,
    });

    const heart = screen.getByRole("button", { name: "Save to wishlist" });
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(heart);
    expect(wishlist.toggle).toHaveBeenCalledWith(expect.objectContaining({ id: "p1", name: "Oxford Shirt" }));
  });
});

describe("ProductPurchasePanel: the sticky buy bar", () => {
  /** Reports the main buttons in view, scrolled past (above the viewport) or still below it. */
  let report: (where: "in view" | "above" | "below") => void = () => undefined;

  beforeEach(() => {
    cart.add.mockClear();
    Element.prototype.scrollIntoView = vi.fn();
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(private readonly callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {}
        observe() {
          report = (where) =>
            this.callback([
              {
                isIntersecting: where === "in view",
                boundingClientRect: { top: where === "above" ? -80 : 900, bottom: where === "above" ? -40 : 940 } as DOMRectReadOnly,
                rootBounds: { top: 0, bottom: 844 } as DOMRectReadOnly,
              },
            ]);
        }
        disconnect() {
          report = () => undefined;
        }
      },
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const bar = () => screen.queryByRole("complementary", { name: "Buy this product" });

  it("shows once the main buttons are scrolled past, and adds exactly as the main button does", async () => {
    renderPanel(aShirt());
    expect(bar()).toBeNull();
    // Still below the fold: the shopper has not reached them yet.
    act(() => report("below"));
    expect(bar()).toBeNull();

    act(() => report("above"));
    // The bar is a chunk of its own: it comes once loaded.
    await waitFor(() => expect(bar()).not.toBeNull());
    expect(within(bar()!).getByText("Oxford Shirt")).toBeTruthy();

    await choose(screen.getByRole("radio", { name: "Maroon" }));
    fireEvent.click(within(bar()!).getByRole("button", { name: "Add to cart" }));
    expect(cart.add).toHaveBeenCalledWith(expect.objectContaining({ id: "p1" }), { quantity: 1, color: "Maroon", size: "S", additionalPrice: 0 });

    act(() => report("in view"));
    expect(bar()).toBeNull();
  });

  it("leads to the colour, then the size, while one is missing, instead of adding", async () => {
    renderPanel(aShirt());
    act(() => report("above"));
    await waitFor(() => expect(bar()).not.toBeNull());

    fireEvent.click(within(bar()!).getByRole("button", { name: "Add to cart" }));
    expect(cart.add).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toBe("Choose a colour and a size");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("radio", { name: "Navy" })));

    await choose(screen.getByRole("radio", { name: "Navy" }));
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.click(within(bar()!).getByRole("button", { name: "Add to cart" }));
    expect(screen.getByRole("alert").textContent).toBe("Choose a size");
    await waitFor(() => expect(document.activeElement).toBe(within(sizeGroup()).getByRole("radio", { name: "M" })));
    expect(cart.add).not.toHaveBeenCalled();
  });
});
