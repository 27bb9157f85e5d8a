import { ConfigError } from "../config.js";
import { DataDirLockedError } from "../db/data-dir-lock.js";
import { NewerDatabaseError } from "../db/schema-version.js";

/**
 * Errors whose message already tells the operator what to do (a bad setting, a data folder in use,
 * a database a newer release upgraded):
 * print just the message, without a stack trace, and exit 1 once it is written (a pipe may take a
 * moment). Returns false for any other error, which the caller rethrows.
 */
export function exitOnOperatorError(error: unknown): boolean {
  if (!(error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof NewerDatabaseError)) return false;
  process.exitCode = 1;
  process.stderr.write(`${error.message}\n`, () => process.exit());
  return true;
}
