import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../graph/src/db/data-source.js";
import { migrations } from "../../graph/src/db/migrations/index.js";
import { NewerDatabaseError } from "../../graph/src/db/schema-version.js";
import { createEmptyTestDatabase, type EmptyTestDatabase, skipDatabaseTests } from "../support/database.js";

/** Forward-only migrations (docs/decisions/037-…): what a start does to a database that already exists. */

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function emptyDatabase(): Promise<EmptyTestDatabase> {
  const database = await createEmptyTestDatabase();
  cleanups.push(() => database.drop());
  return database;
}

async function appliedMigrations(database: EmptyTestDatabase): Promise<string[]> {
  const connection = await database.connect();
  try {
    return (await connection.query<{ name: string }>(`SELECT "name" FROM "migrations" ORDER BY "id"`)).map((row) => row.name);
  } finally {
    await connection.close();
  }
}

describe.skipIf(skipDatabaseTests)("a start on a database a newer release migrated", { timeout: 120_000 }, () => {
  it("is refused, naming the unknown migrations, and changes nothing", async () => {
    const database = await emptyDatabase();
    await (await openDatabase(database.options)).close();
    // What the next releases would leave behind: their migrations' rows and one new table.
    const connection = await database.connect();
    await connection.exec(`
      CREATE TABLE "gift_card" ("code" varchar(20) PRIMARY KEY);
      INSERT INTO "migrations" ("timestamp", "name") VALUES (1900000000000, 'GiftCards1900000000000'), (1900000000001, 'Wishlists1900000000001');
      DELETE FROM "migrations" WHERE "name" = '${migrations.at(-1)!.name}'`); // and one of ours looks pending
    await connection.close();
    const before = await appliedMigrations(database);

    const refusal = await openDatabase(database.options).then(
      async (opened) => {
        await opened.close();
        return undefined;
      },
      (error: unknown) => error,
    );

    expect(refusal).toBeInstanceOf(NewerDatabaseError);
    const message = (refusal as Error).message;
    expect(message).toContain("GiftCards1900000000000, Wishlists1900000000001");
    expect(message).toContain("Run that release or a newer one");
    expect(message).toContain("never migrates a database down");
    expect(message).toContain("Nothing was changed");
    expect(await appliedMigrations(database)).toEqual(before); // the pending one did not run either
    // The refusal let go of the database: on PGlite a lock left behind would refuse this start as "in use".
    await expect(openDatabase(database.options)).rejects.toBeInstanceOf(NewerDatabaseError);
  });
});
