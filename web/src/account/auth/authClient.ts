/**
 * The Firebase Auth client, created lazily: the SDK is a chunk of its own, loaded only when needed
 * (docs/decisions/031-firebase-loads-on-demand.md), and configured from the server's `authConfig`
 * (API key, auth domain, project, and the emulator's URL in development and tests). Nothing here
 * imports Firebase statically.
 */
import type { ApolloClient } from "@apollo/client";
import type { User } from "firebase/auth";
import { AuthConfigDocument } from "../../gql/graphql";
import { SIGN_IN_UNAVAILABLE } from "../authErrorMessage";
import type { AuthClient } from "./authClientContract";

export type { AuthClient, FirebaseProfile } from "./authClientContract";

let client: AuthClient | null = null;
let pending: Promise<AuthClient> | null = null;
let requested = false;
/** Bumped whenever a load starts, so `AuthSync` also follows a retry after a failed load. */
let loadAttempt = 0;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Says a screen needs the auth client: `AuthSync` then loads it and follows the signed-in user. */
export function requestAuthClient(): void {
  if (requested) return;
  requested = true;
  notify();
}

export function isAuthClientRequested(): boolean {
  return requested;
}

export function authClientLoadAttempt(): number {
  return loadAttempt;
}

/** Calls `listener` when the client is first requested and whenever a load starts. */
export function subscribeAuthClient(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The auth client, created on first use (which counts as a request). Rejects with code
 * `shop/sign-in-unavailable` when the server has sign-in turned off; a failed attempt is retried
 * on the next call.
 */
export function loadAuthClient(apollo: ApolloClient): Promise<AuthClient> {
  requested = true;
  if (pending) return pending;
  loadAttempt += 1;
  pending = (async () => {
    const { data } = await apollo.query({ query: AuthConfigDocument });
    const config = data?.authConfig;
    if (!config) throw Object.assign(new Error("Sign-in is not configured on this server."), { code: SIGN_IN_UNAVAILABLE });
    const { createFirebaseAuth } = await import("./firebaseAuth");
    client = createFirebaseAuth(config);
    return client;
  })().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  notify();
  return pending;
}

/** The signed-in Firebase user right now; null when signed out or before the SDK has loaded. */
export function currentAuthUser(): User | null {
  return client?.currentUser() ?? null;
}
