import { Arg, Ctx, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../api/context.js";
import { AdminOnly } from "../auth/access.js";
import { AppScope } from "../apps/app-scope.js";
import { ReportRangeInput } from "../reports/report-range.inputs.js";
import { SiteAnalytics } from "./site-analytics.types.js";

/** The site-analytics report (docs/api.md, "Admin: reports"). */
@Resolver()
export class SiteAnalyticsResolver {
  @AdminOnly({ scope: AppScope.READ_REPORTS })
  @Query(() => SiteAnalytics, { description: "Visitors, page views, top pages and products, referrers, devices and the funnel in a period (admin)." })
  siteAnalytics(@Arg("range", () => ReportRangeInput) range: ReportRangeInput, @Ctx() ctx: RequestContext): Promise<SiteAnalytics> {
    return ctx.services.analytics.report(range, new Date());
  }
}
