import type { App } from "firebase-admin/app";
import type { DecodedIdToken } from "firebase-admin/auth";
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

/** The part of firebase-admin's Auth the verifier uses. */
export interface IdTokenChecker {
  verifyIdToken(idToken: string, checkRevoked?: boolean): Promise<DecodedIdToken>;
}

let appCount = 0;

/**
 * Verifies ID tokens with firebase-admin: Google's signing keys for a real project, or the
 * emulator (unsigned tokens) when config opted into it, which config refuses in production.
 * Without a project id, sign-in is off and every token is refused.
 */
export function createTokenVerifier(config: AuthConfig): TokenVerifier {
  if (!config.projectId) {
    return {
      verify: () => Promise.reject(Object.assign(new Error("Sign-in is not configured on this server."), { code: "auth/not-configured" })),
      close: () => Promise.resolve(),
    };
  }
  if (config.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = config.emulatorHost;
  const { projectId } = config;
  const name = `shop-${++appCount}`;
  // firebase-admin (about 30 MB and 80 ms with its Google clients) loads with the first token to
  // check: public catalog reads never need it (docs/decisions/030-lean-process-memory-and-start.md).
  let opened: Promise<{ app: App; verifier: Pick<TokenVerifier, "verify"> }> | undefined;
  const open = () => {
    opened ??= Promise.all([import("firebase-admin/app"), import("firebase-admin/auth")]).then(([{ initializeApp }, { getAuth }]) => {
      const app = initializeApp({ projectId }, name);
      return { app, verifier: verifierOver(getAuth(app)) };
    });
    return opened;
  };
  return {
    verify: async (idToken) => (await open()).verifier.verify(idToken),
    async close() {
      if (!opened) return;
      const { app } = await opened;
      const { deleteApp } = await import("firebase-admin/app");
      await deleteApp(app);
    },
  };
}

/**
 * Every verification also asks Firebase whether the account was disabled or its sessions
 * revoked (`checkRevoked`): without it a disabled user keeps access until the token expires,
 * up to an hour. It costs one call to Firebase per request that needs the caller; public
 * catalog reads never verify anything.
 */
export function verifierOver(auth: IdTokenChecker): Pick<TokenVerifier, "verify"> {
  return {
    async verify(idToken) {
      const decoded = await auth.verifyIdToken(idToken, true);
      return {
        uid: decoded.uid,
        email: decoded.email?.toLowerCase() ?? null,
        emailVerified: decoded.email_verified === true,
        name: typeof decoded.name === "string" ? decoded.name : null,
        picture: decoded.picture ?? null,
      };
    },
  };
}
