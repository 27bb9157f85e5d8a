import path from "node:path";
import { BackupRefused } from "../backup/backup-manifest.js";
import { dumpPGlite, dumpPostgres } from "../backup/database-dump.js";
import { openEmbeddedSession } from "../backup/sql-sessions.js";
import { backupSummary, type BackupSource, writeBackup } from "../backup/write-backup.js";
import { type Config, loadConfig } from "../config.js";
import { DataDirLockedError } from "../db/data-dir-lock.js";
import { commandLineOrUsage, operatorPath, runOperatorCli } from "./operator-errors.js";
import { viaRunningShop } from "./operator-command.js";

/**
 * `npm run backup [-- --out <folder>]`: write a backup of the database and the uploads into a new
 * folder (docs/deployment.md, "Backup and restore"). PostgreSQL is dumped with pg_dump. The embedded
 * database is opened here when no shop has its folder; a running shop is asked to dump it itself.
 */
const USAGE = "Usage: npm run backup [-- --out <new folder>]";

await runOperatorCli(async () => {
  const { out } = commandLineOrUsage({ options: { out: { type: "string" } } }, USAGE).values;
  const config = loadConfig();
  const dir = out
    ? operatorPath(out)
    : path.join(config.dataDir, "backups", `shop-${new Date().toISOString().replace(/[:.]/g, "-")}`);
  const uploadsDir = path.join(config.dataDir, "uploads");
  const source = (dump: BackupSource["dump"], kind: BackupSource["kind"]): BackupSource => ({ kind, dump, uploadsDir, imageStorage: config.imageStorage });

  if (config.databaseUrl) {
    const databaseUrl = config.databaseUrl;
    console.log(backupSummary(dir, await writeBackup(dir, source((file) => dumpPostgres(databaseUrl, file), "postgres"))));
    return;
  }
  await backupEmbedded(config, dir, source);
});

async function backupEmbedded(config: Config, dir: string, source: (dump: BackupSource["dump"], kind: "pglite") => BackupSource) {
  let opened: Awaited<ReturnType<typeof openEmbeddedSession>>;
  try {
    opened = await openEmbeddedSession(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const result = await viaRunningShop({ command: "backup", dir }, error);
    (result.ok ? console.log : console.error)(result.message);
    if (!result.ok) process.exitCode = 1;
    return;
  }
  try {
    if ((await opened.session.query(`SELECT 1 FROM pg_tables WHERE schemaname = 'public' LIMIT 1`)).length === 0) {
      throw new BackupRefused(`${opened.where} is empty; there is nothing to back up (DATA_DIR is ${config.dataDir}).`);
    }
    console.log(backupSummary(dir, await writeBackup(dir, source((file) => dumpPGlite(opened.pglite, file), "pglite"))));
  } finally {
    await opened.close();
  }
}
