import { Field, InputType, ObjectType, Int, registerEnumType } from "type-graphql";
import { badInput } from "../shared/errors.js";
import { ReportGranularity, ReportPreset, ReportRangeError, resolveRange, type LocalDate, type ResolvedRange } from "./report-range.js";

registerEnumType(ReportPreset, {
  name: "ReportPreset",
  description: "A report's period in the shop's time zone: the last 7, 30 or 365 days including today, all time, or custom days.",
});
registerEnumType(ReportGranularity, { name: "ReportGranularity", description: "How a chart buckets time." });

@InputType({ description: "The period a report covers; each but ALL is compared with the same number of days just before." })
export class ReportRangeInput {
  @Field(() => ReportPreset)
  preset: ReportPreset;

  @Field(() => String, { nullable: true, description: "CUSTOM only: the first day, YYYY-MM-DD, in the shop's time zone." })
  from?: string | null;

  @Field(() => String, { nullable: true, description: "CUSTOM only: the last day (included), YYYY-MM-DD." })
  to?: string | null;
}

@ObjectType({ description: "A run of whole days in the shop's time zone." })
export class ReportPeriod {
  @Field(() => String, { description: "The first day, YYYY-MM-DD." })
  firstDay: string;

  @Field(() => String, { description: "The last day (included), YYYY-MM-DD." })
  lastDay: string;

  @Field(() => Int)
  days: number;

  @Field(() => Date, { description: "The instant the first day starts." })
  from: Date;

  @Field(() => Date, { description: "The instant after the last day ends (excluded)." })
  to: Date;
}

@ObjectType({ description: "The period a report answered for, and the one it compares with." })
export class ReportRangeView {
  @Field(() => ReportPreset)
  preset: ReportPreset;

  @Field(() => String, { description: "The shop's IANA time zone the days are counted in." })
  timeZone: string;

  @Field(() => ReportPeriod)
  current: ReportPeriod;

  @Field(() => ReportPeriod, { nullable: true, description: "Null for ALL." })
  previous: ReportPeriod | null;

  @Field(() => ReportGranularity)
  granularity: ReportGranularity;
}

/** Resolve a client's range, turning a bad custom range into a field error on `range.from`/`range.to`. */
export function rangeOf(input: ReportRangeInput, timeZone: string, now: Date, firstDataDay?: LocalDate | null): ResolvedRange {
  try {
    return resolveRange(input, timeZone, now, firstDataDay);
  } catch (error) {
    if (error instanceof ReportRangeError) throw badInput(error.message, { field: `range.${error.field}` });
    throw error;
  }
}
