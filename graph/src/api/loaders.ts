import DataLoader from "dataloader";
import type { Category } from "../catalog/category.entity.js";
import type { CustomerOrderStats } from "../customers/customer-stats.js";
import type { ProductVariant } from "../catalog/product-variant.entity.js";
import type { User } from "../customers/user.entity.js";
import type { OrderShipment } from "../orders/courier/order-shipment.entity.js";
import type { OrderLine } from "../orders/order-line.entity.js";
import type { OrderStatusChange } from "../orders/order-status-change.entity.js";
import type { Services } from "../services.js";
import type { Settings } from "../settings/settings.entity.js";

/** Per-request batch loaders, so a list of products costs one query per relation, not one per product. */
export function createLoaders(services: Services) {
  let settings: Promise<Settings> | undefined;
  return {
    /** The shop's settings (price rounding, low-stock level), read once per request however many products it prices. */
    settings: () => (settings ??= services.settings.get()),
    categoryById: new DataLoader<string, Category | null>(async (ids) => {
      const found = new Map((await services.categories.findByIds(ids)).map((c) => [c.id, c]));
      return ids.map((id) => found.get(id) ?? null);
    }),
    variantsByProductId: new DataLoader<string, ProductVariant[]>(async (ids) =>
      groupBy(ids, await services.products.variantsOf(ids), (v) => v.productId),
    ),
    orderLines: new DataLoader<string, OrderLine[]>(async (ids) => groupBy(ids, await services.orders.linesOf(ids), (l) => l.orderId)),
    orderHistory: new DataLoader<string, OrderStatusChange[]>(async (ids) =>
      groupBy(ids, await services.orders.historyOf(ids), (c) => c.orderId),
    ),
    orderShipment: new DataLoader<string, OrderShipment | null>(async (ids) => {
      const found = new Map((await services.courier.shipmentsOf(ids)).map((s) => [s.orderId, s]));
      return ids.map((id) => found.get(id) ?? null);
    }),
    customerOrderStats: new DataLoader<string, CustomerOrderStats>((uids) => services.users.orderStatsOf(uids)),
    orderItemCount: new DataLoader<string, number>(async (ids) => {
      const counts = await services.orderAdmin.itemCounts(ids);
      return ids.map((id) => counts.get(id) ?? 0);
    }),
    /** Users by uid, for the admin's views of orders (their customer, who changed them). */
    orderUserByUid: new DataLoader<string, User | null>(async (uids) => {
      const found = new Map((await services.orderAdmin.usersByUids(uids)).map((u) => [u.uid, u]));
      return uids.map((uid) => found.get(uid) ?? null);
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;

/** Rows grouped under the keys that asked for them, in the keys' order. */
function groupBy<T>(keys: readonly string[], rows: T[], keyOf: (row: T) => string): T[][] {
  const groups = new Map<string, T[]>(keys.map((key) => [key, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((key) => groups.get(key) ?? []);
}
