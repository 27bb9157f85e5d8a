import { describe, expect, it } from "vitest";
import { rulesResolver } from "../../../shared/forms/rulesResolver";
import {
  EMPTY_PRODUCT,
  followingSlug,
  fromProduct,
  liveFinalPrice,
  productFormRowRules,
  productFormRules,
  type ProductFormValues,
  type StoredProduct,
  toProductInput,
  variantColors,
} from "./productForm";

const filled: ProductFormValues = {
  ...EMPTY_PRODUCT,
  name: "  Linen Shirt ",
  slug: "",
  description: "<p></p>",
  price: "1250.50",
  discount: "10",
  categoryId: "cat-1",
  sku: "LIN-1",
  stock: "99",
  shippingCost: "",
  tags: "linen, summer ,, ",
  additionalInfo: "Cash on delivery\n\n  Hand wash  ",
  specifications: [{ feature: " Fabric ", value: "Linen" }],
  variants: [
    { color: "White", size: "M", additionalPrice: "", stock: "3", sku: " LIN-1-WM " },
    { color: "Blue", size: "L", additionalPrice: "50.25", stock: "4", sku: "" },
  ],
  images: [
    { url: "/uploads/images/a/1280.webp", alt: " Front ", color: "White" },
    { url: "/uploads/images/b/640.webp", alt: "", color: "" },
  ],
};

const options = { fields: {}, shouldUseNativeValidation: false };

describe("toProductInput", () => {
  it("turns the typed text into the API's numbers and lists", () => {
    expect(toProductInput(filled)).toEqual({
      name: "Linen Shirt",
      slug: null,
      description: "",
      price: 1250.5,
      discount: 10,
      categoryId: "cat-1",
      subCategory: null,
      brand: null,
      sku: "LIN-1",
      // With variants the stock is theirs summed, whatever the field says.
      stock: 7,
      shippingCost: 0,
      status: "ACTIVE",
      featured: false,
      tags: ["linen", "summer"],
      warranty: null,
      returnPolicy: null,
      specifications: [{ feature: "Fabric", value: "Linen" }],
      additionalInfo: ["Cash on delivery", "Hand wash"],
      variants: [
        // A variant's SKU is optional: empty is none.
        { color: "White", size: "M", additionalPrice: 0, stock: 3, sku: "LIN-1-WM" },
        { color: "Blue", size: "L", additionalPrice: 50.25, stock: 4, sku: null },
      ],
      images: [
        { url: "/uploads/images/a/1280.webp", alt: "Front", color: "White" },
        { url: "/uploads/images/b/640.webp", alt: null, color: null },
      ],
    });
  });

  it("sends the product's own stock without variants, empty as 0", () => {
    expect(toProductInput({ ...filled, variants: [], stock: "12" }).stock).toBe(12);
    expect(toProductInput({ ...filled, variants: [], stock: "" }).stock).toBe(0);
  });
});

describe("fromProduct", () => {
  const stored: StoredProduct = {
    name: "Linen Shirt",
    slug: "linen-shirt",
    description: "<p>Cool</p>",
    price: 1250.5,
    discount: 0,
    category: { id: "cat-1" },
    subCategory: "Shirts",
    brand: null,
    sku: "LIN-1",
    stock: 7,
    shippingCost: 60,
    status: "DRAFT",
    featured: true,
    tags: ["linen", "summer"],
    warranty: null,
    returnPolicy: "7 days",
    specifications: [{ feature: "Fabric", value: "Linen" }],
    additionalInfo: ["Cash on delivery", "Hand wash"],
    variants: [{ color: "Blue", size: "L", additionalPrice: 50.25, stock: 7, sku: "LIN-1-BL" }],
    media: [{ url: "/uploads/images/a/1280.webp", alt: "Front", color: "Blue" }],
  };

  it("shows money with two decimals and lists as the form types them", () => {
    expect(fromProduct(stored)).toMatchObject({
      price: "1250.50",
      discount: "",
      shippingCost: "60.00",
      subCategory: "Shirts",
      brand: "",
      tags: "linen, summer",
      additionalInfo: "Cash on delivery\nHand wash",
      variantOptions: { colors: ["Blue"], sizes: ["L"] },
      variants: [{ color: "Blue", size: "L", additionalPrice: "50.25", stock: "7", sku: "LIN-1-BL" }],
      images: [{ url: "/uploads/images/a/1280.webp", alt: "Front", color: "Blue" }],
    });
  });

  it("round-trips through the input", () => {
    const input = toProductInput(fromProduct(stored));
    expect(input).toMatchObject({ price: 1250.5, discount: 0, shippingCost: 60, tags: ["linen", "summer"], status: "DRAFT", featured: true });
    expect(input.variants).toEqual([{ color: "Blue", size: "L", additionalPrice: 50.25, stock: 7, sku: "LIN-1-BL" }]);
    expect(fromProduct({ ...stored, variants: [{ ...stored.variants[0]!, sku: null }] }).variants[0]!.sku).toBe("");
    expect(input.images).toEqual([{ url: "/uploads/images/a/1280.webp", alt: "Front", color: "Blue" }]);
    expect(toProductInput(fromProduct({ ...stored, media: [{ url: "/a.webp", alt: "", color: null }] })).images).toEqual([{ url: "/a.webp", alt: null, color: null }]);
  });
});

describe("variantColors", () => {
  it("lists each colour once, as first typed, blanks left out", () => {
    expect(variantColors([
      { color: " Navy ", size: "M", additionalPrice: "", stock: "1", sku: "" },
      { color: "navy", size: "L", additionalPrice: "", stock: "1", sku: "" },
      { color: "", size: "S", additionalPrice: "", stock: "1", sku: "" },
      { color: "Sky Blue", size: "M", additionalPrice: "", stock: "1", sku: "" },
    ])).toEqual(["Navy", "Sky Blue"]);
  });
});

describe("followingSlug", () => {
  it("follows the name while empty or still derived", () => {
    expect(followingSlug("", "Linen Shirt", "")).toBe("linen-shirt");
    expect(followingSlug("Linen Shirt", "Linen Shirt Blue", "linen-shirt")).toBe("linen-shirt-blue");
  });

  it("keeps a slug the admin typed", () => {
    expect(followingSlug("Linen Shirt", "Linen Shirt Blue", "summer-linen")).toBe("summer-linen");
  });
});

describe("liveFinalPrice", () => {
  it("applies the shop's price rule (the final price rounded half-up)", () => {
    expect(liveFinalPrice("1999", "10", "MINOR")).toBe(1799.1);
    // 0.05 × 50% = 0.025 → 0.03
    expect(liveFinalPrice("0.05", "50", "MINOR")).toBe(0.03);
    expect(liveFinalPrice("100", "", "MINOR")).toBe(100);
  });

  it("rounds to whole units when the shop does", () => {
    expect(liveFinalPrice("1999", "10", "WHOLE")).toBe(1799);
    expect(liveFinalPrice("2650.50", "", "WHOLE")).toBe(2651);
  });

  it("is null while the price or discount is not valid", () => {
    expect(liveFinalPrice("", "10", "MINOR")).toBeNull();
    expect(liveFinalPrice("12.345", "", "MINOR")).toBeNull();
    expect(liveFinalPrice("10", "101", "MINOR")).toBeNull();
  });
});

describe("the form's rules", () => {
  const resolve = rulesResolver<ProductFormValues>(productFormRules, productFormRowRules);

  it("pass a complete product", async () => {
    expect((await resolve(filled, undefined, options)).errors).toEqual({});
  });

  it("report each row's problems at its own path, and each tag's", async () => {
    const values: ProductFormValues = {
      ...filled,
      tags: "ok, " + "x".repeat(51),
      variants: [filled.variants[0]!, { color: "", size: "L", additionalPrice: "1.234", stock: "", sku: "HAS SPACE" }],
      images: [{ url: "javascript:alert(1)", alt: "", color: "" }],
    };
    const { errors } = await resolve(values, undefined, options);
    expect(errors.tags?.message).toBe("A tag has at most 50 characters.");
    expect(errors.variants?.[0]).toBeUndefined();
    expect(errors.variants?.[1]?.color?.message).toBe("Every variant needs a colour.");
    expect(errors.variants?.[1]?.additionalPrice?.message).toMatch(/additional price/u);
    expect(errors.variants?.[1]?.stock?.message).toBe("Please enter the stock.");
    expect(errors.variants?.[1]?.sku?.message).toBe("A SKU has no spaces.");
    expect(errors.images?.[0]?.url?.message).toBe("Use an uploaded image (/uploads/…) or an http(s) URL.");
  });
});
