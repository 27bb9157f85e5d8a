/** What a signed-in or admin guard does with the current auth state. */
export type GuardDecision = "wait" | "login" | "forbidden" | "allow";

export interface GuardInput {
  /** The auth loading flag (docs/behaviour.md#states). */
  loading: boolean;
  /** The Firebase user, or null when signed out. */
  user: unknown;
  /** The role on the shop's record; undefined while it is unknown (or could not be fetched). */
  role: "CUSTOMER" | "ADMIN" | null | undefined;
  /** True for the admin area. */
  requireAdmin: boolean;
}

/**
 * - While auth is loading: wait (never send someone to /login before their state is known).
 * - Signed out: login (and come back afterwards).
 * - Signed in without the ADMIN role on an admin route: forbidden (the shop's error page).
 * - Otherwise: allow. The server checks the role again on every admin request.
 */
export function guardDecision({ loading, user, role, requireAdmin }: GuardInput): GuardDecision {
  if (loading) return "wait";
  if (user === null || user === undefined) return "login";
  if (requireAdmin && role !== "ADMIN") return "forbidden";
  return "allow";
}
