import { Suspense, type ReactNode } from "react";

/**
 * A part of a server-rendered page that React hydrates on its own, after the rest of the page.
 *
 * React hydrates each server-rendered Suspense boundary separately, at low priority, and yields to
 * the browser between components while it does; outside any boundary it hydrates the page in one
 * uninterrupted task. A few boundaries around the page's large parts turn a long freeze of the
 * main thread into short slices: the browser can paint and answer input in between, and a click on
 * a part not yet hydrated is replayed once it is. Nothing inside may suspend in the browser (pages
 * here never do): the fallback would then show, and it is empty.
 */
export function HydrateSeparately({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
