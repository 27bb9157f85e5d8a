import { describe, expect, it } from "vitest";
import type { WishlistProductInput } from "./wishlistItem";
import { isInWishlist, toggleWishlist } from "./wishlistLogic";

const panjabi: WishlistProductInput = {
  id: "p1",
  name: "Cotton Panjabi",
  price: 1250,
  discount: 10,
  images: ["/uploads/panjabi.jpg", "/uploads/panjabi-back.jpg"],
  slug: "cotton-panjabi",
  category: { name: "Men" },
};

const mug: WishlistProductInput = {
  id: "p2",
  name: "Clay Mug",
  price: 300,
  discount: 0,
  images: [],
  slug: "clay-mug",
  category: { name: "Home" },
};

describe("toggleWishlist", () => {
  it("adds a product that is not on the wishlist, with its first image and category name", () => {
    expect(toggleWishlist([], panjabi)).toEqual([
      {
        productId: "p1",
        name: "Cotton Panjabi",
        price: 1250,
        image: "/uploads/panjabi.jpg",
        slug: "cotton-panjabi",
        discount: 10,
        category: "Men",
      },
    ]);
  });

  it("removes a product that is on the wishlist, keeping the others", () => {
    const items = toggleWishlist(toggleWishlist([], panjabi), mug);
    const after = toggleWishlist(items, panjabi);
    expect(after.map((item) => item.productId)).toEqual(["p2"]);
  });

  it("adds, then removes, on consecutive toggles", () => {
    const once = toggleWishlist([], mug);
    expect(isInWishlist(once, "p2")).toBe(true);
    expect(once[0]?.image).toBe("");
    const twice = toggleWishlist(once, mug);
    expect(twice).toEqual([]);
    expect(isInWishlist(twice, "p2")).toBe(false);
  });
});
