import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Database } from "../db/data-source.js";
import type { TableCounts } from "./database-contents.js";

/**
 * A backup is a folder (docs/deployment.md, "Backup and restore"; decision 035):
 *
 *   manifest.json   what follows, with a SHA-256 of every other file; written last
 *   database.sql    a plain-SQL dump (INSERT statements) that PostgreSQL and PGlite both run
 *   uploads/        the data folder's uploads; with S3_BUCKET the uploaded images are in the bucket,
 *                   which the manifest names and the operator backs up apart
 */
export const MANIFEST_FILE = "manifest.json";
export const DATABASE_FILE = "database.sql";
export const UPLOADS_FOLDER = "uploads";

const FORMAT = "shop-backup";
const FORMAT_VERSION = 1;

export interface BackupManifest {
  format: typeof FORMAT;
  formatVersion: typeof FORMAT_VERSION;
  /** The version of the shop that wrote it (graph/package.json). */
  shopVersion: string;
  createdAt: string;
  database: {
    kind: Database["kind"];
    /** `SHOW server_version` of the database dumped. */
    serverVersion: string;
    /** The last migration it had run; a restore by an older shop that does not know it is refused. */
    latestMigration: string | null;
    /** Rows per table, from the same snapshot as the dump; a restore checks them. */
    tables: TableCounts;
  };
  /** Files copied from the data folder's uploads; `s3Bucket`: where uploaded images were stored instead. */
  uploads: { files: number; s3Bucket: string | null };
  /** SHA-256 (hex) of every file but the manifest, by its path in the backup ("/" between folders). */
  files: Record<string, string>;
}

/** A backup that cannot be written or restored as asked; the message says why and what to do. */
export class BackupRefused extends Error {
  override name = "BackupRefused";
}

export function shopVersion(): string {
  // graph/package.json, from graph/src/backup and from graph/dist/backup alike.
  const file = path.join(import.meta.dirname, "../../package.json");
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { version: string }).version;
}

export function newManifest(fields: Omit<BackupManifest, "format" | "formatVersion" | "shopVersion">): BackupManifest {
  return { format: FORMAT, formatVersion: FORMAT_VERSION, shopVersion: shopVersion(), ...fields };
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest("hex");
}

/** Regular files under `dir`, as "/"-separated paths relative to it; anything else (a link, a socket) is refused. */
export async function filesUnder(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await fs.promises.readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory()) continue;
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    if (!entry.isFile()) throw new BackupRefused(`${path.join(dir, relative)} is not a regular file; a backup holds only files.`);
    found.push(relative);
  }
  return found.sort();
}

/**
 * Read the manifest of the backup in `dir` and check every file against it: the same files, none
 * more, none less, each with its checksum. Throws BackupRefused before anything is restored.
 */
export async function verifiedManifest(dir: string): Promise<BackupManifest> {
  const manifestFile = path.join(dir, MANIFEST_FILE);
  let text: string;
  try {
    text = await fs.promises.readFile(manifestFile, "utf8");
  } catch {
    throw new BackupRefused(`${dir} is not a backup: it has no readable ${MANIFEST_FILE} (an unfinished or damaged backup has none).`);
  }
  const manifest = parseManifest(text, manifestFile);
  const listed = Object.keys(manifest.files).sort();
  const present = (await filesUnder(dir)).filter((file) => file !== MANIFEST_FILE);
  const missing = listed.filter((file) => !present.includes(file));
  const extra = present.filter((file) => !(file in manifest.files));
  if (missing.length > 0 || extra.length > 0) {
    throw new BackupRefused(
      `The backup in ${dir} is not the one its manifest describes: ${describe("missing", missing)}${describe("not in the manifest", extra)}Nothing was restored.`,
    );
  }
  for (const file of listed) {
    if ((await sha256File(path.join(dir, file))) !== manifest.files[file]) {
      throw new BackupRefused(`The backup in ${dir} is damaged: ${file} does not match its checksum in ${MANIFEST_FILE}. Nothing was restored.`);
    }
  }
  return manifest;
}

function describe(what: string, files: string[]): string {
  if (files.length === 0) return "";
  const shown = files.slice(0, 5).join(", ");
  return `${files.length} file(s) ${what} (${shown}${files.length > 5 ? ", …" : ""}); `;
}

const SHA256 = /^[0-9a-f]{64}$/;
// A path inside the backup: the dump, or a file under uploads/ without "." or ".." segments.
const BACKUP_PATH = /^(?:database\.sql|uploads(?:\/(?!\.\.?(?:\/|$))[^/\0]+)+)$/;

/** The manifest from untrusted JSON; throws BackupRefused naming the first thing wrong. */
export function parseManifest(text: string, source: string): BackupManifest {
  const refuse = (what: string) => new BackupRefused(`${source} is not a shop backup's manifest (${what}). Nothing was restored.`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw refuse("not JSON");
  }
  const m = value as Partial<BackupManifest> | null;
  if (typeof m !== "object" || m === null || m.format !== FORMAT) throw refuse(`no "format": "${FORMAT}"`);
  if (m.formatVersion !== FORMAT_VERSION) throw refuse(`format version ${String(m.formatVersion)}, this shop reads ${FORMAT_VERSION}`);
  if (typeof m.shopVersion !== "string" || typeof m.createdAt !== "string") throw refuse("no shop version or creation time");
  const db = m.database;
  if (typeof db !== "object" || db === null || (db.kind !== "postgres" && db.kind !== "pglite")) throw refuse("no database kind");
  if (typeof db.serverVersion !== "string" || (db.latestMigration !== null && typeof db.latestMigration !== "string")) throw refuse("no server version or migration");
  if (typeof db.tables !== "object" || db.tables === null || !Object.values(db.tables).every((n) => Number.isInteger(n) && n >= 0)) {
    throw refuse("no table counts");
  }
  const uploads = m.uploads;
  const validUploads =
    typeof uploads === "object" && uploads !== null && Number.isInteger(uploads.files) && (uploads.s3Bucket === null || typeof uploads.s3Bucket === "string");
  if (!validUploads) throw refuse("no description of the uploads");
  const files = m.files;
  if (typeof files !== "object" || files === null || typeof files[DATABASE_FILE] !== "string") throw refuse(`no checksum of ${DATABASE_FILE}`);
  for (const [file, hash] of Object.entries(files)) {
    if (!BACKUP_PATH.test(file) || typeof hash !== "string" || !SHA256.test(hash)) throw refuse(`an unexpected entry in "files": ${JSON.stringify(file).slice(0, 200)}`);
  }
  return m as BackupManifest;
}
