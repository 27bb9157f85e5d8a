import type { FastifyInstance } from "fastify";
import { type ContextDeps, createRequestContext } from "../api/context.js";
import { assertMayReadUser } from "../auth/access.js";
import { notFound, unauthenticated } from "../shared/errors.js";

/** GET /api/auth/user/{uid}: the shop's record, for its owner or an admin (auth/access.ts). */
export function registerUserRoutes(api: FastifyInstance, deps: ContextDeps) {
  api.get<{ Params: { uid: string } }>(
    "/auth/user/:uid",
    { schema: { params: { type: "object", properties: { uid: { type: "string", minLength: 1, maxLength: 128 } } } } },
    async (request) => {
      const me = await createRequestContext(deps, request).currentUser();
      if (!me) throw unauthenticated();
      assertMayReadUser(me, request.params.uid);
      const user = me.uid === request.params.uid ? me : await deps.services.users.findByUid(request.params.uid);
      if (!user) throw notFound("No such user.");
      return user;
    },
  );
}
