import path from "node:path";
import { BackupRefused } from "../backup/backup-manifest.js";
import { dumpPGlite } from "../backup/database-dump.js";
import { backupSummary, writeBackup } from "../backup/write-backup.js";
import { seedDemoCatalog } from "../catalog/demo/seed-demo.js";
import type { ImageStorageConfig } from "../config.js";
import { UserRole } from "../customers/user.entity.js";
import type { Database } from "../db/data-source.js";
import type { Services } from "../services.js";
import { AppError } from "../shared/errors.js";

/**
 * The operator commands (`npm run admin`, `npm run seed`). The CLI runs them on the database
 * itself, or hands them to the running shop over its control channel; either way they end here.
 * `backup` comes only over the channel: the running shop dumps its own embedded database
 * (`npm run backup` opens the folder itself when no shop has it).
 */
export type ControlRequest =
  | { command: "grant"; email: string; force?: boolean }
  | { command: "revoke"; email: string }
  | { command: "seed" }
  | { command: "backup"; dir: string };

/** What to tell the operator; `ok: false` makes the CLI exit non-zero. */
export interface CommandResult {
  ok: boolean;
  message: string;
}

/** Where a command runs: the services over one open database, and the data folder's uploads. */
export interface CommandTarget {
  services: Services;
  uploadsDir: string;
  database: Database;
  imageStorage: ImageStorageConfig;
}

const roleFor = { grant: UserRole.ADMIN, revoke: UserRole.CUSTOMER } as const;

const MAX_EMAIL_LENGTH = 320;
const MAX_PATH_LENGTH = 1024;

/** A request from untrusted JSON, or undefined when it is not exactly one of the commands. */
export function parseControlRequest(value: unknown): ControlRequest | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { command, email, dir, force, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return undefined;
  if (force !== undefined && (command !== "grant" || typeof force !== "boolean")) return undefined;
  if (command === "seed" && email === undefined && dir === undefined) return { command };
  if (command === "backup" && email === undefined && typeof dir === "string" && dir.length <= MAX_PATH_LENGTH && path.isAbsolute(dir) && !dir.includes("\0")) {
    return { command, dir };
  }
  if (dir !== undefined) return undefined;
  if ((command === "grant" || command === "revoke") && typeof email === "string" && email.length <= MAX_EMAIL_LENGTH) {
    return command === "grant" && force ? { command, email, force } : { command, email };
  }
  return undefined;
}

export async function runCommand(request: ControlRequest, target: CommandTarget): Promise<CommandResult> {
  if (request.command === "seed") return seed(target);
  if (request.command === "backup") return backup(target, request.dir);
  try {
    const force = request.command === "grant" && request.force === true;
    const user = await target.services.users.setRoleByEmail(request.email, roleFor[request.command], { force });
    const unverified = force && !user.emailVerified ? ` The email is not verified: account ${user.uid}, first signed in ${user.createdAt.toISOString()}.` : "";
    return { ok: true, message: `${user.email} is now ${user.role === UserRole.ADMIN ? "an admin" : "a customer"}.${unverified}` };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: error.message };
    throw error;
  }
}

async function seed({ services, uploadsDir, database }: CommandTarget): Promise<CommandResult> {
  await services.settings.ensureDefaults();
  const result = await seedDemoCatalog(services, uploadsDir);
  return {
    ok: true,
    message: result.seeded
      ? `Seeded ${result.categories} categories and ${result.products} products (${database.kind}).`
      : "The catalog already has products; nothing seeded.",
  };
}

async function backup({ database, uploadsDir, imageStorage }: CommandTarget, dir: string): Promise<CommandResult> {
  const { withEmbeddedDatabase } = database;
  if (!withEmbeddedDatabase) return { ok: false, message: "This shop runs on PostgreSQL: npm run backup dumps it directly." };
  try {
    const source = { kind: database.kind, uploadsDir, imageStorage, dump: (file: string) => withEmbeddedDatabase((pglite) => dumpPGlite(pglite, file)) };
    return { ok: true, message: backupSummary(dir, await writeBackup(dir, source)) };
  } catch (error) {
    if (error instanceof BackupRefused) return { ok: false, message: error.message };
    throw error;
  }
}
