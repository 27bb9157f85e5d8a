/**
 * Whether a Firebase session may exist in this browser, kept in localStorage. It lets a guest's
 * page settle on "signed out" at once, without downloading the Firebase SDK to be told so
 * (docs/decisions/031-firebase-loads-on-demand.md).
 *
 * - `signedIn`: a sign-in succeeded here, or Firebase last reported a signed-in user.
 * - `signedOut`: Firebase last reported nobody (signed out, expired), or a check found no session.
 * - `unknown`: never recorded in this browser (a first visit, or a session from before the hint).
 */
export type SessionHint = "signedIn" | "signedOut" | "unknown";

export const SESSION_HINT_KEY = "shop:authSession";

export function parseSessionHint(value: string | null): SessionHint {
  return value === "signedIn" || value === "signedOut" ? value : "unknown";
}

/** What was last written, for browsers whose storage refuses to keep it (blocked or full). */
let written: SessionHint | null = null;
const listeners = new Set<() => void>();

function storedHint(): SessionHint {
  try {
    return parseSessionHint(window.localStorage.getItem(SESSION_HINT_KEY));
  } catch {
    return "unknown";
  }
}

export function readSessionHint(): SessionHint {
  const stored = storedHint();
  return stored === "unknown" && written !== null ? written : stored;
}

export function writeSessionHint(signedIn: boolean): void {
  const hint: SessionHint = signedIn ? "signedIn" : "signedOut";
  const changed = readSessionHint() !== hint;
  written = hint;
  try {
    window.localStorage.setItem(SESSION_HINT_KEY, hint);
  } catch {
    // Kept in memory for this page only.
  }
  if (changed) for (const listener of listeners) listener();
}

/**
 * Calls `listener` when the hint changes, in this tab or another one (a sign-in in another tab
 * makes this one load Firebase and follow the session too).
 */
export function subscribeSessionHint(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_HINT_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}
