/**
 * Where to go after signing in: the `next` query parameter (`/login?next=/my-profile`), else the
 * page the guard sent the person from (router state `from`), else the home page. Only paths of
 * this shop are followed, so a crafted link cannot send someone to another site.
 */

/** Router state a guard or the header's "Sign in" link passes to /login. */
export interface FromState {
  from?: { pathname?: unknown; search?: unknown; hash?: unknown };
}

/** A same-site path, or undefined for anything else (absolute URLs, `//host`, `/\host`). */
export function safeLocalPath(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return undefined;
  // Control characters (tabs, newlines) are dropped by URL parsing and could hide a `//`.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/u.test(value)) return undefined;
  return value;
}

const AUTH_PAGES = new Set(["/login", "/register"]);

function isAuthPage(path: string): boolean {
  return AUTH_PAGES.has(new URL(path, "http://shop.invalid").pathname);
}

export function redirectTarget(search: string, state: unknown): string {
  const next = safeLocalPath(new URLSearchParams(search).get("next"));
  if (next && !isAuthPage(next)) return next;
  const from = (state as FromState | null | undefined)?.from;
  if (from && typeof from.pathname === "string") {
    const path = safeLocalPath(
      `${from.pathname}${typeof from.search === "string" ? from.search : ""}${typeof from.hash === "string" ? from.hash : ""}`,
    );
    if (path && !isAuthPage(path)) return path;
  }
  return "/";
}

/** `/login?next=…` for a guest stopped at `path`. */
export function loginPathFor(path: string): string {
  return path === "/" ? "/login" : `/login?${new URLSearchParams({ next: path }).toString()}`;
}
