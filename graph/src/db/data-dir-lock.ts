import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * One process at a time on a data folder's embedded database.
 *
 * PGlite has no locking between processes: two processes that open the same folder both write
 * to it and destroy each other's work. `DATA_DIR/db.lock` names the process that has the folder
 * open. It is created with O_EXCL, so exactly one of several openers succeeds.
 *
 * A lock whose process has died (crash, `kill -9`) is stale and taken over. A process counts as
 * dead when its pid no longer exists on this host or, where /proc tells process start times,
 * when the pid now belongs to a process that started later (pid reuse). Without /proc a reused
 * pid looks alive: the opener refuses and the message says which file to delete.
 * Only the host that wrote the lock can judge it: a lock from another hostname is never taken over.
 */

export const LOCK_FILE = "db.lock";

/** What the lock file holds (JSON). */
export interface LockOwner {
  pid: number;
  hostname: string;
  /** When the lock was taken (ISO 8601), for the person reading the message. */
  since: string;
  /** The process's start (`bootId:ticks` from /proc) where available, to tell a reused pid apart. */
  processStart?: string;
  /** Unique per acquisition: a release or a takeover removes only the lock it has read. */
  token: string;
}

export interface DataDirLock {
  readonly owner: LockOwner;
  /** Remove the lock if it is still ours. Idempotent. */
  release(): void;
}

/** The data folder is held by someone else; the message says by whom and what to do. */
export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";

  constructor(
    readonly dataDir: string,
    message: string,
  ) {
    super(message);
  }
}

/** Readers that find the lock mid-write or mid-takeover look again this many times, this far apart. */
const ATTEMPTS = 40;
const RETRY_MS = 25;

/**
 * Take the data folder's lock or throw DataDirLockedError. `dataDir` must exist.
 * Takes over a stale lock; of several processes doing that at once, exactly one wins.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  const files = lockFiles(dataDir);
  const me = thisProcessAsOwner();
  let last: ReadLock = { kind: "missing" };
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    if (createExclusive(files.lock, me)) return heldLock(files.lock, me);
    last = readLock(files.lock);
    if (last.kind === "owner") {
      const state = ownerState(last.owner);
      if (state === "running" || state === "elsewhere") throw lockedBy(dataDir, files, last.owner, state);
      if (takeOver(files, last.raw, me)) return heldLock(files.lock, me);
    }
    // The lock is being written, was just released, or another process is taking it over: look again.
    await sleep(RETRY_MS);
  }
  throw stuck(dataDir, files, last);
}

/**
 * Throw DataDirLockedError when a live process holds the data folder (the lock is not taken).
 * `npm start` asks before it starts anything of its own, such as the Auth emulator.
 */
export function assertDataDirFree(dataDir: string): void {
  const files = lockFiles(dataDir);
  const found = readLock(files.lock);
  if (found.kind !== "owner") return;
  const state = ownerState(found.owner);
  if (state !== "dead") throw lockedBy(dataDir, files, found.owner, state);
}

interface LockFiles {
  lock: string;
  /** Held (O_EXCL) while replacing a stale lock, so two processes never both replace it. */
  takeover: string;
}

function lockFiles(dataDir: string): LockFiles {
  const lock = path.join(dataDir, LOCK_FILE);
  return { lock, takeover: `${lock}.takeover` };
}

function thisProcessAsOwner(): LockOwner {
  return {
    pid: process.pid,
    hostname: os.hostname(),
    since: new Date().toISOString(),
    processStart: processStartOf(process.pid),
    token: randomBytes(8).toString("hex"),
  };
}

function serialize(owner: LockOwner): string {
  return `${JSON.stringify(owner)}\n`;
}

/** Create `file` holding `owner` unless it exists; false when it does. */
function createExclusive(file: string, owner: LockOwner): boolean {
  let fd: number;
  try {
    fd = fs.openSync(file, "wx", 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    fs.writeSync(fd, serialize(owner));
    fs.fsyncSync(fd);
  } catch (error) {
    fs.rmSync(file, { force: true }); // an empty lock would block every later opener
    throw error;
  } finally {
    fs.closeSync(fd);
  }
  return true;
}

function heldLock(file: string, owner: LockOwner): DataDirLock {
  const content = serialize(owner);
  let released = false;
  return {
    owner,
    release() {
      if (released) return;
      released = true;
      if (readRaw(file) === content) fs.rmSync(file, { force: true });
    },
  };
}

/**
 * Replace the stale lock whose content is `staleRaw` with ours. The takeover file makes this a
 * critical section: in it, the lock is removed only if it is still the stale one we judged, so a
 * process that judged it stale a moment ago cannot remove the lock another has just taken.
 */
function takeOver(files: LockFiles, staleRaw: string, me: LockOwner): boolean {
  if (!createExclusive(files.takeover, me)) return false;
  try {
    if (readRaw(files.lock) !== staleRaw) return false;
    fs.rmSync(files.lock);
    // A plain opener may create the lock between these two lines; then it has won, and we have not.
    return createExclusive(files.lock, me);
  } finally {
    fs.rmSync(files.takeover, { force: true });
  }
}

type ReadLock = { kind: "owner"; owner: LockOwner; raw: string } | { kind: "missing" } | { kind: "unreadable" };

function readRaw(file: string): string | undefined {
  try {
    return fs.readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

function readLock(file: string): ReadLock {
  const raw = readRaw(file);
  if (raw === undefined) return { kind: "missing" };
  try {
    const owner = JSON.parse(raw) as Partial<LockOwner>;
    const validPid = typeof owner.pid === "number" && Number.isInteger(owner.pid) && owner.pid > 0;
    if (validPid && typeof owner.hostname === "string" && typeof owner.token === "string") {
      return { kind: "owner", owner: owner as LockOwner, raw };
    }
  } catch {
    // half written, or not ours
  }
  return { kind: "unreadable" };
}

type OwnerState = "running" | "dead" | "elsewhere";

function ownerState(owner: LockOwner): OwnerState {
  if (owner.hostname !== os.hostname()) return "elsewhere";
  if (!pidExists(owner.pid)) return "dead";
  const start = owner.processStart && processStartOf(owner.pid);
  if (start && start !== owner.processStart) return "dead"; // the pid was reused by a later process
  return "running";
}

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"; // exists, owned by another user
  }
}

/** `bootId:startTicks` of a process on Linux; undefined where /proc does not tell. */
function processStartOf(pid: number): string | undefined {
  try {
    const bootId = fs.readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // Field 2, the command name, may hold spaces and parentheses; field 22 (start time) is the 20th after it.
    const startTicks = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
    return startTicks ? `${bootId}:${startTicks}` : undefined;
  } catch {
    return undefined;
  }
}

const SEVERAL_PROCESSES = "To run several processes on one shop, point them all at PostgreSQL with DATABASE_URL.";

function lockedBy(dataDir: string, files: LockFiles, owner: LockOwner, state: "running" | "elsewhere"): DataDirLockedError {
  if (state === "elsewhere") {
    return new DataDirLockedError(
      dataDir,
      `The data folder ${dataDir} is in use by process ${owner.pid} on host ${owner.hostname} (since ${owner.since}), ` +
        `which this machine cannot check. Stop the shop there first. If none runs there, delete ${files.lock}. ${SEVERAL_PROCESSES}`,
    );
  }
  const canTellReusedPid = owner.processStart !== undefined && processStartOf(owner.pid) !== undefined;
  const reusedPidHint = canTellReusedPid
    ? ""
    : ` If process ${owner.pid} is not a shop (its pid may have been reused after a crash), delete ${files.lock}.`;
  return new DataDirLockedError(
    dataDir,
    `The data folder ${dataDir} is in use by another process (pid ${owner.pid}, since ${owner.since}): ` +
      `its embedded database can be open in one process only. Stop that process first.${reusedPidHint} ${SEVERAL_PROCESSES}`,
  );
}

/** The lock stayed unreadable, or a takeover never finished, while we kept looking. */
function stuck(dataDir: string, files: LockFiles, last: ReadLock): DataDirLockedError {
  if (last.kind === "unreadable") {
    return new DataDirLockedError(
      dataDir,
      `The data folder ${dataDir} has a lock file that is not a shop's lock (${files.lock}). ` +
        `If no shop runs on this folder, delete that file.`,
    );
  }
  const guard = readLock(files.takeover);
  return new DataDirLockedError(
    dataDir,
    `The data folder ${dataDir} could not be locked: ${files.takeover} is left from a takeover that did not finish` +
      `${guard.kind === "owner" ? ` (by process ${guard.owner.pid})` : ""}. ` +
      `If no shop runs on this folder, delete that file and start again.`,
  );
}
