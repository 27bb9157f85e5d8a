// Linted by scripts/layers.test.mjs as if it were graph/src/catalog/<this file>: a service that
// reaches up into the GraphQL layer. The layer rule in eslint.config.js must refuse it.
import type { RequestContext } from "../api/context.js";

export const shopOf = (context: RequestContext) => context.services;
