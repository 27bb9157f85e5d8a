// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { formatMoney } from "@shop/common";
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { ProductCardFieldsFragment } from "../../gql/graphql";
import { ProductCard } from "./ProductCard";

const CURRENCY = "BDT";
const LOCALE = "en-BD";

/** A formatted price as Testing Library matches it: whitespace (Intl's no-break spaces) collapsed. */
function price(amount: number): string {
  return formatMoney(amount, CURRENCY, LOCALE).replace(/\s+/gu, " ");
}

function aProduct(overrides: Partial<ProductCardFieldsFragment> = {}): ProductCardFieldsFragment {
  return {
    __typename: "Product",
    id: "p1",
    name: "Cotton Panjabi",
    slug: "cotton-panjabi",
    images: ["/uploads/panjabi.jpg", "/uploads/panjabi-back.jpg"],
    price: 1250,
    discount: 0,
    finalPrice: 1250,
    inStock: true,
    ...overrides,
  };
}

function renderCard(product: ProductCardFieldsFragment, options: { headingLevel?: "h2" | "h3"; priority?: boolean } = {}) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter>
        <ProductCard product={product} {...options} />
      </MemoryRouter>
    </ChakraProvider>,
  );
}

describe("ProductCard", () => {
  afterEach(cleanup);

  it("shows the name, first image and final price, and links to the product page", () => {
    renderCard(aProduct());

    const card = screen.getByRole("article", { name: "Cotton Panjabi" });
    expect(within(card).getByRole("heading", { name: "Cotton Panjabi" })).toBeTruthy();
    expect(within(card).getByRole("img", { name: "Cotton Panjabi" }).getAttribute("src")).toBe(
      "/uploads/panjabi.jpg",
    );
    expect(within(card).getByRole("link", { name: "Cotton Panjabi" }).getAttribute("href")).toBe(
      "/products/cotton-panjabi",
    );
    expect(within(card).getByText(price(1250)).tagName).not.toBe("DEL");
    expect(within(card).queryByTestId("original-price")).toBeNull();
    expect(card.querySelector("del")).toBeNull();
  });

  it("shows whole amounts with the currency's symbol and no decimals", () => {
    renderCard(aProduct({ price: 2650, finalPrice: 2650 }));
    expect(within(screen.getByRole("article", { name: "Cotton Panjabi" })).getByText("৳2,650")).toBeTruthy();
  });

  it("loads its image lazily, unless it is among the first cards (eager, high priority)", () => {
    renderCard(aProduct());
    const lazy = within(screen.getByRole("article", { name: "Cotton Panjabi" })).getByRole("img");
    expect(lazy.getAttribute("loading")).toBe("lazy");
    expect(lazy.getAttribute("fetchpriority")).toBeNull();
    cleanup();
    renderCard(aProduct(), { priority: true });
    const first = within(screen.getByRole("article", { name: "Cotton Panjabi" })).getByRole("img");
    expect(first.getAttribute("loading")).toBe("eager");
    expect(first.getAttribute("fetchpriority")).toBe("high");
  });

  it("names the product in a heading of the level it is given (h3 by default)", () => {
    renderCard(aProduct());
    expect(screen.getByRole("heading", { level: 3, name: "Cotton Panjabi" })).toBeTruthy();
    cleanup();
    renderCard(aProduct(), { headingLevel: "h2" });
    expect(screen.getByRole("heading", { level: 2, name: "Cotton Panjabi" })).toBeTruthy();
  });

  it("strikes through the original price when discounted", () => {
    renderCard(aProduct({ discount: 10, finalPrice: 1125 }));

    const card = screen.getByRole("article", { name: "Cotton Panjabi" });
    expect(within(card).getByText(price(1125)).tagName).not.toBe("DEL");
    expect(within(card).getByText(price(1250)).tagName).toBe("DEL");
    expect(within(card).getByText("−10%")).toBeTruthy();
  });

  it("lets the browser pick an uploaded image's variant (srcset and sizes); other images stay as they are", () => {
    const url = "/uploads/images/0b6f7c1e-2a4d-4c3b-9e8f-1a2b3c4d5e6f/1280.webp";
    renderCard(aProduct({ id: "p2", name: "Uploaded", images: [url] }));
    const uploaded = within(screen.getByRole("article", { name: "Uploaded" })).getByRole("img");
    expect(uploaded.getAttribute("src")).toBe(url);
    expect(uploaded.getAttribute("srcset")).toBe(
      ["320", "640", "1280"].map((w) => `/uploads/images/0b6f7c1e-2a4d-4c3b-9e8f-1a2b3c4d5e6f/${w}.webp ${w}w`).join(", "),
    );
    expect(uploaded.getAttribute("sizes")).toMatch(/50vw$/);

    renderCard(aProduct({ id: "p3", name: "Demo", images: ["/uploads/demo/shirt-1.svg"] }));
    const demo = within(screen.getByRole("article", { name: "Demo" })).getByRole("img");
    expect(demo.getAttribute("srcset")).toBeNull();
    expect(demo.getAttribute("sizes")).toBeNull();
  });
});
