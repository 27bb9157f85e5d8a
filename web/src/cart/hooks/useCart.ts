import { useAtom } from "jotai";
import { useCallback, useMemo } from "react";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { trackPixel } from "../../shared/pixel/trackPixel";
import { type AddToCartOptions, type CartItem, type CartProductInput, cartLineId } from "../cartItem";
import { addToCart, cartCount, cartTotal, lineTotal, removeFromCart, updateQuantity as setLineQuantity } from "../cartLogic";
import { cartState } from "../state/cartState";
import { useStoredAtom } from "../../shared/storage/useStoredAtom";
import { isCartOpenState } from "../state/isCartOpenState";
import { justAddedState } from "../state/justAddedState";

/** Nothing stored: what a server render shows (see useStoredAtom). */
const NONE_STORED: never[] = [];

export interface UseCartResult {
  items: CartItem[];
  /** Units in the cart (the header badge). */
  count: number;
  /** Σ final unit price × quantity, in major units. */
  total: number;
  /** Whether the cart drawer is open. */
  isOpen: boolean;
  /** The product just added, while the drawer its add opened is open (the drawer says so); else null. */
  justAdded: string | null;
  open(): void;
  close(): void;
  /** Adds the product and opens the drawer, which says "Added to cart" (no toast: it would cover the drawer's lines). */
  add(product: CartProductInput, options?: AddToCartOptions): void;
  /** Adds the product without opening the drawer and goes to /checkout. */
  buyNow(product: CartProductInput, options?: AddToCartOptions): void;
  remove(lineId: string): void;
  updateQuantity(lineId: string, quantity: number): void;
  /** Goes to /checkout and closes the drawer; refuses an empty cart. */
  checkout(): void;
  clear(): void;
}

/** The cart: its lines and derived totals, the drawer flag, and every cart action with its toasts (docs/behaviour.md#states, #messages). */
export function useCart(): UseCartResult {
  const [items, setItems] = useStoredAtom(cartState, NONE_STORED);
  const [isOpen, setIsOpen] = useStoredAtom(isCartOpenState, false);
  const navigate = useNavigate();

  const [justAdded, setJustAdded] = useAtom(justAddedState);

  const open = useCallback(() => {
    setJustAdded(null);
    setIsOpen(true);
  }, [setIsOpen, setJustAdded]);
  const close = useCallback(() => {
    setJustAdded(null);
    setIsOpen(false);
  }, [setIsOpen, setJustAdded]);

  /** Adds to the cart; true on success. Every failure is reported the same way (docs/behaviour.md#messages). */
  const addLine = useCallback(
    (product: CartProductInput, options?: AddToCartOptions): boolean => {
      try {
        let next: CartItem[] = [];
        setItems((previous) => (next = addToCart(previous, product, options)));
        const lineId = cartLineId({ productId: product.id, selectedColor: options?.color ?? null, selectedSize: options?.size ?? null });
        const line = next.find((item) => cartLineId(item) === lineId);
        trackPixel("AddToCart", {
          content_ids: [product.id],
          content_name: product.name,
          content_type: "product",
          value: line ? lineTotal({ ...line, quantity: options?.quantity ?? 1 }) : undefined,
        });
        return true;
      } catch {
        toast.error("Failed to add to cart");
        return false;
      }
    },
    [setItems],
  );

  const add = useCallback(
    (product: CartProductInput, options?: AddToCartOptions) => {
      if (!addLine(product, options)) return;
      setJustAdded(product.name);
      setIsOpen(true);
    },
    [addLine, setIsOpen, setJustAdded],
  );

  const buyNow = useCallback(
    (product: CartProductInput, options?: AddToCartOptions) => {
      if (!addLine(product, options)) return;
      toast.success("Proceeding to checkout...");
      void navigate("/checkout");
    },
    [addLine, navigate],
  );

  const remove = useCallback(
    (lineId: string) => {
      try {
        setItems((previous) => removeFromCart(previous, lineId));
      } catch {
        toast.error("Failed to remove item");
      }
    },
    [setItems],
  );

  const updateQuantity = useCallback(
    (lineId: string, quantity: number) => {
      try {
        setItems((previous) => setLineQuantity(previous, lineId, quantity));
      } catch {
        toast.error("Failed to update quantity");
      }
    },
    [setItems],
  );

  const total = useMemo(() => cartTotal(items), [items]);

  const checkout = useCallback(() => {
    if (items.length === 0) {
      toast.error("Your cart is empty");
      return;
    }
    trackPixel("InitiateCheckout", {
      content_ids: items.map((item) => item.productId),
      content_type: "product",
      num_items: cartCount(items),
      value: total,
    });
    setIsOpen(false);
    // Tells the checkout page that InitiateCheckout has been sent for this visit.
    void navigate("/checkout", { state: { checkoutTracked: true } });
  }, [items, total, setIsOpen, navigate]);

  const clear = useCallback(() => setItems([]), [setItems]);

  return {
    items,
    count: cartCount(items),
    total,
    isOpen,
    justAdded: isOpen ? justAdded : null,
    open,
    close,
    add,
    buyNow,
    remove,
    updateQuantity,
    checkout,
    clear,
  };
}
