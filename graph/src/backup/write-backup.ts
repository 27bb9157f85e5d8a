import fs from "node:fs";
import path from "node:path";
import type { ImageStorageConfig } from "../config.js";
import type { Database } from "../db/data-source.js";
import {
  type BackupManifest,
  BackupRefused,
  DATABASE_FILE,
  filesUnder,
  MANIFEST_FILE,
  newManifest,
  sha256File,
  UPLOADS_FOLDER,
} from "./backup-manifest.js";
import type { DumpFacts } from "./database-dump.js";

export interface BackupSource {
  kind: Database["kind"];
  /** Write the database's dump to `file` (which must not exist yet) and say what it holds. */
  dump(file: string): Promise<DumpFacts>;
  uploadsDir: string;
  imageStorage: ImageStorageConfig;
}

/**
 * Write a backup into the new folder `dir` (backup-manifest.ts): the database first, then the
 * uploads. Images are only ever added under new names, never rewritten, so every image the dump
 * refers to is already in the folder when it is copied. The manifest is written last: a folder
 * without one is an unfinished backup, and a failed backup removes its folder.
 */
export async function writeBackup(dir: string, source: BackupSource): Promise<BackupManifest> {
  await fs.promises.mkdir(path.dirname(dir), { recursive: true });
  try {
    await fs.promises.mkdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    throw new BackupRefused(`${dir} already exists; a backup never writes over anything. Choose another --out.`);
  }
  try {
    const createdAt = new Date().toISOString();
    const database = { kind: source.kind, ...(await source.dump(path.join(dir, DATABASE_FILE))) };
    const files: Record<string, string> = { [DATABASE_FILE]: await sha256File(path.join(dir, DATABASE_FILE)) };
    const copied = await copyUploads(source.uploadsDir, path.join(dir, UPLOADS_FOLDER));
    for (const [file, hash] of Object.entries(copied)) files[`${UPLOADS_FOLDER}/${file}`] = hash;
    const s3Bucket = source.imageStorage.kind === "s3" ? source.imageStorage.bucket : null;
    const manifest = newManifest({ createdAt, database, uploads: { files: Object.keys(copied).length, s3Bucket }, files });
    await fs.promises.writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { flag: "wx" });
    return manifest;
  } catch (error) {
    await fs.promises.rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Copy the uploads folder's files, each with its checksum; a file being written (`*.partial`) is not one yet. */
async function copyUploads(from: string, to: string): Promise<Record<string, string>> {
  if (!fs.existsSync(from)) return {};
  const copied: Record<string, string> = {};
  for (const file of (await filesUnder(from)).filter((name) => !name.endsWith(".partial"))) {
    const target = path.join(to, file);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.copyFile(path.join(from, file), target, fs.constants.COPYFILE_EXCL);
    copied[file] = await sha256File(target);
  }
  return copied;
}

/** What the operator is told about a backup just written. */
export function backupSummary(dir: string, manifest: BackupManifest): string {
  const { tables } = manifest.database;
  const rows = (table: string) => tables[table] ?? 0;
  const lines = [
    `Backed up the ${manifest.database.kind === "pglite" ? "embedded database" : "PostgreSQL database"} to ${dir}: ` +
      `${rows("shop_order")} orders, ${rows("product")} products, ${rows("shop_user")} users; ${manifest.uploads.files} uploaded files.`,
  ];
  if (manifest.uploads.s3Bucket) {
    lines.push(`Uploaded images are in the S3 bucket ${manifest.uploads.s3Bucket}, not in this backup: back the bucket up as well (docs/deployment.md).`);
  }
  return lines.join("\n");
}
