import { formatMoney } from "@shop/common";
import { describe, expect, it } from "vitest";
import {
  chooseColor,
  clampQuantity,
  colorInStock,
  initialChoice,
  maxQuantity,
  selectedVariant,
  selectionHint,
  selectionStatus,
  sizeLabel,
  sizesForColor,
  unitPrice,
  type VariantOption,
  type VariantProduct,
} from "./variantSelection";

/** A variant of a 1000 shirt at 10% off, with the prices the server serves for it. */
function variant(color: string, size: string, stock: number, additionalPrice = 0, finalPrice = 900): VariantOption {
  return { id: `${color}-${size}`, color, size, stock, additionalPrice, price: 1000 + additionalPrice, finalPrice };
}

const shirt: VariantProduct = {
  price: 1000,
  finalPrice: 900,
  discount: 10,
  stock: 17,
  colors: ["Navy", "Maroon"],
  variants: [
    variant("Navy", "M", 5),
    variant("Navy", "L", 0),
    variant("Navy", "XL", 3, 150, 1035),
    variant("Maroon", "S", 9),
  ],
};

const mug: VariantProduct = { price: 350, finalPrice: 350, discount: 0, stock: 4, colors: [], variants: [] };

describe("sizesForColor", () => {
  it("offers only the chosen colour's sizes, in order", () => {
    expect(sizesForColor(shirt.variants, "Navy").map((v) => v.size)).toEqual(["M", "L", "XL"]);
    expect(sizesForColor(shirt.variants, "Maroon").map((v) => v.size)).toEqual(["S"]);
  });

  it("offers no sizes before a colour is chosen", () => {
    expect(sizesForColor(shirt.variants, null)).toEqual([]);
  });

  it("knows whether a colour has stock", () => {
    expect(colorInStock(shirt.variants, "Navy")).toBe(true);
    expect(colorInStock([variant("Red", "M", 0)], "Red")).toBe(false);
  });
});

describe("selectedVariant", () => {
  it("is the variant of the chosen colour and size", () => {
    expect(selectedVariant(shirt.variants, { color: "Navy", size: "XL" })?.id).toBe("Navy-XL");
  });

  it("is null until both are chosen, or for a size the colour does not have", () => {
    expect(selectedVariant(shirt.variants, { color: "Navy", size: null })).toBeNull();
    expect(selectedVariant(shirt.variants, { color: null, size: "M" })).toBeNull();
    expect(selectedVariant(shirt.variants, { color: "Maroon", size: "XL" })).toBeNull();
  });
});

// The price rule itself (additional price first, then the discount, rounded half-up) is the
// server's: see graph/src/catalog/product.views.test.ts.
describe("unitPrice", () => {
  it("is the product's served price without a variant", () => {
    expect(unitPrice(shirt, null)).toEqual({ price: 1000, finalPrice: 900, additionalPrice: 0 });
  });

  it("is the chosen variant's served price, with its additional price", () => {
    expect(unitPrice(shirt, variant("Navy", "XL", 3, 150, 1035))).toEqual({ price: 1150, finalPrice: 1035, additionalPrice: 150 });
  });
});

describe("sizeLabel", () => {
  it("shows a size's additional price when it has one", () => {
    const taka = (amount: number) => formatMoney(amount, "BDT", "en");
    expect(sizeLabel({ size: "XL", additionalPrice: 150 }, taka)).toBe("XL (+৳150)");
    expect(sizeLabel({ size: "XL", additionalPrice: 12.5 }, taka)).toBe("XL (+৳12.50)");
    expect(sizeLabel({ size: "M", additionalPrice: 0 }, taka)).toBe("M");
  });
});

describe("maxQuantity and clampQuantity", () => {
  it("is the chosen variant's stock", () => {
    expect(maxQuantity(shirt, variant("Navy", "XL", 3))).toBe(3);
  });

  it("is 0 until a variant is chosen", () => {
    expect(maxQuantity(shirt, null)).toBe(0);
  });

  it("is the product's stock without variants", () => {
    expect(maxQuantity(mug, null)).toBe(4);
  });

  it("keeps a quantity within 1 and the maximum", () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    expect(clampQuantity(3, 0)).toBe(1);
  });
});

describe("selectionStatus", () => {
  it("requires a colour, then a size, for a product with variants", () => {
    expect(selectionStatus(shirt, { color: null, size: null })).toBe("choose-color");
    expect(selectionStatus(shirt, { color: "Navy", size: null })).toBe("choose-size");
    expect(selectionStatus(shirt, { color: "Navy", size: "M" })).toBe("ready");
  });

  it("refuses a chosen variant without stock", () => {
    expect(selectionStatus(shirt, { color: "Navy", size: "L" })).toBe("variant-sold-out");
  });

  it("refuses a product without stock whatever is chosen", () => {
    expect(selectionStatus({ ...mug, stock: 0 }, { color: null, size: null })).toBe("sold-out");
    expect(selectionStatus({ ...shirt, stock: 0 }, { color: "Navy", size: "M" })).toBe("sold-out");
  });

  it("is ready at once for a product without variants", () => {
    expect(selectionStatus(mug, { color: null, size: null })).toBe("ready");
  });

  it("explains each state to the shopper", () => {
    expect(selectionHint("sold-out")).toBe("Out of stock");
    expect(selectionHint("choose-color")).toBe("Choose a colour and a size");
    expect(selectionHint("choose-size")).toBe("Choose a size");
    expect(selectionHint("variant-sold-out")).toMatch(/out of stock/i);
    expect(selectionHint("ready")).toBeNull();
  });
});

describe("choosing", () => {
  it("starts with nothing chosen when there is a choice", () => {
    expect(initialChoice(shirt)).toEqual({ color: null, size: null });
  });

  it("starts with a lone colour and its lone in-stock size chosen", () => {
    expect(initialChoice({ ...shirt, colors: ["Maroon"], variants: [variant("Maroon", "One size", 2)] })).toEqual({
      color: "Maroon",
      size: "One size",
    });
    expect(initialChoice({ ...shirt, colors: ["Navy"], variants: shirt.variants.slice(0, 3) })).toEqual({
      color: "Navy",
      size: null,
    });
  });

  it("keeps the size when the new colour has it in stock, else clears it", () => {
    const product: VariantProduct = {
      ...shirt,
      variants: [variant("Navy", "M", 5), variant("Navy", "L", 5), variant("Maroon", "M", 2), variant("Maroon", "L", 0)],
    };
    expect(chooseColor(product, { color: "Navy", size: "M" }, "Maroon")).toEqual({ color: "Maroon", size: "M" });
    expect(chooseColor(product, { color: "Navy", size: "L" }, "Maroon")).toEqual({ color: "Maroon", size: null });
  });

  it("chooses the size for the shopper when the colour has only one", () => {
    expect(chooseColor(shirt, { color: "Navy", size: "XL" }, "Maroon")).toEqual({ color: "Maroon", size: "S" });
  });
});
