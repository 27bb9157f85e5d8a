import path from "node:path";
import { restoreBackup } from "../backup/restore-backup.js";
import { openEmbeddedSession, openPostgresSession } from "../backup/sql-sessions.js";
import { loadConfig } from "../config.js";
import { commandLineOrUsage, operatorPath, runOperatorCli } from "./operator-errors.js";

/**
 * `npm run restore -- <backup folder> [--force]`: restore a backup (npm run backup) into the
 * configured database, which must be empty unless --force, and the data folder's uploads. The
 * embedded database is restored only while no shop has its folder.
 */
const USAGE = "Usage: npm run restore -- <backup folder> [--force]";

await runOperatorCli(async () => {
  const { positionals, values } = commandLineOrUsage({ options: { force: { type: "boolean" } }, allowPositionals: true }, USAGE);
  const [backup, ...more] = positionals;
  if (!backup || more.length > 0) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const dir = operatorPath(backup);
  const target = config.databaseUrl ? await openPostgresSession(config.databaseUrl) : await openEmbeddedSession(config.dataDir);
  try {
    const message = await restoreBackup(dir, target, path.join(config.dataDir, "uploads"), {
      force: values.force ?? false,
      warn: (text) => console.warn(text),
    });
    console.log(message);
  } finally {
    await target.close();
  }
});
