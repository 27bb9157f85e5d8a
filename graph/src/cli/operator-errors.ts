import path from "node:path";
import { parseArgs, type ParseArgsConfig } from "node:util";
import { BackupRefused } from "../backup/backup-manifest.js";
import { ConfigError } from "../config.js";
import { DataDirLockedError } from "../db/data-dir-lock.js";
import { NewerDatabaseError } from "../db/schema-version.js";

/**
 * Errors whose message already tells the operator what to do (a bad setting, a data folder in use,
 * a backup refused, a database a newer release upgraded):
 * print just the message, without a stack trace, and exit 1 once it is written (a pipe may take a
 * moment). Returns false for any other error, which the caller rethrows.
 */
export function exitOnOperatorError(error: unknown): boolean {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof BackupRefused || error instanceof NewerDatabaseError;
  if (!known) return false;
  process.exitCode = 1;
  process.stderr.write(`${error.message}\n`, () => process.exit());
  return true;
}

/** Run a CLI's work, printing an operator error as just its message (exitOnOperatorError). */
export async function runOperatorCli(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!exitOnOperatorError(error)) throw error;
  }
}

/** The command line's options and arguments, or the usage on stderr and exit status 2. */
export function commandLineOrUsage<T extends ParseArgsConfig>(config: T, usage: string): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
}

/** A path the operator typed: npm runs scripts in the project's folder, so relative means to where they typed it. */
export function operatorPath(typed: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), typed);
}
