import type { FastifyInstance } from "fastify";
import { type ContextDeps, createRequestContext } from "../api/context.js";
import { AppScope } from "../apps/app-scope.js";
import { staffActor } from "../auth/access.js";
import { EXPORT_MAX_ROWS } from "../orders/order-admin.service.js";
import { AdminOrderFilter, AdminOrderSort } from "../orders/order-admin.types.js";
import { OrderCsvLayout, orderCsvColumns, orderCsvRecords } from "../orders/order-csv.js";
import { localDateOf } from "../reports/report-range.js";
import { badInput } from "../shared/errors.js";
import { validInput } from "../shared/validate-input.js";
import { sendCsv } from "./csv-response.js";

/** The query string: the `orders` query's filter and sort, as text, and the file's layout. */
interface ExportQuery {
  layout?: string;
  status?: string;
  paymentStatus?: string;
  createdFrom?: string;
  createdBefore?: string;
  search?: string;
  sort?: string;
}

const text = { type: "string", maxLength: 100 } as const;
const querySchema = {
  type: "object",
  properties: { layout: text, status: text, paymentStatus: text, createdFrom: text, createdBefore: text, search: text, sort: text },
} as const;

const FILE_NAMES: Record<OrderCsvLayout, string> = { orders: "orders", lines: "order-lines", courier: "courier-sheet" };

/** An ISO date-time (or date) from the query string; BAD_USER_INPUT naming the field otherwise. */
function instant(value: string | undefined, field: string): Date | null {
  if (!value) return null;
  const date = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/u.test(value) || Number.isNaN(date.getTime())) throw badInput(`${field} is not an ISO date-time.`, { field });
  return date;
}

/**
 * GET /api/admin/orders/export.csv, for admins (Bearer token): the orders the admin's list shows
 * for the same filter and sort, as UTF-8 CSV with a BOM (so Excel reads the names right), every
 * field quoted, at most EXPORT_MAX_ROWS orders, in a `layout` (order-csv.ts: `orders`, the default;
 * `lines`, one row per line; `courier`, the courier's bulk-upload sheet), times in the shop's time zone. `X-Total-Count` says how many matched and
 * `X-Export-Rows` how many the file holds. Each export goes in the audit log: it is the shop's
 * customers' details leaving the server.
 */
export function registerOrderExportRoutes(api: FastifyInstance, deps: ContextDeps) {
  api.get<{ Querystring: ExportQuery }>("/admin/orders/export.csv", { schema: { querystring: querySchema } }, async (request, reply) => {
    const me = await staffActor(createRequestContext(deps, request), AppScope.READ_ORDERS, "Only an admin may export orders.");

    const query = request.query;
    const layout = (query.layout || OrderCsvLayout.ORDERS) as OrderCsvLayout;
    if (!Object.values(OrderCsvLayout).includes(layout)) throw badInput(`layout is one of ${Object.values(OrderCsvLayout).join(", ")}.`, { field: "layout" });
    const sort = (query.sort || AdminOrderSort.NEWEST) as AdminOrderSort;
    if (!Object.values(AdminOrderSort).includes(sort)) throw badInput(`sort is one of ${Object.values(AdminOrderSort).join(", ")}.`, { field: "sort" });
    const filter = await validInput(AdminOrderFilter, {
      status: query.status || null,
      paymentStatus: query.paymentStatus || null,
      createdFrom: instant(query.createdFrom, "createdFrom"),
      createdBefore: instant(query.createdBefore, "createdBefore"),
      search: query.search || null,
    });

    const { timeZone } = await deps.services.settings.get();
    const { totalItems, exported, batches } = await deps.services.orderAdmin.exportBatches(filter, sort, { withLines: layout === OrderCsvLayout.LINES });
    await deps.services.audit.record(me, "order.exportCsv", {
      entityType: "order",
      ids: [],
      after: { filter: { ...filter }, sort, layout, rows: exported, matched: totalItems },
    });

    const day = localDateOf(new Date(), timeZone);
    return sendCsv(reply, {
      filename: `${FILE_NAMES[layout]}-${day}.csv`,
      columns: orderCsvColumns(layout, timeZone),
      records: (async function* () {
        for await (const batch of batches) for (const exportedOrder of batch) yield* orderCsvRecords(exportedOrder, layout, timeZone);
      })(),
      headers: { "x-total-count": String(totalItems), "x-export-rows": String(exported), "x-export-limit": String(EXPORT_MAX_ROWS) },
    });
  });
}
