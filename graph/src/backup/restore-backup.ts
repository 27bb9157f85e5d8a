import fs from "node:fs";
import path from "node:path";
import { type BackupManifest, BackupRefused, DATABASE_FILE, sha256File, UPLOADS_FOLDER, verifiedManifest } from "./backup-manifest.js";
import { dropStatements, isEmpty, knownMigrations, type ShopObjects, shopObjects, type SqlSession, tableCounts } from "./database-contents.js";
import type { OpenSession } from "./sql-sessions.js";

export interface RestoreOptions {
  /** Drop the shop's tables (and uploaded files of the same name) that are in the way. */
  force: boolean;
  /** Told what --force drops, before it does. */
  warn(message: string): void;
}

/**
 * Restore the backup in `dir` into `target` (an empty database, unless `force`) and its uploads
 * into `uploadsDir`. Everything is checked before anything changes: the files against the
 * manifest's checksums, the backup's last migration against the ones this shop knows, the target's
 * tables and the uploads already there. The dump runs in one transaction, which also checks the
 * restored tables' row counts against the manifest; a failure leaves the database as it was.
 * Returns what to tell the operator.
 */
export async function restoreBackup(dir: string, target: OpenSession, uploadsDir: string, options: RestoreOptions): Promise<string> {
  const manifest = await verifiedManifest(dir);
  const pending = migrationsAfter(manifest, dir);
  const uploads = await uploadsToCopy(dir, manifest, uploadsDir, options.force);

  const inTheWay = await shopObjects(target.session);
  if (!isEmpty(inTheWay)) {
    if (!options.force) {
      throw new BackupRefused(
        `Nothing was restored: ${target.where} is not empty (${describeObjects(inTheWay)}). A backup restores into an empty database only: ` +
          `create a new database (or use a new DATA_DIR), or run again with --force to drop these first.`,
      );
    }
    options.warn(`--force: dropping ${describeObjects(inTheWay)} from ${target.where}, with all their data.`);
  }

  const script = await fs.promises.readFile(path.join(dir, DATABASE_FILE), "utf8");
  await target.transaction(async (sql) => {
    if (!isEmpty(inTheWay)) await sql.exec(dropStatements(inTheWay));
    await sql.exec(await forThisServer(script, sql));
    await checkCounts(manifest, await tableCounts(sql));
  });

  for (const { from, to } of uploads) {
    await fs.promises.mkdir(path.dirname(to), { recursive: true });
    await fs.promises.copyFile(from, to);
  }

  const { tables } = manifest.database;
  const lines = [
    `Restored the backup of ${manifest.createdAt} (shop ${manifest.shopVersion}, ${manifest.database.kind}) into ${target.where}: ` +
      `${tables.shop_order ?? 0} orders, ${tables.product ?? 0} products, ${tables.shop_user ?? 0} users; ` +
      `${uploads.length} uploaded files copied into ${uploadsDir} (${manifest.uploads.files - uploads.length} were there already).`,
  ];
  if (pending > 0) lines.push(`The backup is from an older version: the shop's next start runs the ${pending} migration(s) it lacks.`);
  if (manifest.uploads.s3Bucket) {
    lines.push(`Its uploaded images were stored in the S3 bucket ${manifest.uploads.s3Bucket}; restore that bucket too if it was lost (docs/deployment.md).`);
  }
  return lines.join("\n");
}

/** How many migrations this shop will run on the restored database; refuses a backup from a newer shop. */
function migrationsAfter(manifest: BackupManifest, dir: string): number {
  const last = manifest.database.latestMigration;
  if (last === null) return knownMigrations.length;
  const index = knownMigrations.indexOf(last);
  if (index < 0) {
    throw new BackupRefused(
      `The backup in ${dir} was made by a newer version of the shop (${manifest.shopVersion}; its last migration ${last} is unknown here). ` +
        `Restore it with that version or a later one. Nothing was restored.`,
    );
  }
  return knownMigrations.length - 1 - index;
}

/**
 * The backup's uploaded files that are not already in `uploadsDir`. Uploaded files are never
 * rewritten under their name, so one already there with the same content is the same file; one
 * with other content is refused unless `force` (then it is replaced).
 */
async function uploadsToCopy(dir: string, manifest: BackupManifest, uploadsDir: string, force: boolean) {
  const copies: { from: string; to: string }[] = [];
  const different: string[] = [];
  for (const [file, hash] of Object.entries(manifest.files)) {
    if (!file.startsWith(`${UPLOADS_FOLDER}/`)) continue;
    const to = path.join(uploadsDir, ...file.slice(UPLOADS_FOLDER.length + 1).split("/"));
    if (fs.existsSync(to)) {
      if ((await sha256File(to)) === hash) continue;
      different.push(to);
    }
    copies.push({ from: path.join(dir, ...file.split("/")), to });
  }
  if (different.length > 0 && !force) {
    throw new BackupRefused(
      `${different.length} file(s) in ${uploadsDir} differ from the backup's (${different.slice(0, 3).join(", ")}${different.length > 3 ? ", …" : ""}). ` +
        `Run again with --force to replace them. Nothing was restored.`,
    );
  }
  return copies;
}

/**
 * The dump's opening `SET` lines that this server does not have are left out: PGlite's pg_dump
 * (PostgreSQL 18) sets transaction_timeout, which PostgreSQL 15 does not know. Only the header
 * is looked at, never the data.
 */
async function forThisServer(script: string, sql: SqlSession): Promise<string> {
  const settings = new Set((await sql.query<{ name: string }>(`SELECT name FROM pg_settings`)).map((row) => row.name));
  let header = "";
  let at = 0;
  while (at < script.length) {
    const end = script.indexOf("\n", at);
    const line = script.slice(at, end < 0 ? script.length : end);
    const set = /^SET (\w+) = [^;]*;$/.exec(line);
    const headerLine = set || line === "" || line.startsWith("--") || line.startsWith("SELECT pg_catalog.set_config(");
    if (!headerLine) break;
    header += set && !settings.has(set[1]!) ? `-- not a setting of this server: ${line}\n` : `${line}\n`;
    at = end < 0 ? script.length : end + 1;
  }
  return header + script.slice(at);
}

async function checkCounts(manifest: BackupManifest, restored: Record<string, number>): Promise<void> {
  const wrong = Object.entries(manifest.database.tables).filter(([table, rows]) => restored[table] !== rows);
  if (wrong.length > 0) {
    const detail = wrong.map(([table, rows]) => `${table}: ${restored[table] ?? "missing"} rows, the backup had ${rows}`).join("; ");
    throw new BackupRefused(`The restored database does not hold what the backup recorded (${detail}). It was rolled back; nothing was restored.`);
  }
}

function describeObjects({ tables, functions, types }: ShopObjects): string {
  const list = (what: string, names: string[]) => (names.length ? [`${names.length} ${what} (${names.slice(0, 6).join(", ")}${names.length > 6 ? ", …" : ""})`] : []);
  return [...list("tables", tables), ...list("functions", functions), ...list("types", types)].join(", ");
}
