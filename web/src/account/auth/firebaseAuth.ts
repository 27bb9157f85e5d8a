/**
 * The Firebase SDK behind `AuthClient`: loaded on demand by `authClient.ts`, so it is a chunk of
 * its own. With the Auth emulator (development and tests) it connects to `emulatorUrl`.
 */
import { initializeApp } from "firebase/app";
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  GoogleAuthProvider,
  onIdTokenChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
} from "firebase/auth";
import type { AuthConfigQuery } from "../../gql/graphql";
import type { AuthClient } from "./authClientContract";

type AuthConfig = NonNullable<AuthConfigQuery["authConfig"]>;

export function createFirebaseAuth(config: AuthConfig): AuthClient {
  const app = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId });
  const auth = getAuth(app);
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  // Firebase's own messages (password reset email) in the browser's language.
  auth.useDeviceLanguage();

  return {
    currentUser: () => auth.currentUser,
    onIdTokenChanged: (listener) => onIdTokenChanged(auth, listener),
    async signInWithEmail(email, password) {
      return (await signInWithEmailAndPassword(auth, email, password)).user;
    },
    async register(email, password, displayName) {
      const { user } = await createUserWithEmailAndPassword(auth, email, password);
      await updateProfile(user, { displayName });
      return user;
    },
    async signInWithGoogle() {
      const provider = new GoogleAuthProvider();
      // Let people pick among their Google accounts instead of silently reusing the last one.
      provider.setCustomParameters({ prompt: "select_account" });
      // Firebase opens the popup at 500×600 itself (docs/behaviour.md#constants).
      return (await signInWithPopup(auth, provider)).user;
    },
    async sendPasswordReset(email) {
      await sendPasswordResetEmail(auth, email);
    },
    async updateProfile(profile) {
      const user = auth.currentUser;
      if (!user) return;
      // Firebase removes a value given as an empty string.
      await updateProfile(user, { displayName: profile.displayName ?? "", photoURL: profile.photoURL ?? "" });
    },
    signOut: () => signOut(auth),
  };
}
