import { describe, expect, it } from "vitest";
import { type CartItem, type CartProductInput, cartLineId } from "./cartItem";
import { addToCart, cartCount, cartTotal, lineTotal, removeFromCart, updateQuantity } from "./cartLogic";

const panjabi: CartProductInput = {
  id: "p1",
  slug: "cotton-panjabi",
  name: "Cotton Panjabi",
  price: 1250,
  finalPrice: 1125,
  discount: 10,
  images: ["/uploads/panjabi.jpg", "/uploads/panjabi-back.jpg"],
  shippingCost: 20,
};

const mug: CartProductInput = {
  id: "p2",
  slug: "clay-mug",
  name: "Clay Mug",
  price: 0.35,
  finalPrice: 0.35,
  discount: 0,
  images: [],
  shippingCost: 0,
};

/** The panjabi in XL, with the prices the server serves for that variant: (1250 + 150) − 10%. */
const panjabiXl: CartProductInput = { ...panjabi, variant: { price: 1400, finalPrice: 1260 } };

function lineOf(items: CartItem[], productId: string, color: string | null = null, size: string | null = null) {
  return items.find((item) => cartLineId(item) === cartLineId({ productId, selectedColor: color, selectedSize: size }));
}

describe("addToCart", () => {
  it("appends a new line with quantity 1 by default, at the product's served prices", () => {
    const items = addToCart([], panjabi);

    expect(items).toEqual([
      {
        productId: "p1",
        slug: "cotton-panjabi",
        name: "Cotton Panjabi",
        price: 1250,
        finalPrice: 1125,
        image: "/uploads/panjabi.jpg",
        quantity: 1,
        discount: 10,
        shippingCost: 20,
        selectedColor: null,
        selectedSize: null,
        selectedAditionalPrice: 0,
      },
    ]);
  });

  it("raises the quantity of a line already in the cart by the given amount", () => {
    let items = addToCart([], panjabi, { quantity: 2 });
    items = addToCart(items, panjabi, { quantity: 3 });
    items = addToCart(items, panjabi);

    expect(items).toHaveLength(1);
    expect(items[0]?.quantity).toBe(6);
  });

  it("keeps one product in different colours or sizes as separate lines", () => {
    let items = addToCart([], panjabi, { color: "Red", size: "M" });
    items = addToCart(items, panjabi, { color: "Red", size: "L" });
    items = addToCart(items, panjabi, { color: "Blue", size: "M" });
    items = addToCart(items, panjabi, { color: "Red", size: "M" });

    expect(items).toHaveLength(3);
    expect(lineOf(items, "p1", "Red", "M")?.quantity).toBe(2);
    expect(lineOf(items, "p1", "Red", "L")?.quantity).toBe(1);
    expect(lineOf(items, "p1", "Blue", "M")?.quantity).toBe(1);
  });

  // How the server prices a variant (additional price first, then the discount, rounded half-up)
  // is tested in graph/src/catalog/product.views.test.ts.
  it("takes the chosen variant's served prices, keeping its additional price", () => {
    const items = addToCart([], panjabiXl, { color: "Red", size: "XL", additionalPrice: 150 });

    expect(items[0]).toMatchObject({
      price: 1400,
      finalPrice: 1260,
      selectedAditionalPrice: 150,
      selectedColor: "Red",
      selectedSize: "XL",
    });
  });

  it("uses an empty image when the product has none", () => {
    expect(addToCart([], mug)[0]?.image).toBe("");
  });

  it("refuses a quantity that is not a whole number of at least 1", () => {
    expect(() => addToCart([], mug, { quantity: 0 })).toThrow(RangeError);
    expect(() => addToCart([], mug, { quantity: 1.5 })).toThrow(RangeError);
  });

  it("does not change the given list", () => {
    const before = addToCart([], panjabi);
    const snapshot = structuredClone(before);
    addToCart(before, panjabi);
    addToCart(before, mug);
    expect(before).toEqual(snapshot);
  });
});

describe("removeFromCart", () => {
  it("removes only the given line", () => {
    let items = addToCart([], panjabi, { color: "Red", size: "M" });
    items = addToCart(items, panjabi, { color: "Blue", size: "M" });
    items = addToCart(items, mug);

    const remaining = removeFromCart(items, cartLineId({ productId: "p1", selectedColor: "Red", selectedSize: "M" }));

    expect(remaining.map(cartLineId)).toEqual([
      cartLineId({ productId: "p1", selectedColor: "Blue", selectedSize: "M" }),
      cartLineId({ productId: "p2", selectedColor: null, selectedSize: null }),
    ]);
  });

  it("leaves the cart as it is for an unknown line", () => {
    const items = addToCart([], mug);
    expect(removeFromCart(items, "nope")).toEqual(items);
  });
});

describe("updateQuantity", () => {
  const items = addToCart(addToCart([], panjabi, { quantity: 2 }), mug);
  const panjabiLine = cartLineId({ productId: "p1", selectedColor: null, selectedSize: null });

  it("sets the quantity of the given line", () => {
    const updated = updateQuantity(items, panjabiLine, 5);
    expect(lineOf(updated, "p1")?.quantity).toBe(5);
    expect(lineOf(updated, "p2")?.quantity).toBe(1);
  });

  it("is ignored below 1", () => {
    expect(updateQuantity(items, panjabiLine, 0)).toBe(items);
    expect(updateQuantity(items, panjabiLine, -3)).toBe(items);
  });

  it("is ignored for a quantity that is not a whole number", () => {
    expect(updateQuantity(items, panjabiLine, 1.5)).toBe(items);
    expect(updateQuantity(items, panjabiLine, Number.NaN)).toBe(items);
  });
});

describe("cartTotal", () => {
  it("is 0 for an empty cart", () => {
    expect(cartTotal([])).toBe(0);
  });

  it("sums the discounted unit price × quantity over the lines", () => {
    let items = addToCart([], panjabi, { quantity: 2 }); // 1125 × 2
    items = addToCart(items, panjabiXl, { color: "Red", size: "XL", additionalPrice: 150 }); // 1260 × 1
    items = addToCart(items, mug, { quantity: 3 }); // 0.35 × 3

    expect(cartTotal(items)).toBe(2250 + 1260 + 1.05);
  });

  it("adds in minor units, so decimal amounts do not drift", () => {
    const items = addToCart(addToCart([], { ...mug, price: 0.1, finalPrice: 0.1 }), { ...mug, id: "p3", price: 0.2, finalPrice: 0.2 });
    expect(cartTotal(items)).toBe(0.3);
  });

  it("matches the sum of the line totals", () => {
    const items = addToCart(addToCart([], panjabi, { quantity: 3 }), mug, { quantity: 7 });
    expect(cartTotal(items)).toBe(lineTotal(items[0]!) + lineTotal(items[1]!));
  });
});

describe("cartCount", () => {
  it("counts units across lines", () => {
    const items = addToCart(addToCart([], panjabi, { quantity: 2 }), mug, { quantity: 3 });
    expect(cartCount(items)).toBe(5);
    expect(cartCount([])).toBe(0);
  });
});

describe("cartLineId", () => {
  it("tells lines apart by product, colour and size, and treats a missing variant as null", () => {
    const plain = cartLineId({ productId: "p1", selectedColor: null, selectedSize: null });
    expect(cartLineId({ productId: "p1", selectedColor: "Red", selectedSize: null })).not.toBe(plain);
    expect(cartLineId({ productId: "p1", selectedColor: null, selectedSize: "Red" })).not.toBe(
      cartLineId({ productId: "p1", selectedColor: "Red", selectedSize: null }),
    );
    expect(cartLineId({ productId: "p2", selectedColor: null, selectedSize: null })).not.toBe(plain);
  });
});
