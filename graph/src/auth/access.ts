import { Authorized, Extensions } from "type-graphql";
import { UserRole } from "../customers/user.entity.js";

/**
 * Every query and mutation declares who may call it, and the declaration is visible in the
 * built schema (`extensions.access`), so tests can check each operation's guard, including
 * ones added later. A root field without a declaration fails the access test.
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

/** A signed-in, enabled user. */
export const SignedIn = (): MethodDecorator =>
  both(Authorized() as MethodDecorator, Extensions({ access: "SIGNED_IN" satisfies Access }) as MethodDecorator);

/** An admin. */
export const AdminOnly = (): MethodDecorator =>
  both(Authorized(UserRole.ADMIN) as MethodDecorator, Extensions({ access: "ADMIN" satisfies Access }) as MethodDecorator);
