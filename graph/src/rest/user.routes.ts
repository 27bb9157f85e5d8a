import type { FastifyInstance } from "fastify";
import { type ContextDeps, createRequestContext } from "../api/context.js";
import { AppScope } from "../apps/app-scope.js";
import { assertAppMay, assertMayReadUser } from "../auth/access.js";
import { notFound, unauthenticated } from "../shared/errors.js";

/** GET /api/auth/user/{uid}: the shop's record, for its owner, an admin or an app with READ_CUSTOMERS (auth/access.ts). */
export function registerUserRoutes(api: FastifyInstance, deps: ContextDeps) {
  api.get<{ Params: { uid: string } }>(
    "/auth/user/:uid",
    { schema: { params: { type: "object", properties: { uid: { type: "string", minLength: 1, maxLength: 128 } } } } },
    async (request) => {
      const context = createRequestContext(deps, request);
      const app = await context.currentApp();
      // An app reads customers' records with READ_CUSTOMERS; a person reads their own, an admin anyone's.
      if (app) assertAppMay(app, AppScope.READ_CUSTOMERS);
      const me = app ? null : await context.currentUser();
      if (!app && !me) throw unauthenticated();
      if (me) assertMayReadUser(me, request.params.uid);
      const user = me?.uid === request.params.uid ? me : await deps.services.users.findByUid(request.params.uid);
      if (!user) throw notFound("No such user.");
      return user;
    },
  );
}
