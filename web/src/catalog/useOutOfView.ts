import { type RefObject, useEffect, useState } from "react";

/**
 * True while the element is entirely outside the viewport (scrolled above it or still below it),
 * as an IntersectionObserver sees it; false until the observer first reports, and where there is none.
 */
export function useOutOfView(ref: RefObject<Element | null>): boolean {
  const [outOfView, setOutOfView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setOutOfView(!entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return outOfView;
}
