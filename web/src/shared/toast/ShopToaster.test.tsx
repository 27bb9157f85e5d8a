// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { MAX_VISIBLE_TOASTS, ShopToaster } from "./ShopToaster";

describe("ShopToaster", () => {
  beforeAll(() => {
    // jsdom has no matchMedia; react-hot-toast asks it about reduced motion.
    window.matchMedia ??= (query: string) =>
      ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList;
  });
  afterEach(() => {
    act(() => toast.remove());
    cleanup();
  });

  it("shows at most 20 toasts at once, dismissing the oldest", async () => {
    render(<ShopToaster />);

    act(() => {
      for (let index = 1; index <= MAX_VISIBLE_TOASTS + 5; index += 1) toast(`Message ${index}`);
    });

    const shown = await screen.findAllByRole("status");
    expect(MAX_VISIBLE_TOASTS).toBe(20);
    expect(shown.length).toBeLessThanOrEqual(MAX_VISIBLE_TOASTS);
    expect(screen.queryByText(`Message ${MAX_VISIBLE_TOASTS + 5}`)).not.toBeNull();
    expect(screen.queryByText("Message 1")).toBeNull();
  });

  it("places toasts at the top centre, outside the app's root", () => {
    render(<ShopToaster />);
    act(() => {
      toast.success("Added to cart");
    });
    const message = screen.getByRole("status");
    expect(message.closest("[data-live-announcer]")?.parentElement).toBe(document.body);
  });
});
