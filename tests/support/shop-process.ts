import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import readline from "node:readline";
import { freePortBlock } from "./auth.js";

/**
 * Real shop processes and operator CLIs run from source, the way `npm run dev` runs them (no
 * build needed), with only the environment a test gives them plus what Node needs.
 */

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
  /** Everything the process wrote so far. */
  stdout(): string;
  stderr(): string;
  stop(signal: NodeJS.Signals): Promise<Exit>;
}

/** The environment of a shop process or CLI: PATH, HOME and TMPDIR, NODE_ENV=test, and `extra`. */
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

/** Start `graph/src/main.ts` on 127.0.0.1:`port` (0: the system picks, and `url` is of no use) with LOG_LEVEL=info. */
export function spawnShop(env: Record<string, string>, port = 0): ShopProcess {
  const child = spawnSource("graph/src/main.ts", [], processEnvironment({ HOST: "127.0.0.1", PORT: String(port), SEED_DEMO: "false", LOG_LEVEL: "info", ...env }));
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<Exit>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  const opened = new Promise<void>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).on("line", (line) => {
      if (line.includes("The shop is open")) resolve();
    });
    void exited.then((exit) => reject(new Error(`The shop exited (${JSON.stringify(exit)}) before it was open:\n${stderr}`)));
  });
  opened.catch(() => undefined); // callers that expect a refusal await `exited` instead
  return {
    pid: child.pid!,
    url: `http://127.0.0.1:${port}`,
    opened,
    exited,
    stdout: () => stdout,
    stderr: () => stderr,
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** A shop process on a free port, once it is open. */
export async function startShop(env: Record<string, string>): Promise<ShopProcess> {
  const shop = spawnShop(env, await freePortBlock());
  await shop.opened;
  return shop;
}
