import { useApolloClient } from "@apollo/client/react";
import type { User } from "firebase/auth";
import { useSetAtom } from "jotai";
import { useMemo } from "react";
import { UpdateProfileDocument } from "../../gql/graphql";
import { authErrorCode } from "../authErrorMessage";
import { type FirebaseProfile, loadAuthClient } from "../auth/authClient";
import { writeSessionHint } from "../auth/sessionHint";
import { authState } from "../state/authState";

export interface AuthActions {
  signIn(email: string, password: string): Promise<void>;
  register(displayName: string, email: string, password: string): Promise<void>;
  signInWithGoogle(): Promise<void>;
  /** Resolves also for an unknown address, so the form cannot be used to probe for accounts. */
  sendPasswordReset(email: string): Promise<void>;
  /** Keeps the Firebase user's name and photo in step with the shop's record (docs/behaviour.md#roles). */
  updateFirebaseProfile(profile: FirebaseProfile): Promise<void>;
  signOut(): Promise<void>;
  /** Fetch the shop's record again after a failure. */
  retryRecord(): void;
}

/**
 * Sign-in, registration, password reset and sign-out. Every sign-in action sets the auth
 * loading flag until the new user's record has been fetched (docs/behaviour.md#states); failures reject with the
 * Firebase error, for `authErrorMessage`. Each action loads the Firebase SDK if it is not yet
 * loaded (and `AuthSync` then follows it); merely using the hook loads nothing, since the
 * header's account menu uses it on every page.
 */
export function useAuthActions(): AuthActions {
  const apollo = useApolloClient();
  const dispatch = useSetAtom(authState);

  return useMemo(() => {
    async function signInWith(action: () => Promise<User>): Promise<void> {
      dispatch({ type: "signInStarted" });
      let user: User;
      try {
        user = await action();
      } catch (error) {
        dispatch({ type: "signInFailed" });
        throw error;
      }
      writeSessionHint(true);
      dispatch({ type: "signInSucceeded", user });
    }

    return {
      signIn: (email, password) =>
        signInWith(async () => (await loadAuthClient(apollo)).signInWithEmail(email.trim(), password)),

      register: (displayName, email, password) =>
        signInWith(async () => {
          const name = displayName.trim();
          const user = await (await loadAuthClient(apollo)).register(email.trim(), password, name);
          // The shop's record takes the name too (the server creates it on this first request).
          try {
            await apollo.mutate({ mutation: UpdateProfileDocument, variables: { input: { displayName: name } } });
          } catch {
            // The account exists; the name can still be set on the profile page.
          }
          return user;
        }),

      signInWithGoogle: () => signInWith(async () => (await loadAuthClient(apollo)).signInWithGoogle()),

      async sendPasswordReset(email) {
        try {
          await (await loadAuthClient(apollo)).sendPasswordReset(email.trim());
        } catch (error) {
          if (authErrorCode(error) !== "user-not-found") throw error;
        }
      },

      async updateFirebaseProfile(profile) {
        await (await loadAuthClient(apollo)).updateProfile(profile);
      },

      async signOut() {
        await (await loadAuthClient(apollo)).signOut();
      },

      retryRecord: () => dispatch({ type: "recordRetried" }),
    };
  }, [apollo, dispatch]);
}
