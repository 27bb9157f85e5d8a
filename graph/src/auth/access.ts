import { type ArgsDictionary, Authorized, Extensions, type MiddlewareFn, UseMiddleware } from "type-graphql";
import type { RequestContext } from "../api/context.js";
import { type AppPrincipal, AppScope } from "../apps/app-scope.js";
import { type Actor, actorOf, appActor } from "../audit/audit.service.js";
import { type User, UserRole } from "../customers/user.entity.js";
import { AppError, ErrorCode, forbidden, unauthenticated } from "../shared/errors.js";

/**
 * Who may do what, in one place. Every query and mutation declares who may call it, and the
 * declaration is visible in the built schema (`extensions.access`, and `extensions.scope` for the
 * app scope an admin operation accepts), so tests can check each operation's guard, including ones
 * added later. A root field without a declaration fails the access test. The rules on records
 * (whose user record is readable) and the REST admin routes' guard are below, for GraphQL and
 * REST alike. Apps (docs/auth.md, "Apps and scopes") reach only admin operations that name a
 * scope, and public ones as an anonymous caller would.
 */
export type Access = "PUBLIC" | "SIGNED_IN" | "ADMIN";

/** What `@Authorized` carries to the auth checker: the admin role, and the app scope that may stand in for it. */
export type Requirement = UserRole | AppScope;

type MethodDecorator = (target: object, propertyKey: string | symbol, descriptor: PropertyDescriptor) => void;

function both(...decorators: MethodDecorator[]): MethodDecorator {
  return (target, key, descriptor) => {
    for (const decorate of decorators) decorate(target, key, descriptor);
  };
}

/** Anyone, signed in or not, and any app. */
export const Public = (): MethodDecorator => Extensions({ access: "PUBLIC" satisfies Access }) as MethodDecorator;

/**
 * Anyone, except that the arguments `when` picks out need an admin, or an app with `scope`:
 * FORBIDDEN with `refusal` for anyone else. The schema shows it as `access: PUBLIC` with
 * `adminOnly` saying which arguments and `scope` the app scope they take.
 */
export const PublicExceptFor = ({ adminOnly, scope, when, refusal }: { adminOnly: string; scope: AppScope; when: (args: ArgsDictionary) => boolean; refusal: string }) =>
  both(
    Extensions({ access: "PUBLIC" satisfies Access, adminOnly, scope }) as MethodDecorator,
    UseMiddleware(adminWhen(when, scope, refusal)) as MethodDecorator,
  );

function adminWhen(when: (args: ArgsDictionary) => boolean, scope: AppScope, refusal: string): MiddlewareFn<RequestContext> {
  return async ({ args, context }, next) => {
    if (when(args)) {
      const app = await context.currentApp();
      if (app) assertAppMay(app, scope);
      else assertAdmin(await context.currentUser(), refusal);
    }
    return next();
  };
}

/** A signed-in, enabled person: a shopper's own account. Never an app. */
export const SignedIn = (): MethodDecorator =>
  both(Authorized() as MethodDecorator, Extensions({ access: "SIGNED_IN" satisfies Access }) as MethodDecorator);

/**
 * An admin; with `scope`, also an app holding that scope. Without one the operation is for people
 * only (roles, apps themselves, the audit log…: docs/auth.md says which and why).
 */
export const AdminOnly = ({ scope }: { scope?: AppScope } = {}): MethodDecorator =>
  both(
    Authorized<Requirement>(...(scope ? [UserRole.ADMIN, scope] : [UserRole.ADMIN])) as MethodDecorator,
    Extensions({ access: "ADMIN" satisfies Access, ...(scope ? { scope } : {}) }) as MethodDecorator,
  );

/**
 * An admin (every record), or an app holding any of `anyScope` for its own records only: webhook
 * subscriptions, which an app makes for itself, for the events its scopes let it read. Which
 * records are its own, and what its scopes allow in them, the service checks. The schema shows
 * `access: ADMIN` with `anyScope` and `ownRecords: true`.
 */
export const AdminOrOwnApp = ({ anyScope }: { anyScope: readonly AppScope[] }): MethodDecorator =>
  both(
    Authorized<Requirement>(UserRole.ADMIN, ...anyScope) as MethodDecorator,
    Extensions({ access: "ADMIN" satisfies Access, anyScope: [...anyScope], ownRecords: true }) as MethodDecorator,
  );

/** The scopes among an operation's requirements: none (people only), the one it needs, or several of which any will do. */
export const scopesAmong = (requirements: readonly Requirement[]): AppScope[] =>
  requirements.filter((r): r is AppScope => (Object.values(AppScope) as string[]).includes(r));

/**
 * FORBIDDEN unless the app may call an operation needing `scope` (or any of several): the message
 * names the missing scope and `extensions.requiredScope` holds it (`requiredScopes` for several).
 * No scope: the operation is for people only.
 */
export function assertAppMay(app: AppPrincipal, scope: AppScope | readonly AppScope[] | undefined): void {
  const scopes = scope === undefined ? [] : typeof scope === "string" ? [scope] : scope;
  if (!scopes.length) throw new AppError(ErrorCode.FORBIDDEN, "Apps cannot do this: it is for people signed in to the shop.", { requiredScope: null });
  if (scopes.some((needed) => app.scopes.includes(needed))) return;
  if (scopes.length === 1) {
    throw new AppError(ErrorCode.FORBIDDEN, `This app lacks the scope ${scopes[0]}, which this operation needs.`, { requiredScope: scopes[0] });
  }
  throw new AppError(ErrorCode.FORBIDDEN, `This app needs one of the scopes ${scopes.join(", ")} for this operation.`, {
    requiredScope: null,
    requiredScopes: [...scopes],
  });
}

/** FORBIDDEN unless `user` is an admin. */
export function assertAdmin(user: User | null, refusal: string): void {
  if (user?.role !== UserRole.ADMIN) throw forbidden(refusal);
}

/**
 * The admin, or the app holding `scope`, calling a REST admin route, as the actor its audit entry
 * names: UNAUTHENTICATED without a caller, FORBIDDEN (with `refusal` for a person) otherwise.
 */
export async function staffActor(ctx: Pick<RequestContext, "currentApp" | "currentUser">, scope: AppScope, refusal: string): Promise<Actor> {
  const app = await ctx.currentApp();
  if (app) {
    assertAppMay(app, scope);
    return appActor(app);
  }
  const user = await ctx.currentUser();
  if (!user) throw unauthenticated();
  assertAdmin(user, refusal);
  return actorOf(user);
}

/** Whether the caller sees what staff see (an order's staff notes): an admin, or an app holding `scope`. Never throws for an app. */
export async function seesAsStaff(ctx: Pick<RequestContext, "currentApp" | "currentUser">, scope: AppScope): Promise<boolean> {
  const app = await ctx.currentApp();
  if (app) return app.scopes.includes(scope);
  return (await ctx.currentUser())?.role === UserRole.ADMIN;
}

/** A user record is readable by its owner or an admin (`GET /api/auth/user/{uid}`). */
export function assertMayReadUser(viewer: User, uid: string): void {
  if (viewer.uid !== uid) assertAdmin(viewer, "You may only read your own account.");
}
