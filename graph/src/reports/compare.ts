import { toMajor } from "@shop/common";
import type { ComparedAmount, ComparedCount } from "./sales-report.types.js";

/** (current − previous) ÷ previous; null when there is nothing to compare with. */
export function change(current: number, previous: number | null): number | null {
  return previous ? (current - previous) / previous : null;
}

export function comparedCount(current: number, previous: number | null): ComparedCount {
  return { current, previous, change: change(current, previous) };
}

/** Minor units in, major units out; the change is the same ratio either way. */
export function comparedAmount(currentMinor: number, previousMinor: number | null): ComparedAmount {
  return {
    current: toMajor(currentMinor),
    previous: previousMinor == null ? null : toMajor(previousMinor),
    change: change(currentMinor, previousMinor),
  };
}
