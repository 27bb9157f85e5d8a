// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { PHONE_MEDIA } from "../hooks/useMediaQuery";
import { MAX_VISIBLE_TOASTS, PHONE_TOAST_TOP, ShopToaster } from "./ShopToaster";

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

  it("starts lower on phones, below the cart drawer's heading, and at the usual place on wider screens", () => {
    const original = window.matchMedia;
    const containerTop = () =>
      (screen.getByRole("status").closest("[data-live-announcer]")?.firstElementChild as HTMLElement | null)?.style.top;
    try {
      window.matchMedia = (query: string) =>
        ({ matches: query === PHONE_MEDIA, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList;
      render(<ShopToaster />);
      act(() => {
        toast.success("Added to cart");
      });
      expect(containerTop()).toBe(PHONE_TOAST_TOP);
      cleanup();

      window.matchMedia = (query: string) =>
        ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList;
      render(<ShopToaster />);
      expect(containerTop()).not.toBe(PHONE_TOAST_TOP);
    } finally {
      window.matchMedia = original;
    }
  });
});
