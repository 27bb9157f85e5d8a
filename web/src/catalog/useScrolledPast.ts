import { useEffect, useState } from "react";

/**
 * Whether an element has scrolled out of view above the viewport, and the ref that names the
 * element. Watched with an IntersectionObserver, checked again on every scroll, and watched anew
 * whenever the element is replaced: an observer left on a replaced element, or a crossing it did
 * not report, would keep the answer false for good (the sticky buy bar never showed on phones).
 */
export function useScrolledPast<T extends Element>(): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [scrolledPast, setScrolledPast] = useState(false);
  useEffect(() => {
    if (!element) return;
    const check = () => {
      const rect = element.getBoundingClientRect();
      setScrolledPast(rect.height > 0 && rect.bottom <= 0);
    };
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(check);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    const observer =
      typeof IntersectionObserver === "undefined"
        ? null
        : new IntersectionObserver(([entry]) => {
            if (entry) setScrolledPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= (entry.rootBounds?.top ?? 0));
          });
    observer?.observe(element);
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
      observer?.disconnect();
    };
  }, [element]);
  return [setElement, scrolledPast];
}
