import type { AuthChecker } from "type-graphql";
import type { RequestContext } from "../api/context.js";
import { forbidden, unauthenticated } from "../shared/errors.js";
import { assertAppMay, type Requirement, scopesAmong } from "./access.js";

/**
 * `@Authorized()` needs a signed-in, enabled person; `@Authorized(UserRole.ADMIN)` also the role,
 * and `@Authorized(UserRole.ADMIN, scope, …)` lets an app holding the scope (any of them) in too (auth/access.ts).
 * Throws (rather than returning false) so the client gets UNAUTHENTICATED or FORBIDDEN.
 */
export const authChecker: AuthChecker<RequestContext, Requirement> = async ({ context }, requirements) => {
  const app = await context.currentApp();
  if (app) {
    // `@SignedIn` (no requirements) is a shopper's own account: not an app's.
    assertAppMay(app, scopesAmong(requirements));
    return true;
  }
  const user = await context.currentUser();
  if (!user) throw unauthenticated();
  if (requirements.length && !requirements.includes(user.role)) throw forbidden("This needs an admin account.");
  return true;
};
