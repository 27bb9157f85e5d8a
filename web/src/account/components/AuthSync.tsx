import { useApolloClient } from "@apollo/client/react";
import { useAtom } from "jotai";
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from "react";
import { clearUserData } from "../auth/clearUserData";
import { authClientLoadAttempt, isAuthClientRequested, loadAuthClient, subscribeAuthClient } from "../auth/authClient";
import { findFirebaseSession } from "../auth/firebaseSession";
import { readSessionHint, type SessionHint, subscribeSessionHint, writeSessionHint } from "../auth/sessionHint";
import { authStart } from "../authStart";
import { authState } from "../state/authState";
import { UserRecordSync } from "./UserRecordSync";

const unknownHint = (): SessionHint => "unknown";
const notRequested = () => false;
const noAttempt = () => 0;

/**
 * Keeps the auth state in step with Firebase. The SDK is loaded only when a session may exist in
 * this browser or a screen asks for it (`authStart`); otherwise the state settles on "signed out"
 * at once (on a browser's first visit, while it looks for a session Firebase kept). Once loaded,
 * follows the signed-in user (and their ID token) and keeps the session hint in step, forgets the
 * previous person's data in the Apollo cache on sign-out or a change of account, and fetches the
 * shop's record of whoever is signed in.
 */
export function AuthSync() {
  const apollo = useApolloClient();
  const [state, dispatch] = useAtom(authState);
  const hint = useSyncExternalStore(subscribeSessionHint, readSessionHint, unknownHint);
  const requested = useSyncExternalStore(subscribeAuthClient, isAuthClientRequested, notRequested);
  const loadAttempt = useSyncExternalStore(subscribeAuthClient, authClientLoadAttempt, noAttempt);
  const start = authStart({ hint, clientRequested: requested });
  const previousUid = useRef<string | null>(null);

  // Before the first paint, so a guest sees "Sign in" rather than the header's placeholder.
  useLayoutEffect(() => {
    if (start !== "load") dispatch({ type: "userChanged", user: null });
  }, [dispatch, start]);

  useEffect(() => {
    if (start !== "check") return;
    let cancelled = false;
    // Writing the hint decides: `start` becomes "load" (Firebase then reports the user) or "guest".
    void findFirebaseSession().then((found) => {
      if (!cancelled) writeSessionHint(found);
    });
    return () => {
      cancelled = true;
    };
  }, [start]);

  useEffect(() => {
    if (start !== "load") return;
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;
    loadAuthClient(apollo).then(
      (client) => {
        if (cancelled) return;
        unsubscribe = client.onIdTokenChanged((user) => {
          const uid = user?.uid ?? null;
          if (previousUid.current !== null && uid !== previousUid.current) clearUserData(apollo.cache);
          previousUid.current = uid;
          writeSessionHint(user !== null);
          dispatch({ type: "userChanged", user });
        });
      },
      () => {
        // Sign-in is off or unreachable: carry on as a guest (the sign-in pages say why).
        if (!cancelled) dispatch({ type: "userChanged", user: null });
      },
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [apollo, dispatch, loadAttempt, start]);

  const { user } = state;
  // Not while a sign-in action is still running: registration names the account first.
  if (!user || state.pendingSignIns > 0) return null;
  return <UserRecordSync key={`${user.uid}:${String(state.recordAttempt)}`} uid={user.uid} />;
}
