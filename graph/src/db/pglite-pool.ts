import { EventEmitter } from "node:events";
import { PGlite, types } from "@electric-sql/pglite";

/**
 * A `pg`-compatible driver for TypeORM over one embedded PGlite database.
 *
 * PGlite is a single Postgres session: statements from two "connections" would
 * interleave inside one transaction, so a rolled-back transaction could keep rows
 * another caller wrote. This pool therefore leases the session exclusively: a
 * client holds it from `connect()` until `release()`, and other callers queue.
 * Transactions run one at a time, which is what one embedded session can honestly do.
 */

/** How long a caller may wait for the session before we call it a deadlock. */
const LEASE_TIMEOUT_MS = 30_000;

interface PgResult {
  rows: unknown[];
  rowCount: number;
  command: string;
  fields: { name: string; dataTypeID: number }[];
}

type ConnectCallback = (err: Error | undefined, client?: PGliteClient, release?: (err?: unknown) => void) => void;

/** Open (or create) a PGlite database that parses values the way `pg` does (int8 and numeric as strings). */
export async function openPGlite(dataDir: string | undefined): Promise<PGlite> {
  const asText = (value: string) => value;
  return PGlite.create({
    dataDir,
    parsers: { [types.INT8]: asText, [types.NUMERIC]: asText },
  });
}

class Lease {
  private held = false;
  private readonly waiters: (() => void)[] = [];

  acquire(): Promise<void> {
    if (!this.held) {
      this.held = true;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const grant = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const at = this.waiters.indexOf(grant);
        if (at >= 0) this.waiters.splice(at, 1);
        reject(new Error(`Waited ${LEASE_TIMEOUT_MS} ms for the embedded database; a caller holds it too long`));
      }, LEASE_TIMEOUT_MS);
      this.waiters.push(grant);
    });
  }

  release(): void {
    const next = this.waiters.shift();
    if (next) next();
    else this.held = false;
  }
}

class PGliteClient extends EventEmitter {
  constructor(private readonly db: PGlite) {
    super();
  }

  async query(text: string, values?: unknown[]): Promise<PgResult> {
    const result = await this.db.query<Record<string, unknown>>(text, values ?? []);
    return {
      rows: result.rows,
      rowCount: result.affectedRows ?? result.rows.length,
      command: result.command ?? commandOf(text),
      fields: result.fields,
    };
  }
}

function commandOf(sql: string): string {
  return sql.trimStart().split(/\s+/, 1)[0]?.toUpperCase() ?? "";
}

/** Build the object TypeORM's postgres driver expects in place of the `pg` module. */
export function pgliteDriver(db: PGlite) {
  class Pool extends EventEmitter {
    private readonly lease = new Lease();
    private ended = false;

    connect(callback?: ConnectCallback): Promise<PGliteClient> | undefined {
      const leased = this.acquire();
      if (!callback) return leased.then(([client]) => client);
      leased.then(
        ([client, release]) => callback(undefined, client, release),
        (err: Error) => callback(err),
      );
      return undefined;
    }

    private async acquire(): Promise<[PGliteClient, (err?: unknown) => void]> {
      if (this.ended) throw new Error("The embedded database pool has been closed");
      await this.lease.acquire();
      let released = false;
      const client = new PGliteClient(db);
      const release = () => {
        if (released) return;
        released = true;
        this.lease.release();
      };
      (client as PGliteClient & { release: typeof release }).release = release;
      return [client, release];
    }

    async query(text: string, values?: unknown[]): Promise<PgResult> {
      const [client, release] = await this.acquire();
      try {
        return await client.query(text, values);
      } finally {
        release();
      }
    }

    end(callback?: (err?: Error) => void): Promise<void> | undefined {
      this.ended = true;
      if (callback) {
        callback();
        return undefined;
      }
      return Promise.resolve();
    }
  }

  return { Pool };
}
