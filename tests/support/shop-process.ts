import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { LOCK_FILE, type LockOwner } from "../../graph/src/db/data-dir-lock.js";
import { freePortBlock } from "./auth.js";

/** Real shop processes, run from source the way `npm run dev` runs them (no build needed). */

const repoRoot = path.resolve(import.meta.dirname, "../..");

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ShopProcess {
  pid: number;
  url: string;
  /** Resolves when the shop logs that it is open; rejects if it exits before. */
  opened: Promise<void>;
  exited: Promise<Exit>;
  stdout(): string;
  stderr(): string;
  /** Send the signal (unless it has exited) and wait for the exit. */
  stop(signal: NodeJS.Signals): Promise<Exit>;
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<{ body: { data?: T; errors?: unknown[] }; headers: Headers }>;
}

/** The environment of a shop process or CLI: only what the test decides, plus what Node needs. */
export function processEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { PATH, HOME, TMPDIR } = process.env;
  return {
    ...(PATH ? { PATH } : {}),
    ...(HOME ? { HOME } : {}),
    ...(TMPDIR ? { TMPDIR } : {}),
    TSX_TSCONFIG_PATH: path.join(repoRoot, "graph/tsconfig.json"),
    NODE_ENV: "test",
    ...extra,
  };
}

/** Run a TypeScript file of the repository from source. */
export function spawnSource(file: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ["--conditions=@shop/source", "--import", "tsx", path.join(repoRoot, file), ...args], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** Start `graph/src/main.ts` on 127.0.0.1:`port` with `env` (DATA_DIR, DATABASE_URL… are the caller's). */
export function spawnShop(env: Record<string, string>, port = 0): ShopProcess {
  const child = spawnSource(
    "graph/src/main.ts",
    [],
    processEnvironment({ HOST: "127.0.0.1", PORT: String(port), SEED_DEMO: "false", LOG_LEVEL: "info", ...env }),
  );
  let stdout = "";
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<Exit>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  const opened = new Promise<void>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).on("line", (line) => {
      stdout += `${line}\n`;
      if (line.includes("The shop is open")) resolve();
    });
    void exited.then((exit) => reject(new Error(`The shop exited (${JSON.stringify(exit)}) before it was open:\n${stderr}`)));
  });
  opened.catch(() => undefined); // callers that expect a refusal await `exited` instead
  const url = `http://127.0.0.1:${port}`;
  const shop: ShopProcess = {
    pid: child.pid!,
    url,
    opened,
    exited,
    stdout: () => stdout,
    stderr: () => stderr,
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    async graphql(query, variables, token) {
      const response = await fetch(`${url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return { body: (await response.json()) as never, headers: response.headers };
    },
  };
  running.add(shop);
  void exited.then(() => running.delete(shop));
  return shop;
}

/** Every shop started and not yet exited, for stopShops. */
const running = new Set<ShopProcess>();

/** Kill every shop a test started (for afterEach). */
export async function stopShops(signal: NodeJS.Signals = "SIGKILL"): Promise<void> {
  await Promise.all([...running].map((shop) => shop.stop(signal)));
}

/** Run `graph/src/cli/<script>` with `env` (DATA_DIR, DATABASE_URL…) and collect its output. */
export function runCli(script: string, args: string[], env: Record<string, string>): Promise<Exit & { stdout: string; stderr: string }> {
  const child = spawnSource(`graph/src/cli/${script}`, args, processEnvironment(env));
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once("close", (code, signal) => resolve({ code, signal, stdout, stderr })));
}

/** A shop on a free port, once it is open. */
export async function startShop(env: Record<string, string>): Promise<ShopProcess> {
  const shop = spawnShop(env, await freePortBlock());
  await shop.opened;
  return shop;
}

/** The shops a test file starts, to kill after each test (whatever the test got to). */
export function startedShops() {
  const started: ShopProcess[] = [];
  return {
    async start(env: Record<string, string>): Promise<ShopProcess> {
      const shop = await startShop(env);
      started.push(shop);
      return shop;
    },
    killAll: () => Promise.all(started.splice(0).map((shop) => shop.stop("SIGKILL"))),
  };
}

/** Who holds a data folder's embedded database, as its lock file says. */
export function lockOwner(dataDir: string): LockOwner | undefined {
  const file = path.join(dataDir, LOCK_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as LockOwner) : undefined;
}
