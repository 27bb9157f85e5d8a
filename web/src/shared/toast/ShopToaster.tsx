import { useEffect } from "react";
import { createPortal } from "react-dom";
import toast, { Toaster, useToasterStore } from "react-hot-toast";
import { PHONE_MEDIA, useMediaQuery } from "../hooks/useMediaQuery";
import { useHydrated } from "../ssr/useHydrated";

/** At most this many toasts are shown at once (docs/behaviour.md#constants); the oldest are dismissed first. */
export const MAX_VISIBLE_TOASTS = 20;

/**
 * On phones toasts sit this far from the top: below the heading of a full-screen drawer (the cart's), so
 * "Added to cart" never covers "Your cart" (docs/storefront.md#toasts).
 */
export const PHONE_TOAST_TOP = "5rem";

/**
 * Toasts at the top centre (on phones a little lower, see PHONE_TOAST_TOP) with the durations of
 * docs/behaviour.md#constants. They live directly in `<body>`, marked `data-live-announcer`, so a
 * modal (the cart drawer) does not hide them from screen readers.
 */
export function ShopToaster() {
  const { toasts } = useToasterStore();
  const phone = useMediaQuery(PHONE_MEDIA);
  const hydrated = useHydrated();

  useEffect(() => {
    // The store lists the newest toast first.
    for (const extra of toasts.filter((item) => item.visible).slice(MAX_VISIBLE_TOASTS)) {
      toast.dismiss(extra.id);
    }
  }, [toasts]);

  // Its portal's place, `document.body`, exists only in the browser.
  if (!hydrated) return null;
  return createPortal(
    <div data-live-announcer="">
      <Toaster
        position="top-center"
        containerStyle={phone ? { top: PHONE_TOAST_TOP } : undefined}
        toastOptions={{
          duration: 4000,
          success: { duration: 2000 },
          error: { duration: 4000 },
          loading: { duration: Infinity },
        }}
      />
    </div>,
    document.body,
  );
}
