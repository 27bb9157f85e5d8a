import type { SessionHint } from "./auth/sessionHint";

/**
 * What `AuthSync` does about Firebase now (docs/decisions/031-firebase-loads-on-demand.md):
 *
 * - `load`: load the SDK and follow it, because a screen needs it (sign-in, a guarded page, an
 *   auth action) or a session may exist in this browser.
 * - `guest`: nobody is signed in here: settle on "signed out" without the SDK.
 * - `check`: the hint is unknown (a first visit, or a session from before the hint): settle on
 *   "signed out" too, so a first visit is not kept waiting, and look for a session Firebase kept.
 */
export type AuthStart = "load" | "guest" | "check";

export interface AuthStartInput {
  hint: SessionHint;
  /** Something asked for the auth client (it stays asked for the rest of the page's life). */
  clientRequested: boolean;
}

export function authStart({ hint, clientRequested }: AuthStartInput): AuthStart {
  if (clientRequested || hint === "signedIn") return "load";
  return hint === "signedOut" ? "guest" : "check";
}
