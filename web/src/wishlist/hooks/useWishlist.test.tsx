// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { createStore, Provider as JotaiProvider } from "jotai";
import type { ReactNode } from "react";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { WishlistProductInput } from "../wishlistItem";
import { useWishlist } from "./useWishlist";

vi.mock("react-hot-toast", () => {
  const toastFn = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() });
  return { default: toastFn };
});

const panjabi: WishlistProductInput = {
  id: "p1",
  name: "Cotton Panjabi",
  price: 1250,
  discount: 10,
  images: ["/uploads/panjabi.jpg"],
  slug: "cotton-panjabi",
  category: { name: "Men" },
};

function renderWishlist() {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => <JotaiProvider store={store}>{children}</JotaiProvider>;
  return renderHook(() => useWishlist(), { wrapper });
}

describe("useWishlist", () => {
  beforeEach(() => {
    localStorage.clear();
    vi.clearAllMocks();
  });
  afterEach(cleanup);

  it("toggles a product on with Added to wishlist, and off with '{name} Removed from wishlist'", () => {
    const { result } = renderWishlist();

    act(() => result.current.toggle(panjabi));
    expect(result.current.has("p1")).toBe(true);
    expect(result.current.count).toBe(1);
    expect(toast.success).toHaveBeenLastCalledWith("Added to wishlist");
    expect(JSON.parse(localStorage.getItem("wishlist") ?? "[]")).toHaveLength(1);

    act(() => result.current.toggle(panjabi));
    expect(result.current.has("p1")).toBe(false);
    expect(toast.success).toHaveBeenLastCalledWith("Cotton Panjabi Removed from wishlist");
  });

  it("says Failed to update wishlist when the wishlist cannot be saved", () => {
    const { result } = renderWishlist();
    const setItem = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("Quota exceeded", "QuotaExceededError");
    });
    try {
      act(() => result.current.toggle(panjabi));
    } finally {
      setItem.mockRestore();
    }
    expect(toast.error).toHaveBeenCalledWith("Failed to update wishlist");
  });

  it("reads a malformed stored wishlist as empty", () => {
    localStorage.setItem("wishlist", JSON.stringify([{ productId: 1 }]));
    const { result } = renderWishlist();
    expect(result.current.items).toEqual([]);
  });
});
