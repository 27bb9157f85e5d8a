import { type ArgsDictionary, Authorized, Extensions, type MiddlewareFn, UseMiddleware } from "type-graphql";
import type { RequestContext } from "../api/context.js";
import { type User, UserRole } from "../customers/user.entity.js";
import { forbidden } from "../shared/errors.js";

/**
 * Who may do what, in one place. Every query and mutation declares who may call it, and the
 * declaration is visible in the built schema (`extensions.access`), so tests can check each
 * operation's guard, including ones added later. A root field without a declaration fails the
 * access test. The rules on records (whose user record is readable) are below, for GraphQL and
 * REST alike.
 */
export type Access = "PUBLIC" | "SIGNED_IN" | "ADMIN";

type MethodDecorator = (target: object, propertyKey: string | symbol, descriptor: PropertyDescriptor) => void;

function both(...decorators: MethodDecorator[]): MethodDecorator {
  return (target, key, descriptor) => {
    for (const decorate of decorators) decorate(target, key, descriptor);
  };
}

/** Anyone, signed in or not. */
export const Public = (): MethodDecorator => Extensions({ access: "PUBLIC" satisfies Access }) as MethodDecorator;

/**
 * Anyone, except that the arguments `when` picks out need an admin: FORBIDDEN with `refusal` for
 * anyone else. The schema shows it as `access: PUBLIC` with `adminOnly` saying which arguments.
 */
export const PublicExceptFor = ({ adminOnly, when, refusal }: { adminOnly: string; when: (args: ArgsDictionary) => boolean; refusal: string }) =>
  both(
    Extensions({ access: "PUBLIC" satisfies Access, adminOnly }) as MethodDecorator,
    UseMiddleware(adminWhen(when, refusal)) as MethodDecorator,
  );

function adminWhen(when: (args: ArgsDictionary) => boolean, refusal: string): MiddlewareFn<RequestContext> {
  return async ({ args, context }, next) => {
    if (when(args)) assertAdmin(await context.currentUser(), refusal);
    return next();
  };
}

/** A signed-in, enabled user. */
export const SignedIn = (): MethodDecorator =>
  both(Authorized() as MethodDecorator, Extensions({ access: "SIGNED_IN" satisfies Access }) as MethodDecorator);

/** An admin. */
export const AdminOnly = (): MethodDecorator =>
  both(Authorized(UserRole.ADMIN) as MethodDecorator, Extensions({ access: "ADMIN" satisfies Access }) as MethodDecorator);

/** FORBIDDEN unless `user` is an admin. */
export function assertAdmin(user: User | null, refusal: string): void {
  if (user?.role !== UserRole.ADMIN) throw forbidden(refusal);
}

/** A user record is readable by its owner or an admin (`GET /api/auth/user/{uid}`). */
export function assertMayReadUser(viewer: User, uid: string): void {
  if (viewer.uid !== uid) assertAdmin(viewer, "You may only read your own account.");
}
