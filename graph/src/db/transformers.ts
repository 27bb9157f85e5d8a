import type { ValueTransformer } from "typeorm";

/** PostgreSQL `numeric` arrives as a string (from pg and, by our settings, PGlite): make it a number. */
export const numericTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};
