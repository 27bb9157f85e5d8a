import type { AuthChecker } from "type-graphql";
import type { RequestContext } from "../api/context.js";
import type { UserRole } from "../customers/user.entity.js";
import { forbidden, unauthenticated } from "../shared/errors.js";

/**
 * `@Authorized()` needs a signed-in, enabled user; `@Authorized(UserRole.ADMIN)` also the role.
 * Throws (rather than returning false) so the client gets UNAUTHENTICATED or FORBIDDEN.
 */
export const authChecker: AuthChecker<RequestContext, UserRole> = async ({ context }, roles) => {
  const user = await context.currentUser();
  if (!user) throw unauthenticated();
  if (roles.length && !roles.includes(user.role)) throw forbidden("This needs an admin account.");
  return true;
};
