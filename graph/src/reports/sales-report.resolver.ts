import { Arg, Ctx, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../api/context.js";
import { AdminOnly } from "../auth/access.js";
import { AppScope } from "../apps/app-scope.js";
import { ReportRangeInput } from "./report-range.inputs.js";
import { DashboardSales, SalesReport } from "./sales-report.types.js";

/** The sales report and the dashboard's sales cards (docs/api.md, "Admin: reports"). */
@Resolver()
export class SalesReportResolver {
  @AdminOnly({ scope: AppScope.READ_REPORTS })
  @Query(() => SalesReport, { description: "Sales in a period against the previous one, with its breakdowns (admin)." })
  salesReport(@Arg("range", () => ReportRangeInput) range: ReportRangeInput, @Ctx() ctx: RequestContext): Promise<SalesReport> {
    return ctx.services.salesReport.report(range, new Date());
  }

  @AdminOnly({ scope: AppScope.READ_REPORTS })
  @Query(() => DashboardSales, { description: "The dashboard's sales cards and sparkline (admin)." })
  dashboardSales(@Ctx() ctx: RequestContext): Promise<DashboardSales> {
    return ctx.services.salesReport.dashboard(new Date());
  }
}
