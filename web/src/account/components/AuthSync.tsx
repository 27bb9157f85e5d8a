import { useApolloClient } from "@apollo/client/react";
import { useAtom } from "jotai";
import { useEffect } from "react";
import { clearUserData } from "../auth/clearUserData";
import { loadAuthClient } from "../auth/authClient";
import { authState } from "../state/authState";
import { UserRecordSync } from "./UserRecordSync";

/**
 * Keeps the auth state in step with Firebase: loads the SDK once the app has rendered, follows
 * the signed-in user (and their ID token), forgets the previous person's data in the Apollo
 * cache on sign-out or a change of account, and fetches the shop's record of whoever is signed in.
 */
export function AuthSync() {
  const apollo = useApolloClient();
  const [state, dispatch] = useAtom(authState);

  useEffect(() => {
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;
    let previousUid: string | null = null;
    loadAuthClient(apollo).then(
      (client) => {
        if (cancelled) return;
        unsubscribe = client.onIdTokenChanged((user) => {
          const uid = user?.uid ?? null;
          if (previousUid !== null && uid !== previousUid) clearUserData(apollo.cache);
          previousUid = uid;
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
  }, [apollo, dispatch]);

  const { user } = state;
  // Not while a sign-in action is still running: registration names the account first.
  if (!user || state.pendingSignIns > 0) return null;
  return <UserRecordSync key={`${user.uid}:${String(state.recordAttempt)}`} uid={user.uid} />;
}
