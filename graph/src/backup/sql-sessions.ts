import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type Database, openEmbeddedFolder } from "../db/data-source.js";
import type { SqlSession } from "./database-contents.js";

/** One session on the shop's database, opened by the backup and restore CLIs themselves. */
export interface OpenSession {
  kind: Database["kind"];
  /** For messages: the database's name or folder. */
  where: string;
  session: SqlSession;
  /** Run `work` in one transaction (`begin` may ask for an isolation level); rolled back if it throws. */
  transaction<T>(work: (session: SqlSession) => Promise<T>, begin?: string): Promise<T>;
  close(): Promise<void>;
}

export async function openPostgresSession(databaseUrl: string): Promise<OpenSession> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: "shop-backup" });
  await client.connect();
  const session = pgSession(client);
  return {
    kind: "postgres",
    where: `the PostgreSQL database ${new URL(databaseUrl).pathname.slice(1) || "(default)"}`,
    session,
    async transaction(work, begin = "BEGIN") {
      await client.query(begin);
      try {
        const result = await work(session);
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      }
    },
    close: () => client.end(),
  };
}

/** The embedded database of `dataDir`, with its lock (throws DataDirLockedError while a shop has it). */
export async function openEmbeddedSession(dataDir: string): Promise<OpenSession & { pglite: PGlite }> {
  const { pglite, dir, close } = await openEmbeddedFolder(dataDir);
  return {
    kind: "pglite",
    where: `the embedded database in ${dir}`,
    pglite,
    session: pgliteSession(pglite),
    transaction: (work) => pglite.transaction((tx) => work(pgliteSession(tx))),
    close,
  };
}

export function pgliteSession(db: Pick<PGlite, "query" | "exec">): SqlSession {
  return {
    query: async <Row>(text: string, values?: unknown[]) => (await db.query<Row>(text, values)).rows,
    async exec(script) {
      await db.exec(script);
    },
  };
}

function pgSession(client: pg.Client): SqlSession {
  return {
    query: async <Row>(text: string, values?: unknown[]) => (await client.query(text, values)).rows as Row[],
    async exec(script) {
      await client.query(script);
    },
  };
}
