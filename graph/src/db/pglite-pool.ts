import { AsyncLocalStorage } from "node:async_hooks";
import { EventEmitter } from "node:events";
import type { PGlite } from "@electric-sql/pglite";
import type { DataSource } from "typeorm";
import { STATEMENT_CANCELLED } from "../shared/errors.js";

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

/**
 * The embedded database's time limit, in place of PostgreSQL's statement_timeout.
 *
 * PGlite runs in this thread and ignores statement_timeout: a statement blocks the event loop
 * until it finishes, and nothing can stop it once it has started. What can be bounded is a
 * request's total. Inside `withDatabaseTimeBudget` the statements' durations add up, and once
 * they reach the pool's budget, the request's further statements are refused the way PostgreSQL
 * refuses a timed-out one (SQLSTATE 57014), except ROLLBACK, so an open transaction is undone and
 * the session freed. Work outside such a scope (migrations, seeding, the CLI) has no budget.
 */
const requestDatabaseTime = new AsyncLocalStorage<{ usedMs: number }>();

/** Run one request's work with its own database time budget (only the embedded database keeps it). */
export function withDatabaseTimeBudget<T>(run: () => T): T {
  return requestDatabaseTime.run({ usedMs: 0 }, run);
}

class DatabaseTimeBudgetSpent extends Error {
  readonly code = STATEMENT_CANCELLED;

  constructor(budgetMs: number) {
    super(`canceling statement: this request has used its ${budgetMs} ms of embedded database time`);
  }
}

export interface PGliteDriverOptions {
  /** Database time one request may use (see withDatabaseTimeBudget); 0 = no limit. */
  requestTimeBudgetMs?: number;
}

interface PgResult {
  rows: unknown[];
  rowCount: number;
  command: string;
  fields: { name: string; dataTypeID: number }[];
}

type ConnectCallback = (err: Error | undefined, client?: PGliteClient, release?: (err?: unknown) => void) => void;

/**
 * The embedded database's page cache. PostgreSQL's 128 MB default lives in the WASM heap and is
 * touched whole when the database starts, which made it most of the process's memory; pages
 * outside it are read from the data folder, which the operating system caches
 * (docs/decisions/030-lean-process-memory-and-start.md).
 */
export const PGLITE_SHARED_BUFFERS = "16MB";

/**
 * Open (or create) a PGlite database that parses values the way `pg` does (int8 and numeric as
 * strings), with the trigram extension product search uses (decision 027). `startFrom`, for a
 * database in memory, is a dump of one (`PGlite.dumpDataDir`) to start as, instead of a new one.
 */
export async function openPGlite(dataDir: string | undefined, startFrom?: Blob): Promise<PGlite> {
  // Loaded here, not with this module (whose request budget every request uses): on PostgreSQL it never loads.
  const [{ PGlite, types }, { pg_trgm }] = await Promise.all([import("@electric-sql/pglite"), import("@electric-sql/pglite/contrib/pg_trgm")]);
  const asText = (value: string) => value;
  return PGlite.create({
    dataDir,
    ...(startFrom ? { loadDataDir: startFrom } : {}),
    extensions: { pg_trgm },
    parsers: { [types.INT8]: asText, [types.NUMERIC]: asText },
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
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

  get isHeld(): boolean {
    return this.held;
  }

  get waiting(): number {
    return this.waiters.length;
  }

  release(): void {
    const next = this.waiters.shift();
    if (next) next();
    else this.held = false;
  }
}

class PGliteClient extends EventEmitter {
  constructor(
    private readonly db: PGlite,
    private readonly budgetMs: number,
  ) {
    super();
  }

  async query(text: string, values?: unknown[]): Promise<PgResult> {
    const spent = requestDatabaseTime.getStore();
    if (spent && this.budgetMs > 0 && spent.usedMs >= this.budgetMs && commandOf(text) !== "ROLLBACK") {
      throw new DatabaseTimeBudgetSpent(this.budgetMs);
    }
    const started = performance.now();
    try {
      const result = await this.db.query<Record<string, unknown>>(text, values ?? []);
      return {
        rows: result.rows,
        rowCount: result.affectedRows ?? result.rows.length,
        command: result.command ?? commandOf(text),
        fields: result.fields,
      };
    } finally {
      if (spent) spent.usedMs += performance.now() - started;
    }
  }
}

function commandOf(sql: string): string {
  return sql.trimStart().split(/\s+/, 1)[0]?.toUpperCase() ?? "";
}

/**
 * Run `work` on the embedded database while holding the pool's lease, so no request's statements
 * run in between (a backup's pg_dump opens its own transaction on the one session). Requests wait
 * meanwhile, up to LEASE_TIMEOUT_MS.
 */
export async function withSessionLeased<T>(dataSource: DataSource, db: PGlite, work: (db: PGlite) => Promise<T>): Promise<T> {
  const pool = (dataSource.driver as unknown as { master: { connect(): Promise<{ release(): void }> } }).master;
  const client = await pool.connect();
  try {
    return await work(db);
  } finally {
    client.release();
  }
}

/** Build the object TypeORM's postgres driver expects in place of the `pg` module. */
export function pgliteDriver(db: PGlite, { requestTimeBudgetMs = 0 }: PGliteDriverOptions = {}) {
  class Pool extends EventEmitter {
    private readonly lease = new Lease();
    private ended = false;
    /** What pg's Pool reports, for the metrics: one session, in use or not, and the callers queued for it. */
    readonly totalCount = 1;

    get idleCount(): number {
      return this.lease.isHeld ? 0 : 1;
    }

    get waitingCount(): number {
      return this.lease.waiting;
    }

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
      const client = new PGliteClient(db, requestTimeBudgetMs);
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
