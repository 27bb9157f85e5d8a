/** What the shop does with Firebase Auth, apart from how the SDK is loaded (`authClient.ts`). */
import type { User } from "firebase/auth";

/** Profile fields kept in step on the Firebase user (docs/behaviour.md#roles). */
export interface FirebaseProfile {
  displayName: string | null;
  photoURL: string | null;
}

/** What the shop does with Firebase Auth; `firebaseAuth.ts` implements it. */
export interface AuthClient {
  currentUser(): User | null;
  /** Calls `listener` with the current user now and whenever it or its ID token changes. */
  onIdTokenChanged(listener: (user: User | null) => void): () => void;
  signInWithEmail(email: string, password: string): Promise<User>;
  /** Creates the account and sets its display name. */
  register(email: string, password: string, displayName: string): Promise<User>;
  /** Google sign-in in a 500×600 popup (docs/behaviour.md#constants). */
  signInWithGoogle(): Promise<User>;
  sendPasswordReset(email: string): Promise<void>;
  updateProfile(profile: FirebaseProfile): Promise<void>;
  signOut(): Promise<void>;
}
