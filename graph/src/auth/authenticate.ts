import type { AppPrincipal } from "../apps/app-scope.js";
import type { AppService } from "../apps/app.service.js";
import type { User } from "../customers/user.entity.js";
import type { UserService } from "../customers/user.service.js";
import { AppError, ErrorCode, unauthenticated } from "../shared/errors.js";
import type { TokenVerifier } from "./token-verifier.js";

/** Firebase error codes that mean "sign in again", each with what to tell the person. */
const tokenProblems: Record<string, string> = {
  "auth/id-token-expired": "Your session has expired. Please sign in again.",
  "auth/id-token-revoked": "Your session was ended. Please sign in again.",
  "auth/not-configured": "Sign-in is not configured on this server.",
};

const accountDisabled = () => new AppError(ErrorCode.FORBIDDEN, "This account is disabled.");

/** A signed-in caller: the shop's record and what the verified token says about the email. */
export interface Caller {
  user: User;
  /** Firebase verified the email: only then may guest orders placed with it become this user's. */
  emailVerified: boolean;
}

/**
 * The request's caller, resolved on first use and memoised: null without an Authorization
 * header; UNAUTHENTICATED for a bad token; FORBIDDEN for a disabled account. Requests that
 * never ask (public catalog reads) never verify anything. Only the user record is written
 * (created on the first request, lastSeenAt now and then); nothing else, so any resolver may ask
 * who is calling. Claiming guest orders is an explicit step (the claimGuestOrders mutation).
 */
export function lazyCaller(
  authorization: string | undefined,
  verifier: TokenVerifier,
  services: { users: Pick<UserService, "recordVisit"> },
): () => Promise<Caller | null> {
  let resolved: Promise<Caller | null> | undefined;
  return () => {
    resolved ??= resolve();
    return resolved;
  };

  async function resolve(): Promise<Caller | null> {
    if (!authorization) return null;
    const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
    if (!match?.[1]) throw unauthenticated("The Authorization header must be `Bearer <Firebase ID token>`.");
    let token;
    try {
      token = await verifier.verify(match[1]);
    } catch (error) {
      const code = (error as { code?: string }).code ?? "";
      // Disabled in Firebase or in the shop: the same answer (docs/auth.md).
      if (code === "auth/user-disabled") throw accountDisabled();
      throw unauthenticated(tokenProblems[code] ?? "Your sign-in could not be verified. Please sign in again.");
    }
    const user = await services.users.recordVisit(token);
    if (user.disabled) throw accountDisabled();
    return { user, emailVerified: token.emailVerified };
  }
}

/**
 * The app calling with `token` (an `Authorization: Bearer shopapp_…` header), resolved on first
 * use and memoised: null without an app token; UNAUTHENTICATED for an unknown, rotated-out or
 * revoked one. The token is looked up in the database on every request (decision 052). Each
 * resolved request is counted for the app without waiting: a failed count is reported to
 * `onRecordFailed` and never fails or slows the request.
 */
export function lazyApp(
  token: string | null,
  apps: Pick<AppService, "authenticate" | "recordUse">,
  onRecordFailed: (error: unknown) => void,
): () => Promise<AppPrincipal | null> {
  let resolved: Promise<AppPrincipal | null> | undefined;
  return () => {
    resolved ??= resolve();
    return resolved;
  };

  async function resolve(): Promise<AppPrincipal | null> {
    if (!token) return null;
    const app = await apps.authenticate(token);
    apps.recordUse(app).catch(onRecordFailed);
    return app;
  }
}
