import type { NormalizedCacheObject } from "@apollo/client";

/** The id of the `<script type="application/json">` a server-rendered page carries its state in. */
export const SERVER_STATE_ID = "shop-state";

/** What a server render hands to the browser with the HTML. */
export interface ServerState {
  /** The Apollo cache the page was rendered from. */
  apollo: NormalizedCacheObject;
}

/**
 * The state a server render put into the page, or null when the page was not server-rendered (the
 * client-rendered routes, a server without the render bundle) or when run outside a browser.
 * It is JSON in a data block, not a script: the page's Content-Security-Policy allows no inline script.
 */
export function readServerState(): ServerState | null {
  if (typeof document === "undefined") return null;
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return null;
  }
}

/**
 * The state as the text of that data block: JSON with `<` escaped, so no value (a product name
 * with `</script>` in it) can close the element early.
 */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state).replace(/</g, "\\u003c");
}
