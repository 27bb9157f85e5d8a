import type { FastifyInstance } from "fastify";
import { type ContextDeps, createRequestContext } from "../api/context.js";
import { unauthenticated } from "../auth/authenticate.js";
import { UserRole } from "../customers/user.entity.js";
import { forbidden, notFound } from "../shared/errors.js";

/** GET /api/auth/user/{uid}: the shop's record, for its owner or an admin (product.md). */
export function registerUserRoutes(api: FastifyInstance, deps: ContextDeps) {
  api.get<{ Params: { uid: string } }>(
    "/auth/user/:uid",
    { schema: { params: { type: "object", properties: { uid: { type: "string", minLength: 1, maxLength: 128 } } } } },
    async (request) => {
      const me = await createRequestContext(deps, request).currentUser();
      if (!me) throw unauthenticated();
      if (me.uid !== request.params.uid && me.role !== UserRole.ADMIN) throw forbidden("You may only read your own account.");
      const user = me.uid === request.params.uid ? me : await deps.services.users.findByUid(request.params.uid);
      if (!user) throw notFound("No such user.");
      return user;
    },
  );
}
