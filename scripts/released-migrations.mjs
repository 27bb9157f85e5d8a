// Forward-only migrations (docs/decisions/037-…): the migrations a release shipped, with a hash of
// each file, are listed in graph/src/db/migrations/released.json. A released migration is never
// edited, removed or reordered, and a new one sorts after every released one. The unit test checks it;
// `npm run release:migrations` adds the current migrations to the list and writes the release's
// database fixture (tests/fixtures/migrations/release.sql) with tests/support/release-fixture.ts.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const repoRoot = path.resolve(import.meta.dirname, "..");
export const MIGRATIONS_DIR = path.join(repoRoot, "graph/src/db/migrations");
export const RELEASED_FILE = "released.json";
const FILE_NAME = /^(\d{13})-(\w+)\.ts$/;

/** The migration files in the folder, oldest first, with TypeORM's name for each (class name + timestamp). */
export function migrationFiles(dir = MIGRATIONS_DIR) {
  return fs
    .readdirSync(dir)
    .map((file) => FILE_NAME.exec(file))
    .filter((match) => match !== null)
    .map(([file, timestamp, word]) => ({ file, timestamp: Number(timestamp), name: `${word}${timestamp}` }))
    .sort((a, b) => a.timestamp - b.timestamp);
}

/** The file's content hash, the same on every checkout (line endings as committed). */
export function hashOf(dir, file) {
  return createHash("sha256").update(fs.readFileSync(path.join(dir, file), "utf8").replace(/\r\n/g, "\n")).digest("hex");
}

/** @returns {{ name: string; file: string; sha256: string }[]} */
export function readReleased(dir = MIGRATIONS_DIR) {
  const file = path.join(dir, RELEASED_FILE);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : [];
}

/** What breaks the forward-only rule in `dir`, one sentence each; empty when nothing does. */
export function forwardOnlyProblems(dir = MIGRATIONS_DIR) {
  const released = readReleased(dir);
  const files = migrationFiles(dir);
  const problems = [];
  const releasedFiles = files.filter((f) => released.some((r) => r.file === f.file));
  released.forEach((entry, i) => {
    const runsAs = releasedFiles.findIndex((f) => f.file === entry.file);
    if (runsAs === -1) problems.push(`${entry.file} was released and is gone: a released migration is never removed.`);
    else if (hashOf(dir, entry.file) !== entry.sha256) problems.push(`${entry.file} was released and has been edited: write a new migration instead.`);
    else if (runsAs !== i) problems.push(`${entry.file} was released as number ${i + 1} and now runs as number ${runsAs + 1}.`);
  });
  const lastReleased = Math.max(0, ...releasedFiles.map((f) => f.timestamp));
  for (const file of files) {
    if (!released.some((r) => r.file === file.file) && file.timestamp < lastReleased) {
      problems.push(`${file.file} is new but sorts before a released migration: give it a timestamp after ${lastReleased}.`);
    }
  }
  return problems;
}

/** At a release: add every migration not yet listed, after checking the rule. Returns the names added. */
export function releaseCurrentMigrations(dir = MIGRATIONS_DIR) {
  const problems = forwardOnlyProblems(dir);
  if (problems.length) throw new Error(`The migrations break the forward-only rule:\n- ${problems.join("\n- ")}`);
  const released = readReleased(dir);
  const added = migrationFiles(dir)
    .filter((f) => !released.some((r) => r.file === f.file))
    .map(({ name, file }) => ({ name, file, sha256: hashOf(dir, file) }));
  fs.writeFileSync(path.join(dir, RELEASED_FILE), `${JSON.stringify([...released, ...added], null, 2)}\n`);
  return added.map((entry) => entry.name);
}

if (import.meta.main) {
  const added = releaseCurrentMigrations();
  console.log(added.length ? `Released: ${added.join(", ")}` : "Every migration was already in released.json.");
  // The fixture runs the shop's own services from source, as `npm run dev` does.
  const fixture = spawnSync(
    process.execPath,
    ["--conditions=@shop/source", "--import", "tsx", path.join(repoRoot, "tests/support/release-fixture.ts"), ...process.argv.slice(2)],
    { cwd: repoRoot, stdio: "inherit", env: { ...process.env, TSX_TSCONFIG_PATH: path.join(repoRoot, "graph/tsconfig.json") } },
  );
  process.exitCode = fixture.status ?? 1;
}
