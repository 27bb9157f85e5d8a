import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import readline from "node:readline";
import { freePortBlock } from "./auth.js";

/** Real shop processes and operator CLIs, run from source the way `npm run dev` runs them (no build needed). */

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
  stderr(): string;
  stop(signal: NodeJS.Signals): Promise<Exit>;
}

const running = new Set<ShopProcess>();

/** The environment of a shop process or CLI: only what the test decides, plus what Node needs. */
function environment(extra: Record<string, string>): NodeJS.ProcessEnv {
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

function spawnSource(file: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ["--conditions=@shop/source", "--import", "tsx", path.join(repoRoot, file), ...args], {
    cwd: repoRoot,
    env: environment(env),
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** Start `graph/src/main.ts` with `env` (DATA_DIR at least) on `port`; stopShops() ends it if the test does not. */
export function spawnShop(env: Record<string, string>, port = 0): ShopProcess {
  const child = spawnSource("graph/src/main.ts", [], { HOST: "127.0.0.1", PORT: String(port), SEED_DEMO: "false", LOG_LEVEL: "info", ...env });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<Exit>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  const opened = new Promise<void>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).on("line", (line) => {
      if (line.includes("The shop is open")) resolve();
    });
    void exited.then((exit) => reject(new Error(`The shop exited (${JSON.stringify(exit)}) before it was open:\n${stderr}`)));
  });
  opened.catch(() => undefined); // callers that expect a refusal await `exited` instead
  const shop: ShopProcess = {
    pid: child.pid!,
    url: `http://127.0.0.1:${port}`,
    opened,
    exited,
    stderr: () => stderr,
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  running.add(shop);
  void exited.then(() => running.delete(shop));
  return shop;
}

/** A shop on a free port, once it is open. */
export async function startShop(env: Record<string, string>): Promise<ShopProcess> {
  const shop = spawnShop(env, await freePortBlock());
  await shop.opened;
  return shop;
}

/** Kill every shop a test started (for afterEach). */
export async function stopShops(signal: NodeJS.Signals = "SIGKILL"): Promise<void> {
  await Promise.all([...running].map((shop) => shop.stop(signal)));
}

/** Run `graph/src/cli/<script>` with `env` and collect its output. */
export function runCli(script: string, args: string[], env: Record<string, string>): Promise<Exit & { stdout: string; stderr: string }> {
  const child = spawnSource(`graph/src/cli/${script}`, args, env);
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once("close", (code, signal) => resolve({ code, signal, stdout, stderr })));
}
