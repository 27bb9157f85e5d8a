import { lazy, Suspense, useEffect, useState } from "react";
import { useCart } from "../../cart/hooks/useCart";

const loadDrawer = () => import("../../cart/components/CartDrawer");
const CartDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.CartDrawer })));

/**
 * The cart drawer, out of the first render's JavaScript (docs/performance.md, the budget): its
 * chunk loads when the browser is idle after the page starts, and the drawer mounts the first time
 * the cart opens (or at once, when a reload finds it open), then stays mounted.
 */
export function LazyCartDrawer() {
  const { isOpen } = useCart();
  const [wanted, setWanted] = useState(false);

  // Set while rendering (React's pattern for state that follows a value): once wanted, always.
  if (isOpen && !wanted) setWanted(true);

  useEffect(() => {
    const preload = () => void loadDrawer().catch(() => undefined);
    if (typeof requestIdleCallback === "function") {
      const id = requestIdleCallback(preload, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(preload, 1000);
    return () => clearTimeout(timer);
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}
