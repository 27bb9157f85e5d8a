import type { DataSource } from "typeorm";

/** The database was migrated by a newer release than this code: the shop never migrates down. */
export class NewerDatabaseError extends Error {
  override name = "NewerDatabaseError";

  constructor(readonly unknownMigrations: readonly string[]) {
    super(
      `The database was upgraded by a newer release of the shop: it has migration${unknownMigrations.length === 1 ? "" : "s"} ` +
        `${unknownMigrations.join(", ")}, which this version does not know. Nothing was changed. ` +
        "Run that release or a newer one; the shop never migrates a database down (to go back, restore the backup taken before the upgrade).",
    );
  }
}

/**
 * Refuse to start on a database that holds a migration this code does not have, before any
 * migration runs: TypeORM would ignore it and run the old code on a schema it was not written for.
 */
export async function refuseNewerDatabase(dataSource: DataSource): Promise<void> {
  const table = dataSource.options.migrationsTableName ?? "migrations";
  const [found] = (await dataSource.query(`SELECT to_regclass($1) IS NOT NULL AS "exists"`, [table])) as { exists: boolean }[];
  if (!found?.exists) return; // a new database
  const applied = (await dataSource.query(`SELECT "name" FROM "${table}" ORDER BY "id"`)) as { name: string }[];
  const known = new Set(dataSource.migrations.map((migration) => migration.name));
  const unknown = applied.map((row) => row.name).filter((name) => !known.has(name));
  if (unknown.length) throw new NewerDatabaseError(unknown);
}
