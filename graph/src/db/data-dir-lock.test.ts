import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { acquireDataDirLock, assertDataDirFree, DataDirLockedError, LOCK_FILE, type LockOwner } from "./data-dir-lock.js";

let dataDir: string;
let lockFile: string;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-lock-"));
  lockFile = path.join(dataDir, LOCK_FILE);
});

afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the data folder lock", () => {
  it("records this process in the lock file and removes it on release", async () => {
    const lock = await acquireDataDirLock(dataDir);

    const owner = readOwner();
    expect(owner).toMatchObject({ pid: process.pid, hostname: os.hostname(), token: lock.owner.token });
    expect(Number.isNaN(Date.parse(owner.since))).toBe(false);

    lock.release();
    expect(fs.existsSync(lockFile)).toBe(false);
    (await acquireDataDirLock(dataDir)).release();
  });

  it("refuses a second opener while the owner lives, naming the folder, the owner and what to do", async () => {
    const lock = await acquireDataDirLock(dataDir);

    const error = await acquireDataDirLock(dataDir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toContain(`The data folder ${dataDir} is in use by another process (pid ${process.pid}`);
    expect((error as Error).message).toContain("Stop that process first");
    expect((error as Error).message).toContain("DATABASE_URL");
    expect(readOwner().token).toBe(lock.owner.token);
    lock.release();
  });

  it("tells whether the folder is free without taking it (npm start asks before starting the emulator)", async () => {
    expect(() => assertDataDirFree(dataDir)).not.toThrow();
    const lock = await acquireDataDirLock(dataDir);
    expect(() => assertDataDirFree(dataDir)).toThrow(DataDirLockedError);
    lock.release();
    writeOwner({ pid: deadPid() });
    expect(() => assertDataDirFree(dataDir)).not.toThrow();
  });

  it("takes over the lock of a process that is gone", async () => {
    writeOwner({ pid: deadPid() });

    const lock = await acquireDataDirLock(dataDir);
    expect(readOwner()).toMatchObject({ pid: process.pid, token: lock.owner.token });
    lock.release();
  });

  it.runIf(fs.existsSync("/proc/self/stat"))("takes over a lock whose pid now belongs to a later process", async () => {
    // This process's pid, but recorded with another start: the process that wrote it is gone.
    writeOwner({ pid: process.pid, processStart: "another-boot:1" });

    const lock = await acquireDataDirLock(dataDir);
    expect(readOwner().token).toBe(lock.owner.token);
    lock.release();
  });

  it("never takes over a lock written on another host", async () => {
    writeOwner({ pid: deadPid(), hostname: "elsewhere.example" });

    const error = await acquireDataDirLock(dataDir).catch((e: unknown) => e);
    expect((error as Error).message).toContain("on host elsewhere.example");
    expect((error as Error).message).toContain(`delete ${lockFile}`);
    expect(readOwner().hostname).toBe("elsewhere.example");
  });

  it("refuses a lock file it cannot read instead of guessing", async () => {
    fs.writeFileSync(lockFile, "not json");

    const error = await acquireDataDirLock(dataDir).catch((e: unknown) => e);
    expect((error as Error).message).toContain(`not a shop's lock (${lockFile})`);
    expect(fs.readFileSync(lockFile, "utf8")).toBe("not json");
  });

  it("leaves an interrupted takeover to a person", async () => {
    writeOwner({ pid: deadPid() });
    fs.writeFileSync(`${lockFile}.takeover`, JSON.stringify(owner({ pid: deadPid() })));

    const error = await acquireDataDirLock(dataDir).catch((e: unknown) => e);
    expect((error as Error).message).toContain(`${lockFile}.takeover is left from a takeover that did not finish`);
  });

  it("never removes a lock that another process took over after this one judged the old lock stale", async () => {
    writeOwner({ pid: deadPid() });
    // Right after this process has read the stale lock, another live process (our parent) takes it over.
    const winner = owner({ pid: process.ppid, token: "winner" });
    const read = fs.readFileSync;
    let tookOver = false;
    vi.spyOn(fs, "readFileSync").mockImplementation((...args: Parameters<typeof read>) => {
      const content = read(...args);
      if (args[0] === lockFile && !tookOver) {
        tookOver = true;
        fs.writeFileSync(lockFile, JSON.stringify(winner));
      }
      return content;
    });

    const error = await acquireDataDirLock(dataDir).catch((e: unknown) => e);
    expect((error as Error).message).toContain(`in use by another process (pid ${process.ppid}`);
    expect(readOwner().token).toBe("winner");
  });

  it("lets exactly one of several processes take over a stale lock at once", async () => {
    writeOwner({ pid: deadPid() });
    const racers = Array.from({ length: 4 }, () => startRacer(dataDir));
    try {
      await Promise.all(racers.map((racer) => racer.line())); // each has loaded the module: "ready"
      for (const racer of racers) racer.child.stdin.write("go\n");
      const results = await Promise.all(racers.map(async (racer) => JSON.parse(await racer.line()) as RaceResult));

      const winners = results.filter((result) => result.won);
      expect(winners).toHaveLength(1);
      const winnerPid = winners[0]!.pid;
      expect(readOwner().pid).toBe(winnerPid);
      for (const loser of results.filter((result) => !result.won)) {
        expect(loser.message).toContain(`in use by another process (pid ${winnerPid}`);
      }
    } finally {
      for (const racer of racers) racer.child.stdin.end();
      await Promise.all(racers.map((racer) => racer.exited));
    }
  }, 30_000); // four Node processes start and race
});

function owner(fields: Partial<LockOwner>): LockOwner {
  return { pid: 1, hostname: os.hostname(), since: "2026-11-23T10:00:00.000Z", token: "stale", ...fields };
}

function writeOwner(fields: Partial<LockOwner>) {
  fs.writeFileSync(lockFile, JSON.stringify(owner(fields)));
}

function readOwner(): LockOwner {
  return JSON.parse(fs.readFileSync(lockFile, "utf8")) as LockOwner;
}

/** The pid of a process that has exited. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ["-e", ""]);
  return pid!;
}

interface RaceResult {
  won: boolean;
  pid: number;
  message?: string;
}

/**
 * A process that says "ready", waits for "go", tries to take the lock, prints the outcome as JSON
 * and, when it won, holds the lock until its stdin closes.
 */
function startRacer(dir: string) {
  const script = `
    import readline from "node:readline";
    const { acquireDataDirLock } = await import(${JSON.stringify(path.join(import.meta.dirname, "data-dir-lock.ts"))});
    const lines = readline.createInterface({ input: process.stdin })[Symbol.asyncIterator]();
    console.log("ready");
    await lines.next();
    try {
      const lock = await acquireDataDirLock(${JSON.stringify(dir)});
      console.log(JSON.stringify({ won: true, pid: process.pid }));
      await lines.next();
      lock.release();
    } catch (error) {
      console.log(JSON.stringify({ won: false, pid: process.pid, message: error.message }));
    }
    process.stdin.destroy();
  `;
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script]);
  const lines = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    child,
    exited,
    async line(): Promise<string> {
      const next = await lines.next();
      if (next.done) throw new Error(`A racer exited early:\n${stderr}`);
      return next.value;
    },
  };
}
