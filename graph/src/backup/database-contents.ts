import { migrations } from "../db/migrations/index.js";

/**
 * What backup and restore ask of a database, on PostgreSQL (`pg`) and on the embedded PGlite
 * alike: plain SQL over one session, outside TypeORM, so neither opening runs migrations.
 */
export interface SqlSession {
  query<Row>(text: string, values?: unknown[]): Promise<Row[]>;
  /** Several statements in one string (a dump), with no parameters. */
  exec(script: string): Promise<void>;
}

/** Rows per table of the `public` schema, by table name: what a backup records and a restore checks. */
export type TableCounts = Record<string, number>;

/** The shop's objects in `public` that a restore would collide with (extensions' own objects aside). */
export interface ShopObjects {
  tables: string[];
  functions: string[];
  types: string[];
}

export async function tableCounts(sql: SqlSession): Promise<TableCounts> {
  const tables = await sql.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
  const counts: TableCounts = {};
  for (const { name } of tables) {
    const [row] = await sql.query<{ count: number }>(`SELECT count(*)::int AS count FROM public.${quoteIdentifier(name)}`);
    counts[name] = row?.count ?? 0;
  }
  return counts;
}

/** The name of the last migration the database has run, or null when it has none (an empty database). */
export async function latestMigration(sql: SqlSession): Promise<string | null> {
  const [table] = await sql.query<{ name: string | null }>(`SELECT to_regclass('public.migrations')::text AS name`);
  if (!table?.name) return null;
  const [last] = await sql.query<{ name: string }>(`SELECT name FROM public.migrations ORDER BY "timestamp" DESC, id DESC LIMIT 1`);
  return last?.name ?? null;
}

/** Migrations this version of the shop knows, oldest first. */
export const knownMigrations: readonly string[] = migrations.map((migration) => migration.name);

export async function shopObjects(sql: SqlSession): Promise<ShopObjects> {
  // Objects that belong to an extension (pg_trgm's functions and types) are the extension's to drop.
  const notFromExtension = (catalog: string) =>
    `NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = '${catalog}'::regclass AND d.objid = o.oid AND d.deptype = 'e')`;
  const publicSchema = `(SELECT oid FROM pg_namespace WHERE nspname = 'public')`;
  const names = async (text: string) => (await sql.query<{ name: string }>(text)).map((row) => row.name);
  return {
    tables: await names(`SELECT o.relname AS name FROM pg_class o WHERE o.relnamespace = ${publicSchema} AND o.relkind IN ('r', 'p') ORDER BY 1`),
    // As regprocedure prints it: name and argument types, qualified where the search path needs it.
    functions: await names(
      `SELECT o.oid::regprocedure::text AS name FROM pg_proc o WHERE o.pronamespace = ${publicSchema} AND ${notFromExtension("pg_proc")} ORDER BY 1`,
    ),
    types: await names(
      `SELECT o.typname AS name FROM pg_type o WHERE o.typnamespace = ${publicSchema} AND o.typtype IN ('e', 'd', 'c')
         AND (o.typrelid = 0 OR (SELECT relkind FROM pg_class WHERE oid = o.typrelid) = 'c') AND ${notFromExtension("pg_type")} ORDER BY 1`,
    ),
  };
}

export function isEmpty(objects: ShopObjects): boolean {
  return objects.tables.length + objects.functions.length + objects.types.length === 0;
}

/** Drop what shopObjects found; the caller runs it inside the restore's transaction. */
export function dropStatements(objects: ShopObjects): string {
  return [
    ...objects.tables.map((name) => `DROP TABLE IF EXISTS public.${quoteIdentifier(name)} CASCADE;`),
    ...objects.functions.map((signature) => `DROP FUNCTION IF EXISTS ${signature} CASCADE;`),
    ...objects.types.map((name) => `DROP TYPE IF EXISTS public.${quoteIdentifier(name)} CASCADE;`),
  ].join("\n");
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
