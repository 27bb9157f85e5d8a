import { finalPriceMinor } from "@shop/common";
import { describe, expect, it } from "vitest";
import { ProductStatus } from "../catalog/product.entity.js";
import { type CartProductRow, LineProblem, priceLines } from "./cart-pricing.js";

const ID = "0b7e6f3c-1d2a-4c5b-9e8f-7a6b5c4d3e2f";
const row = (extra: Partial<CartProductRow> = {}): CartProductRow => ({
  id: ID,
  name: "Shirt",
  slug: "shirt",
  sku: "SHIRT",
  image: "/uploads/shirt.jpg",
  priceMinor: 100_000,
  discount: "12.50",
  shippingCostMinor: 2_050,
  stock: 10,
  status: ProductStatus.ACTIVE,
  variants: [],
  ...extra,
});
const products = (r: CartProductRow) => new Map([[r.id, r]]);

describe("priceLines", () => {
  it("prices a line by the shared rule, rounding the shipping cost as prices are", () => {
    const [line] = priceLines(products(row()), [{ productId: ID, quantity: 3 }], "WHOLE");
    const unit = finalPriceMinor(100_000, 12.5, "WHOLE");
    expect(line).toMatchObject({ unitPriceMinor: 100_000, discount: 12.5, finalUnitPriceMinor: unit, lineTotalMinor: unit * 3, problem: null });
    expect(line!.shippingCostMinor % 100).toBe(0);
  });

  it("finds the variant whatever the case, adds its price and limits to its stock", () => {
    const variants = [
      { id: "v-m", color: "Navy", size: "M", additionalPriceMinor: 0, stock: 5 },
      { id: "v-xl", color: "Navy", size: "XL", additionalPriceMinor: 15_000, stock: 2 },
    ];
    const [line] = priceLines(products(row({ variants })), [{ productId: ID, color: "navy", size: "xl", quantity: 3 }], "MINOR");
    expect(line).toMatchObject({ variantId: "v-xl", color: "Navy", size: "XL", unitPriceMinor: 115_000, available: 2, problem: LineProblem.NOT_ENOUGH_STOCK });
  });

  it("names what is wrong with a line", () => {
    const variants = [{ id: "v-m", color: "Navy", size: "M", additionalPriceMinor: 0, stock: 5 }];
    const cases: [CartProductRow | null, { color?: string; size?: string }, LineProblem][] = [
      [null, {}, LineProblem.UNAVAILABLE],
      [row({ status: ProductStatus.DRAFT }), {}, LineProblem.UNAVAILABLE],
      [row({ variants }), {}, LineProblem.CHOOSE_VARIANT],
      [row({ variants }), { color: "Red", size: "M" }, LineProblem.UNKNOWN_VARIANT],
      [row({ stock: 0 }), {}, LineProblem.OUT_OF_STOCK],
    ];
    for (const [product, choice, problem] of cases) {
      const [line] = priceLines(product ? products(product) : new Map(), [{ productId: ID, quantity: 1, ...choice }], "MINOR");
      expect(line!.problem, problem).toBe(problem);
    }
  });

  it("takes the only variant a missing size or colour leaves, and asks when several remain", () => {
    const oneSize = [
      { id: "v-red", color: "Red", size: "One size", additionalPriceMinor: 0, stock: 4 },
      { id: "v-blue", color: "Blue", size: "One size", additionalPriceMinor: 5_000, stock: 2 },
    ];
    const [byColour] = priceLines(products(row({ variants: oneSize })), [{ productId: ID, color: "blue", size: null, quantity: 1 }], "MINOR");
    expect(byColour).toMatchObject({ variantId: "v-blue", color: "Blue", size: "One size", unitPriceMinor: 105_000, available: 2, problem: null });

    const sizesOnly = [
      { id: "v-s", color: "Default", size: "S", additionalPriceMinor: 0, stock: 3 },
      { id: "v-m", color: "Default", size: "M", additionalPriceMinor: 0, stock: 3 },
    ];
    const [bySize] = priceLines(products(row({ variants: sizesOnly })), [{ productId: ID, color: null, size: "M", quantity: 1 }], "MINOR");
    expect(bySize).toMatchObject({ variantId: "v-m", color: "Default", size: "M", problem: null });

    const grid = [...sizesOnly, { id: "v-blue-m", color: "Blue", size: "M", additionalPriceMinor: 0, stock: 3 }];
    const cases: [{ color?: string | null; size?: string | null }, LineProblem][] = [
      [{ size: "M" }, LineProblem.CHOOSE_VARIANT],
      [{ color: "Default" }, LineProblem.CHOOSE_VARIANT],
      [{}, LineProblem.CHOOSE_VARIANT],
      [{ color: "Green" }, LineProblem.UNKNOWN_VARIANT],
    ];
    for (const [choice, problem] of cases) {
      const [line] = priceLines(products(row({ variants: grid })), [{ productId: ID, quantity: 1, ...choice }], "MINOR");
      expect(line!.problem, JSON.stringify(choice)).toBe(problem);
    }
    const [onlyBlue] = priceLines(products(row({ variants: grid })), [{ productId: ID, color: "Blue", quantity: 1 }], "MINOR");
    expect(onlyBlue).toMatchObject({ variantId: "v-blue-m", problem: null });
  });
});
