import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../graph/src/db/data-source.js";

/**
 * For the integration-pglite project: one new embedded database, migrated, dumped to a file that
 * every test file's database starts from (`openTestDatabase`). Creating a PGlite database and
 * running the migrations took 8 to 20 seconds of a CI core per file; starting from the dump, 1 to 4.
 */
declare module "vitest" {
  export interface ProvidedContext {
    /** The dump (PGlite's `dumpDataDir`, a tar file) of a migrated, empty embedded database. */
    pgliteSnapshot: string;
  }
}

export default async function setup(project: TestProject) {
  const database = await openDatabase({ inMemory: true });
  let dump: Blob;
  try {
    dump = await database.withEmbeddedDatabase!((pglite) => pglite.dumpDataDir("none"));
  } finally {
    await database.close();
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "shop-pglite-snapshot-"));
  const file = path.join(folder, "migrated.tar");
  fs.writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide("pgliteSnapshot", file);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
