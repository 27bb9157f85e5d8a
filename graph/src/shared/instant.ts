import { IsDate, MaxDate, MinDate } from "class-validator";

/**
 * The instants a filter takes: years 1 to 9999, the four-digit years of ISO 8601. A JavaScript
 * date reaches further (year 0, negative years, +275760), and the databases disagree about those:
 * PGlite refuses year 0 while PostgreSQL's driver sends it as 1 BC (decision 074). Refused here,
 * both answer the same BAD_USER_INPUT.
 */
export const INSTANT_RANGE = { from: new Date("0001-01-01T00:00:00.000Z"), to: new Date("9999-12-31T23:59:59.999Z") } as const;

const message = "$property is a date-time between the years 1 and 9999.";

/** class-validator's `IsDate`, within INSTANT_RANGE. */
export function IsInstant(): PropertyDecorator {
  return (target, property) => {
    IsDate({ message })(target, property);
    MinDate(INSTANT_RANGE.from, { message })(target, property);
    MaxDate(INSTANT_RANGE.to, { message })(target, property);
  };
}
