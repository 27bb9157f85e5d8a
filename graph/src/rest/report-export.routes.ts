import type { FastifyInstance, FastifyRequest } from "fastify";
import { type ContextDeps, createRequestContext } from "../api/context.js";
import { AppScope } from "../apps/app-scope.js";
import { staffActor } from "../auth/access.js";
import { EXPORT_MAX_ROWS } from "../orders/order-admin.service.js";
import { AdminOrderSort } from "../orders/order-admin.types.js";
import { OrderCsvLayout, amount, orderCsvColumns, orderCsvRecords, safeCell } from "../orders/order-csv.js";
import { ReportPreset } from "../reports/report-range.js";
import { TOP_PRODUCTS_CSV_MAX_ROWS } from "../reports/sales-report.service.js";
import { badInput } from "../shared/errors.js";
import { sendCsv } from "./csv-response.js";

/** The query string: the report's range, as the `salesReport` query takes it. */
interface RangeQuery {
  preset?: string;
  from?: string;
  to?: string;
}

const text = { type: "string", maxLength: 40 } as const;
const querySchema = { type: "object", properties: { preset: text, from: text, to: text } } as const;

/** The admin, the range and the shop's settings of a report export; 401/403/400 otherwise. */
async function exportRequest(deps: ContextDeps, request: FastifyRequest<{ Querystring: RangeQuery }>) {
  const me = await staffActor(createRequestContext(deps, request), AppScope.READ_REPORTS, "Only an admin may export reports.");
  const { preset, from, to } = request.query;
  if (!Object.values(ReportPreset).includes(preset as ReportPreset)) {
    throw badInput(`preset is one of ${Object.values(ReportPreset).join(", ")}.`, { field: "preset" });
  }
  const resolved = await deps.services.salesReport.resolve({ preset: preset as ReportPreset, from: from || null, to: to || null }, new Date());
  return { me, ...resolved };
}

/** Percent with two decimals, as a plain number a spreadsheet reads. */
const percent = (part: number, whole: number) => (whole ? ((part / whole) * 100).toFixed(2) : "0.00");

/**
 * The sales report's CSV downloads for admins (Bearer token), docs/api.md "Admin: reports": the
 * orders placed in a range (the orders export's columns) and every product's sales in it. Each
 * export goes in the audit log as `reports.export`.
 */
export function registerReportExportRoutes(api: FastifyInstance, deps: ContextDeps) {
  api.get<{ Querystring: RangeQuery }>("/admin/reports/sales/orders.csv", { schema: { querystring: querySchema } }, async (request, reply) => {
    const { me, range } = await exportRequest(deps, request);
    const { current, timeZone } = range;
    const filter = { createdFrom: current.from, createdBefore: current.to };
    const { totalItems, exported, batches } = await deps.services.orderAdmin.exportBatches(filter, AdminOrderSort.NEWEST);
    await deps.services.audit.record(me, "reports.export", {
      entityType: "order",
      ids: [],
      after: { report: "sales-orders", preset: range.preset, firstDay: current.firstDay, lastDay: current.lastDay, rows: exported, matched: totalItems },
    });
    return sendCsv(reply, {
      filename: `sales-orders-${current.firstDay}-to-${current.lastDay}.csv`,
      columns: orderCsvColumns(OrderCsvLayout.ORDERS, timeZone),
      records: (async function* () {
        for await (const batch of batches) for (const order of batch) yield* orderCsvRecords(order, OrderCsvLayout.ORDERS, timeZone);
      })(),
      headers: { "x-total-count": String(totalItems), "x-export-rows": String(exported), "x-export-limit": String(EXPORT_MAX_ROWS) },
    });
  });

  api.get<{ Querystring: RangeQuery }>("/admin/reports/sales/top-products.csv", { schema: { querystring: querySchema } }, async (request, reply) => {
    const { me, range, settings } = await exportRequest(deps, request);
    const { current } = range;
    const { rows, totalSalesMinor, productCount } = await deps.services.salesReport.topProducts(current);
    await deps.services.audit.record(me, "reports.export", {
      entityType: "product",
      ids: [],
      after: { report: "sales-top-products", preset: range.preset, firstDay: current.firstDay, lastDay: current.lastDay, rows: rows.length, matched: productCount },
    });
    return sendCsv(reply, {
      filename: `sales-top-products-${current.firstDay}-to-${current.lastDay}.csv`,
      columns: ["Rank", "Product", "SKU", "Units", `Sales (${settings.currency})`, "Share of sales (%)"],
      records: rows.map((row) => [
        String(row.bySales),
        safeCell(row.name),
        safeCell(row.sku),
        String(row.units),
        amount(row.salesMinor),
        percent(row.salesMinor, totalSalesMinor),
      ]),
      headers: { "x-total-count": String(productCount), "x-export-rows": String(rows.length), "x-export-limit": String(TOP_PRODUCTS_CSV_MAX_ROWS) },
    });
  });
}
