import { describe, expect, it } from "vitest";
import { type CartItem, cartLineId } from "../cart";
import { checkQuote, lineProblem, problemText, type QuoteLine, quoteLineKey, refusedLines, toCartLineInputs } from "./quoteChanges";

function item(overrides: Partial<CartItem> = {}): CartItem {
  return {
    productId: "11111111-1111-4111-8111-111111111111",
    slug: "cotton-panjabi",
    name: "Cotton Panjabi",
    price: 1250,
    finalPrice: 1125,
    image: "",
    quantity: 2,
    discount: 10,
    shippingCost: 0,
    selectedColor: "Navy",
    selectedSize: "M",
    selectedAditionalPrice: 0,
    ...overrides,
  };
}

function quoteLine(overrides: Partial<QuoteLine> = {}): QuoteLine {
  return {
    __typename: "QuoteLine",
    productId: "11111111-1111-4111-8111-111111111111",
    name: "Cotton Panjabi",
    slug: "cotton-panjabi",
    image: null,
    color: "Navy",
    size: "M",
    quantity: 2,
    available: 10,
    unitPrice: 1250,
    discount: 10,
    finalUnitPrice: 1125,
    lineTotal: 2250,
    shippingCost: 0,
    problem: null,
    ...overrides,
  };
}

describe("toCartLineInputs", () => {
  it("sends only the product, colour, size and quantity — never a price", () => {
    expect(toCartLineInputs([item()])).toEqual([
      { productId: "11111111-1111-4111-8111-111111111111", color: "Navy", size: "M", quantity: 2 },
    ]);
  });
});

describe("checkQuote", () => {
  it("reports nothing when the server charges what the cart says", () => {
    const check = checkQuote([item()], [quoteLine()]);
    expect(check.priceChanges).toEqual([]);
    expect(check.problems).toEqual([]);
    expect(check.lines[0]).toMatchObject({ lineId: cartLineId(item()), priceChange: null, problem: null, available: 10 });
  });

  it("notices a unit price that went up or down since the item was added", () => {
    const up = checkQuote([item()], [quoteLine({ finalUnitPrice: 1200, lineTotal: 2400 })]);
    expect(up.priceChanges.map((line) => line.priceChange)).toEqual([{ was: 1125, now: 1200 }]);
    const down = checkQuote([item({ finalPrice: 1300 })], [quoteLine()]);
    expect(down.priceChanges.map((line) => line.priceChange)).toEqual([{ was: 1300, now: 1125 }]);
  });

  it("compares in minor units, so floating-point noise is not a change", () => {
    const check = checkQuote([item({ finalPrice: 0.1 + 0.2 })], [quoteLine({ finalUnitPrice: 0.3 })]);
    expect(check.priceChanges).toEqual([]);
  });

  it("matches lines as the server does: colour and size trimmed and case-insensitive", () => {
    const check = checkQuote([item({ selectedColor: "navy ", selectedSize: "m" })], [quoteLine({ finalUnitPrice: 999 })]);
    expect(check.lines[0]?.quoted).toBeDefined();
    expect(check.priceChanges).toHaveLength(1);
    expect(quoteLineKey({ productId: "p", color: " Red", size: null })).toBe(quoteLineKey({ productId: "p", color: "red", size: "" }));
  });

  it("tells lines of the same product in different variants apart", () => {
    const red = item({ selectedColor: "Red" });
    const check = checkQuote([item(), red], [quoteLine(), quoteLine({ color: "Red", finalUnitPrice: 1000, problem: "OUT_OF_STOCK", available: 0 })]);
    expect(check.lines.map((line) => line.problem)).toEqual([null, "OUT_OF_STOCK"]);
    expect(check.problems.map((line) => line.item)).toEqual([red]);
  });

  it("reports every problem, and no price change for a product no longer sold", () => {
    const items = [
      item({ productId: "a" }),
      item({ productId: "b", selectedColor: null, selectedSize: null }),
      item({ productId: "c" }),
      item({ productId: "d" }),
      item({ productId: "e", quantity: 5 }),
    ];
    const check = checkQuote(items, [
      quoteLine({ productId: "a", problem: "UNAVAILABLE", finalUnitPrice: 0, available: 0 }),
      quoteLine({ productId: "b", color: null, size: null, problem: "CHOOSE_VARIANT", available: 0 }),
      quoteLine({ productId: "c", problem: "UNKNOWN_VARIANT", available: 0 }),
      quoteLine({ productId: "d", problem: "OUT_OF_STOCK", available: 0 }),
      quoteLine({ productId: "e", quantity: 5, problem: "NOT_ENOUGH_STOCK", available: 2 }),
    ]);
    expect(check.problems.map((line) => [line.problem, line.available])).toEqual([
      ["UNAVAILABLE", 0],
      ["CHOOSE_VARIANT", 0],
      ["UNKNOWN_VARIANT", 0],
      ["OUT_OF_STOCK", 0],
      ["NOT_ENOUGH_STOCK", 2],
    ]);
    expect(check.priceChanges).toEqual([]);
  });

  it("leaves lines unquoted while the quote is missing or for an older cart", () => {
    expect(checkQuote([item()], undefined).lines[0]).toMatchObject({ quoted: undefined, priceChange: null, problem: null, available: null });
    expect(checkQuote([item({ productId: "new" })], [quoteLine()]).lines[0]?.quoted).toBeUndefined();
  });
});

describe("problems", () => {
  it("reads unknown codes as unavailable", () => {
    expect(lineProblem(null)).toBeNull();
    expect(lineProblem("NOT_ENOUGH_STOCK")).toBe("NOT_ENOUGH_STOCK");
    expect(lineProblem("SOMETHING_NEW")).toBe("UNAVAILABLE");
  });

  it("words each problem for the shopper", () => {
    expect(problemText("NOT_ENOUGH_STOCK", 3)).toBe("Only 3 left.");
    expect(problemText("OUT_OF_STOCK", 0)).toBe("Out of stock.");
    expect(problemText("CHOOSE_VARIANT", 0)).toMatch(/colour and size/);
    expect(problemText("UNAVAILABLE", 0)).toMatch(/no longer available/);
  });

  it("names the lines an OUT_OF_STOCK answer refused, from the cart", () => {
    const cart = [item(), item({ selectedColor: "Red" })];
    expect(
      refusedLines([{ productId: cart[1]!.productId, color: "RED", size: "M", quantity: 2, available: 1, problem: "NOT_ENOUGH_STOCK" }, "junk"], cart),
    ).toEqual([{ lineId: cartLineId(cart[1]!), name: "Cotton Panjabi", variant: "RED / M", quantity: 2, available: 1, problem: "NOT_ENOUGH_STOCK" }]);
    expect(refusedLines(undefined, cart)).toEqual([]);
  });
});
