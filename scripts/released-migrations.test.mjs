import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { migrations } from "../graph/src/db/migrations/index.ts";
import { forwardOnlyProblems, migrationFiles, releaseCurrentMigrations } from "./released-migrations.mjs";

describe("the shop's migrations", () => {
  it("keep every released migration as it was released, and add new ones after them", () => {
    expect(forwardOnlyProblems()).toEqual([]);
  });

  it("run in the order of their files, each file's class named as TypeORM records it", () => {
    expect(migrations.map((migration) => new migration().name)).toEqual(migrationFiles().map((file) => file.name));
  });
});

describe("the forward-only check", () => {
  let dir;
  const write = (file, text = `// ${file}\n`) => fs.writeFileSync(path.join(dir, file), text);
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  function releasedFolder() {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
    write("1700000000000-First.ts");
    write("1700000000100-Second.ts");
    write("index.ts");
    expect(releaseCurrentMigrations(dir)).toEqual(["First1700000000000", "Second1700000000100"]);
    expect(forwardOnlyProblems(dir)).toEqual([]);
  }

  it("accepts a new migration after the released ones, and lists it at the next release", () => {
    releasedFolder();
    write("1700000000200-Third.ts");
    expect(forwardOnlyProblems(dir)).toEqual([]);
    expect(releaseCurrentMigrations(dir)).toEqual(["Third1700000000200"]);
    expect(releaseCurrentMigrations(dir)).toEqual([]);
  });

  it("fails when a released migration is edited", () => {
    releasedFolder();
    write("1700000000000-First.ts", "// First, with a fix\n");
    expect(forwardOnlyProblems(dir)).toEqual(["1700000000000-First.ts was released and has been edited: write a new migration instead."]);
    expect(() => releaseCurrentMigrations(dir)).toThrow("edited");
  });

  it("fails when a released migration is removed", () => {
    releasedFolder();
    fs.rmSync(path.join(dir, "1700000000000-First.ts"));
    expect(forwardOnlyProblems(dir)).toContain("1700000000000-First.ts was released and is gone: a released migration is never removed.");
  });

  it("fails when released migrations change places", () => {
    releasedFolder();
    fs.renameSync(path.join(dir, "1700000000100-Second.ts"), path.join(dir, "1699999999999-Second.ts"));
    expect(forwardOnlyProblems(dir)).toContain("1700000000100-Second.ts was released and is gone: a released migration is never removed.");

    fs.renameSync(path.join(dir, "1699999999999-Second.ts"), path.join(dir, "1700000000100-Second.ts"));
    const released = JSON.parse(fs.readFileSync(path.join(dir, "released.json"), "utf8"));
    fs.writeFileSync(path.join(dir, "released.json"), JSON.stringify(released.reverse()));
    expect(forwardOnlyProblems(dir)).toEqual([
      "1700000000100-Second.ts was released as number 1 and now runs as number 2.",
      "1700000000000-First.ts was released as number 2 and now runs as number 1.",
    ]);
  });

  it("fails when a new migration sorts before a released one", () => {
    releasedFolder();
    write("1700000000050-Between.ts");
    expect(forwardOnlyProblems(dir)).toEqual([
      "1700000000050-Between.ts is new but sorts before a released migration: give it a timestamp after 1700000000100.",
    ]);
  });
});
