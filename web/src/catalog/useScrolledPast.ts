import { type RefObject, useEffect, useState } from "react";

/**
 * True once the element has scrolled out of view above the viewport (as an IntersectionObserver
 * sees it), false while it is in view or still below; false where there is no observer.
 */
export function useScrolledPast(ref: RefObject<Element | null>): boolean {
  const [scrolledPast, setScrolledPast] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setScrolledPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= (entry.rootBounds?.top ?? 0));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return scrolledPast;
}
