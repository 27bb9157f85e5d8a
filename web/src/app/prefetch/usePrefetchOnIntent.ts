import type { ApolloClient } from "@apollo/client";
import { useEffect } from "react";
import type { RouteObject } from "react-router";
import { prefetchPage } from "./prefetchPage";

/**
 * How long the pointer rests on a link before its page is fetched: long enough that sweeping across
 * a grid fetches nothing, short against the 200–300 ms between resting on a link and clicking it.
 */
export const HOVER_INTENT_MS = 60;

/** The same-origin link an event happened in, if any (not new tabs or downloads). */
function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest("a[href]");
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  return link;
}

/** Whether the shopper asked the browser to save data (Chromium's Network Information API). */
function savesData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/**
 * Fetches a linked page's chunk and data when a shopper shows the intent to open it: the pointer
 * resting on the link, keyboard focus on it, or a finger touching it. Listens once on the document,
 * so every link of the shop takes part, whoever renders it.
 *
 * A hook of the browser's root component rather than a component of its own: a component beside
 * the router would give the browser's tree another shape than the server's, and every `useId`
 * below it another value than the server rendered (labels would no longer name their fields).
 */
export function usePrefetchOnIntent(client: ApolloClient, routes: RouteObject[]): void {
  useEffect(() => {
    if (savesData()) return;
    const prefetch = (link: HTMLAnchorElement) => prefetchPage(client, routes, link.href, window.location.origin);
    let pending: { link: HTMLAnchorElement; timer: number } | null = null;
    const cancel = () => {
      if (pending) window.clearTimeout(pending.timer);
      pending = null;
    };

    const onPointerOver = (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      const link = linkOf(event.target);
      if (!link || link === pending?.link) return;
      cancel();
      if (link.href === window.location.href) return;
      pending = { link, timer: window.setTimeout(() => prefetch(link), HOVER_INTENT_MS) };
    };
    const onPointerOut = (event: PointerEvent) => {
      if (pending && !(event.relatedTarget instanceof Node && pending.link.contains(event.relatedTarget))) cancel();
    };
    const onNow = (event: Event) => {
      const link = linkOf(event.target);
      if (link) prefetch(link);
    };

    document.addEventListener("pointerover", onPointerOver);
    document.addEventListener("pointerout", onPointerOut);
    document.addEventListener("focusin", onNow);
    document.addEventListener("touchstart", onNow, { passive: true });
    return () => {
      cancel();
      document.removeEventListener("pointerover", onPointerOver);
      document.removeEventListener("pointerout", onPointerOut);
      document.removeEventListener("focusin", onNow);
      document.removeEventListener("touchstart", onNow);
    };
  }, [client, routes]);
}
