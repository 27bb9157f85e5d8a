import { Field, Float, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { ReportGranularity } from "../reports/report-range.js";
import { ReportRangeView } from "../reports/report-range.inputs.js";
import { ComparedCount } from "../reports/sales-report.types.js";
import { DeviceClass } from "./analytics-event.entity.js";

/*
 * The site-analytics report (docs/analytics.md#the-report). A visitor is a daily hash, so
 * "visitors" over several days are visitor-days: someone who comes on three days counts three times.
 */

registerEnumType(DeviceClass, { name: "DeviceClass", description: "From the user agent, which is not stored." });

export enum FunnelStepName {
  VIEWED_PRODUCT = "VIEWED_PRODUCT",
  ADDED_TO_CART = "ADDED_TO_CART",
  BEGAN_CHECKOUT = "BEGAN_CHECKOUT",
  PLACED_ORDER = "PLACED_ORDER",
}
registerEnumType(FunnelStepName, { name: "FunnelStepName", description: "The funnel's steps, in order." });

@ObjectType({ description: "One bucket of the visits chart: a day, a week (from Monday) or a month." })
export class VisitsPoint {
  @Field(() => String, { description: "The bucket's first day in the period, YYYY-MM-DD in the shop's time zone." })
  start: string;

  @Field(() => Int, { description: "Visitors, counted per day and summed over the bucket's days." })
  visitors: number;

  @Field(() => Int)
  pageViews: number;
}

@ObjectType({ description: "A storefront page's views in the period." })
export class PageVisits {
  @Field(() => String, { description: "The path, without query string." })
  path: string;

  @Field(() => Int)
  views: number;

  @Field(() => Int)
  visitors: number;
}

@ObjectType({ description: "A product's page views in the period (products that exist, deleted ones included)." })
export class ProductViews {
  @Field(() => ID)
  productId: string;

  @Field(() => String, { description: "The product's current name." })
  name: string;

  @Field(() => String)
  slug: string;

  @Field(() => Int)
  views: number;

  @Field(() => Int)
  visitors: number;
}

@ObjectType({ description: "Where visitors came from: the external site of their first page of the day." })
export class ReferrerVisits {
  @Field(() => String, { nullable: true, description: "The referring site's host name; null for direct visits (no other site)." })
  host: string | null;

  @Field(() => Int)
  visitors: number;
}

@ObjectType({ description: "Visitors and page views by device class." })
export class DeviceVisits {
  @Field(() => DeviceClass)
  device: DeviceClass;

  @Field(() => Int)
  visitors: number;

  @Field(() => Int)
  pageViews: number;
}

@ObjectType({ description: "A funnel step: visitors who did it and every step before it on the same day." })
export class FunnelStep {
  @Field(() => FunnelStepName)
  step: FunnelStepName;

  @Field(() => Int)
  visitors: number;

  @Field(() => Float, { nullable: true, description: "This step's visitors ÷ the previous step's (0 to 1); null for the first step or when the previous is 0." })
  conversion: number | null;
}

@ObjectType({ description: "First-party, cookieless site analytics for a period (admin)." })
export class SiteAnalytics {
  @Field(() => ReportRangeView)
  range: ReportRangeView;

  @Field(() => ComparedCount, { description: "Visitors (per day, summed over the days) against the previous period." })
  visitors: ComparedCount;

  @Field(() => ComparedCount, { description: "Page views against the previous period." })
  pageViews: ComparedCount;

  @Field(() => ReportGranularity)
  granularity: ReportGranularity;

  @Field(() => [VisitsPoint], { description: "Every bucket of the period in order, empty ones included." })
  overTime: VisitsPoint[];

  @Field(() => [PageVisits], { description: "The 10 most viewed pages." })
  topPages: PageVisits[];

  @Field(() => [ProductViews], { description: "The 10 most viewed products." })
  topProducts: ProductViews[];

  @Field(() => [ReferrerVisits], { description: "The 10 sources with the most visitors, direct visits included." })
  referrers: ReferrerVisits[];

  @Field(() => [DeviceVisits], { description: "Every device class, zero ones included." })
  devices: DeviceVisits[];

  @Field(() => [FunnelStep], { description: "Product view → add to cart → checkout → order, in order." })
  funnel: FunnelStep[];

  @Field(() => Float, { nullable: true, description: "Visitors who ordered ÷ visitors who viewed a product; null when none viewed one." })
  overallConversion: number | null;
}
