// Linted by scripts/layers.test.mjs as if it were graph/src/catalog/<this file>: a service that
// uses what sits below it (an entity, the shared errors, configuration). The layer rule allows it.
import type { OrderLimitSettings } from "../config.js";
import type { Product } from "./product.entity.js";
import { notFound } from "../shared/errors.js";

export function requireProduct(product: Product | null, _limits: OrderLimitSettings): Product {
  if (!product) throw notFound("No such product.");
  return product;
}
