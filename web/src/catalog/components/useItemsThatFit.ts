import { useEffect, useState, type RefObject } from "react";

/**
 * How many of a one-row list's items fit on its first line, or null until measured (the server's
 * render, the first paint). The list wraps its items and clips every line but the first, so what
 * does not fit is out of sight before any script runs; this counts the items still on the first
 * line, whenever the list's width or items change. `skip` items at the start (e.g. "All products")
 * are not counted: the count is of the items after them.
 */
export function useItemsThatFit(listRef: RefObject<HTMLElement | null>, skip: number, itemCount: number): number | null {
  const [fit, setFit] = useState<number | null>(null);

  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === "undefined") return;
    const measure = () => {
      const items = Array.from(list.children) as HTMLElement[];
      const firstLine = items[0]?.offsetTop ?? 0;
      const wrapped = items.slice(skip).findIndex((item) => item.offsetTop > firstLine);
      setFit(wrapped === -1 ? items.length - skip : wrapped);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    measure();
    // A web font arriving changes the items' widths, not the list's.
    void document.fonts?.ready.then(measure);
    return () => observer.disconnect();
  }, [listRef, skip, itemCount]);

  return fit;
}
