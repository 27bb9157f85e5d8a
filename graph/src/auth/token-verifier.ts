import { type App, deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import type { AuthConfig } from "../config.js";

/** What the server takes from a verified Firebase ID token. */
export interface VerifiedToken {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

export interface TokenVerifier {
  /** Resolves for a valid token; rejects with a Firebase error (`code` auth/…) otherwise. */
  verify(idToken: string): Promise<VerifiedToken>;
  close(): Promise<void>;
}

let appCount = 0;

/**
 * Verifies ID tokens with firebase-admin: Google's signing keys for a real project, or the
 * emulator (unsigned tokens) when FIREBASE_AUTH_EMULATOR_HOST is set, which config refuses
 * in production. Without a project id, sign-in is off and every token is refused.
 */
export function createTokenVerifier(config: AuthConfig): TokenVerifier {
  if (!config.projectId) {
    return {
      verify: () => Promise.reject(Object.assign(new Error("Sign-in is not configured on this server."), { code: "auth/not-configured" })),
      close: () => Promise.resolve(),
    };
  }
  if (config.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = config.emulatorHost;
  const app: App = initializeApp({ projectId: config.projectId }, `shop-${++appCount}`);
  const auth = getAuth(app);
  return {
    async verify(idToken) {
      const decoded = await auth.verifyIdToken(idToken);
      return {
        uid: decoded.uid,
        email: decoded.email?.toLowerCase() ?? null,
        emailVerified: decoded.email_verified === true,
        name: typeof decoded.name === "string" ? decoded.name : null,
        picture: decoded.picture ?? null,
      };
    },
    close: () => deleteApp(app),
  };
}
