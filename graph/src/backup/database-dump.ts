import { spawn } from "node:child_process";
import fs from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import { type BackupManifest, BackupRefused } from "./backup-manifest.js";
import { latestMigration, type SqlSession, tableCounts } from "./database-contents.js";
import { openPostgresSession, pgliteSession } from "./sql-sessions.js";

/** What the manifest says of a dump, read from the same state of the database as the dump. */
export type DumpFacts = Omit<BackupManifest["database"], "kind">;

/**
 * pg_dump's options for both databases: plain SQL with INSERT statements, which PostgreSQL and
 * PGlite both run as one script (no COPY, no psql), without owners, grants or comments, so it
 * restores into a database of any user.
 */
const DUMP_OPTIONS = ["--format=plain", "--no-owner", "--no-privileges", "--no-comments", "--rows-per-insert=1000"];

async function factsOf(sql: SqlSession): Promise<DumpFacts> {
  const [{ server_version: serverVersion } = { server_version: "unknown" }] = await sql.query<{ server_version: string }>(`SHOW server_version`);
  return { serverVersion, latestMigration: await latestMigration(sql), tables: await tableCounts(sql) };
}

/**
 * PostgreSQL: pg_dump reads a snapshot that this session exports and holds open, and the counts
 * and the last migration are read from the same snapshot, so the manifest describes the dump
 * exactly while the shop keeps taking orders.
 */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<DumpFacts> {
  const open = await openPostgresSession(databaseUrl);
  try {
    return await open.transaction(async (sql) => {
      const [{ snapshot } = { snapshot: "" }] = await sql.query<{ snapshot: string }>(`SELECT pg_export_snapshot() AS snapshot`);
      const facts = await factsOf(sql);
      await runPgDump(databaseUrl, snapshot, file);
      return facts;
    }, "BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY");
  } finally {
    await open.close();
  }
}

async function runPgDump(databaseUrl: string, snapshot: string, file: string): Promise<void> {
  // The password goes in the environment, not on a command line other local users can list.
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  const child = spawn("pg_dump", [...DUMP_OPTIONS, `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${url.toString()}`], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", resolve);
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
    throw new BackupRefused(
      "pg_dump was not found. Install PostgreSQL's client tools of the server's major version or newer " +
        "(Debian and Ubuntu: apt-get install postgresql-client; the shop's Docker image has them).",
    );
  });
  if (exit !== 0) throw new BackupRefused(`pg_dump failed (exit ${exit}): ${stderr.trim()}`);
  await withoutPsqlMetaCommands(file);
}

/**
 * pg_dump since 17.6/16.10/15.14 brackets a plain dump in psql's `\restrict` and `\unrestrict`;
 * the restore runs the SQL itself (no psql), where a backslash line is a syntax error. The
 * embedded database's pgDump removes them the same way.
 */
async function withoutPsqlMetaCommands(file: string): Promise<void> {
  const text = await fs.promises.readFile(file, "utf8");
  // Only the pair pg_dump wrote: its key is random, so no text in the data can close it early.
  const opening = /^\\restrict (\S+)\n/m.exec(text.slice(0, 4096));
  if (!opening) return;
  const closingLine = `\\unrestrict ${opening[1]}\n`;
  const closing = text.lastIndexOf(closingLine);
  if (closing < 0) throw new BackupRefused(`pg_dump's output ${file} has no end; the dump is incomplete.`);
  const body = text.slice(opening.index + opening[0].length, closing);
  await fs.promises.writeFile(file, text.slice(0, opening.index) + body + text.slice(closing + closingLine.length));
}

/**
 * The embedded database with PGlite's own pg_dump (WebAssembly), on the one session the shop
 * uses too: the caller must hold it exclusively (Database.withEmbeddedDatabase in a running shop).
 * pg_dump leaves that session inside its read-only transaction, with its own settings (search
 * path empty, among others): both are undone before the session goes back to the shop.
 */
export async function dumpPGlite(pglite: PGlite, file: string): Promise<DumpFacts> {
  const facts = await factsOf(pgliteSession(pglite));
  const { pgDump } = await import("@electric-sql/pglite-tools/pg_dump");
  let dump: File;
  try {
    dump = await pgDump({ pg: pglite, args: [...DUMP_OPTIONS, "--no-statistics"] });
  } finally {
    await pglite.exec(`ROLLBACK; RESET ALL;`);
  }
  await fs.promises.writeFile(file, await dump.text(), { flag: "wx" });
  return facts;
}
