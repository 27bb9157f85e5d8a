import path from "node:path";
import { invalidationBus } from "../cache/invalidation-bus-for.js";
import { ResponseCache } from "../cache/response-cache.js";
import { loadConfig } from "../config.js";
import { type CommandResult, type ControlRequest, runCommand } from "../control/commands.js";
import { sendControlRequest } from "../control/control-client.js";
import { ControlChannelUnavailable } from "../control/control-socket.js";
import { DataDirLockedError } from "../db/data-dir-lock.js";
import { type Database, openDatabase } from "../db/data-source.js";
import { createServices } from "../services.js";
import { exitOnOperatorError } from "./operator-errors.js";

/**
 * Run an operator command (`npm run admin`, `npm run seed`) on the configured database.
 *
 * PostgreSQL (DATABASE_URL) is opened directly: any number of processes may use it. The embedded
 * database is opened only when no process has its data folder locked. When the running shop has
 * it, the command goes to that shop over its control channel; when that cannot be reached, the
 * command is refused with what to do. It never opens the embedded database behind a shop's back.
 */
export async function runOperatorCommand(request: ControlRequest): Promise<void> {
  let result: CommandResult;
  try {
    result = await run(request);
  } catch (error) {
    if (exitOnOperatorError(error)) return;
    throw error;
  }
  if (result.ok) {
    console.log(result.message);
  } else {
    console.error(result.message);
    process.exitCode = 1;
  }
}

async function run(request: ControlRequest): Promise<CommandResult> {
  const config = loadConfig();
  let database: Database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      statementTimeoutMs: config.statementTimeoutMs,
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) return viaRunningShop(request, error);
    throw error;
  }
  // Shops running on the same PostgreSQL database hear of this command's writes (the demo seed) as of any replica's.
  const replicas =
    database.kind === "postgres"
      ? invalidationBus(new ResponseCache(0), database, config.redisUrl, { warn: (details, message) => console.warn(message, details) })
      : undefined;
  try {
    await replicas?.start();
    const target = {
      services: createServices(database.dataSource, { cache: replicas }),
      uploadsDir: path.join(config.dataDir, "uploads"),
      database,
      imageStorage: config.imageStorage,
    };
    return await runCommand(request, target);
  } finally {
    await replicas?.close();
    await database.close();
  }
}

/** Hand `request` to the shop that holds the data folder; when none answers, say what to do instead. */
export async function viaRunningShop(request: ControlRequest, locked: DataDirLockedError): Promise<CommandResult> {
  try {
    return await sendControlRequest(locked.dataDir, request);
  } catch (error) {
    if (!(error instanceof ControlChannelUnavailable)) throw error;
    return {
      ok: false,
      message:
        `${locked.message}\n` +
        `The command was not run: it could not be handed to that process either, as ${error.message}.\n` +
        `Stop that process, then run again: ${commandLine(request)}`,
    };
  }
}

function commandLine(request: ControlRequest): string {
  if (request.command === "seed") return "npm run seed";
  if (request.command === "backup") return `npm run backup -- --out ${request.dir}`;
  const force = request.command === "grant" && request.force ? " --force" : "";
  return `npm run admin -- ${request.command} ${request.email}${force}`;
}
