import path from "node:path";
import { parseArgs } from "node:util";
import { restoreBackup } from "../backup/restore-backup.js";
import { openEmbeddedSession, openPostgresSession } from "../backup/sql-sessions.js";
import { loadConfig } from "../config.js";
import { exitOnOperatorError } from "./operator-errors.js";

/**
 * `npm run restore -- <backup folder> [--force]`: restore a backup (npm run backup) into the
 * configured database, which must be empty unless --force, and the data folder's uploads. The
 * embedded database is restored only while no shop has its folder.
 */
const USAGE = "Usage: npm run restore -- <backup folder> [--force]";

try {
  await main();
} catch (error) {
  if (!exitOnOperatorError(error)) throw error;
}

async function main() {
  let parsed: { positionals: string[]; values: { force?: boolean } };
  try {
    parsed = parseArgs({ options: { force: { type: "boolean" } }, allowPositionals: true });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  const [backup, ...more] = parsed.positionals;
  if (!backup || more.length > 0) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), backup);
  const target = config.databaseUrl ? await openPostgresSession(config.databaseUrl) : await openEmbeddedSession(config.dataDir);
  try {
    const message = await restoreBackup(dir, target, path.join(config.dataDir, "uploads"), {
      force: parsed.values.force ?? false,
      warn: (text) => console.warn(text),
    });
    console.log(message);
  } finally {
    await target.close();
  }
}
