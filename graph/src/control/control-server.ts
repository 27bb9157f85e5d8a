import fs from "node:fs";
import net from "node:net";
import type { FastifyBaseLogger } from "fastify";
import { type CommandResult, type CommandTarget, parseControlRequest, runCommand } from "./commands.js";
import { controlSocketPath, MAX_LINE_LENGTH } from "./control-socket.js";

/**
 * The running shop's end of the control channel: it runs the operator commands (grant, revoke,
 * seed, backup) that `npm run admin`, `npm run seed` and `npm run backup` hand it, on its own open database.
 *
 * Who may connect is decided by the operating system: the socket file is 0600, so only the user
 * who owns the shop's process (and root) can. There is no other authentication, and the channel
 * offers nothing beyond the commands that user could run on the data folder anyway (a backup
 * writes a new folder where that user may write).
 */

export interface ControlServer {
  readonly path: string;
  /** Stop listening; resolves when the commands in progress have answered. */
  close(): Promise<void>;
}

type Log = Pick<FastifyBaseLogger, "info" | "error">;

/** A client that connects and then says nothing is dropped after this long. */
const IDLE_TIMEOUT_MS = 10_000;

/**
 * Listen on the data folder's control socket. Call only while holding the folder's lock
 * (data-dir-lock.ts): a socket file already there is then a leftover of a killed shop, and is replaced.
 * Throws ControlChannelUnavailable when the folder's path is too long for a socket.
 */
export async function startControlServer(dataDir: string, target: CommandTarget, log: Log): Promise<ControlServer> {
  const socketPath = controlSocketPath(dataDir);
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((connection) => serve(connection, target, log));
  await listenOwnerOnly(server, socketPath);
  return {
    path: socketPath,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function listenOwnerOnly(server: net.Server, socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    // listen() creates the socket file synchronously, with the umask's permissions: with this
    // umask it is 0600 from its first moment, so nobody else can connect even briefly.
    const umask = process.umask(0o177);
    try {
      server.listen(socketPath, () => {
        server.off("error", reject);
        fs.chmodSync(socketPath, 0o600);
        resolve();
      });
    } finally {
      process.umask(umask);
    }
  });
}

/** Read one request line, answer it with one line, close. */
function serve(connection: net.Socket, target: CommandTarget, log: Log) {
  let received = "";
  connection.setEncoding("utf8");
  connection.setTimeout(IDLE_TIMEOUT_MS, () => connection.destroy());
  connection.on("error", () => connection.destroy()); // the CLI went away; nothing to tell it
  const onData = (chunk: string) => {
    received += chunk;
    const end = received.indexOf("\n");
    if (end < 0 && received.length <= MAX_LINE_LENGTH) return;
    connection.off("data", onData);
    connection.setTimeout(0); // a seed or a backup takes a while
    const line = end < 0 ? undefined : received.slice(0, end);
    void answer(line, target, log).then((result) => connection.end(`${JSON.stringify(result)}\n`));
  };
  connection.on("data", onData);
}

async function answer(line: string | undefined, target: CommandTarget, log: Log): Promise<CommandResult> {
  const request = line === undefined ? undefined : parseControlRequest(parseJson(line));
  if (!request) {
    return { ok: false, message: 'Not a command. Send one JSON line: {"command":"grant"|"revoke","email":"…"}, {"command":"seed"} or {"command":"backup","dir":"/absolute/new/folder"}.' };
  }
  // Without the email: the log keeps no personal data (docs/deployment.md, "Logs and metrics").
  log.info(`Control channel: ${request.command}`);
  try {
    return await runCommand(request, target);
  } catch (error) {
    log.error(error, `Control channel: ${request.command} failed`);
    return { ok: false, message: `The shop could not run ${request.command}: ${(error as Error).message} (see the shop's log).` };
  }
}

function parseJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}
