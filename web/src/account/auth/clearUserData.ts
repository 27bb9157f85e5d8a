import type { ApolloCache } from "@apollo/client";

/**
 * Root fields whose answer depends on who is signed in. Later user-scoped queries (orders…)
 * are added here so they are forgotten on sign-out too.
 */
export const USER_ROOT_FIELDS = ["me", "myOrders"] as const;

/**
 * Forgets everything in the Apollo cache that belongs to the signed-in person (their record and
 * user-scoped root fields), leaving the public catalog cached. Called on sign-out and when
 * another account signs in.
 */
export function clearUserData(cache: ApolloCache): void {
  for (const fieldName of USER_ROOT_FIELDS) cache.evict({ id: "ROOT_QUERY", fieldName });
  for (const id of Object.keys(cache.extract() as Record<string, unknown>)) {
    if (id.startsWith("User:")) cache.evict({ id });
  }
  cache.gc();
}
