import type { DataSource } from "typeorm";
import type { AnalyticsEventType, DeviceClass } from "./analytics-event.entity.js";

export interface StoredEvent {
  occurredAt: Date;
  type: AnalyticsEventType;
  path: string;
  productId: string | null;
  referrerHost: string | null;
  device: DeviceClass;
  visitorHash: string;
}

export interface BufferOptions {
  /** Write at least this often while events wait. */
  flushEveryMs: number;
  /** Write as soon as this many wait. */
  flushAt: number;
  /** Never hold more: newer events are dropped (and counted) while the database cannot take them. */
  capacity: number;
}

export const BUFFER_DEFAULTS: BufferOptions = { flushEveryMs: 2_000, flushAt: 500, capacity: 10_000 };

const COLUMNS = ["occurredAt", "type", "path", "productId", "referrerHost", "device", "visitorHash"] as const;

interface Log {
  error(details: { err: unknown }, message: string): void;
}

/**
 * Events wait in memory and are written together with one multi-row INSERT (docs/analytics.md#batching),
 * so recording a page view costs the storefront a push onto an array. A failed write keeps its
 * events for the next try, up to `capacity`.
 */
export class EventBuffer {
  private pending: StoredEvent[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  /** Events dropped because the buffer was full. */
  dropped = 0;
  log: Log | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly options: BufferOptions = BUFFER_DEFAULTS,
  ) {}

  get size(): number {
    return this.pending.length;
  }

  add(events: StoredEvent[]): void {
    const room = Math.max(0, this.options.capacity - this.pending.length);
    if (events.length > room) this.dropped += events.length - room;
    this.pending.push(...events.slice(0, room));
    if (this.pending.length >= this.options.flushAt && !this.flushing) void this.flush();
    else this.schedule();
  }

  /** Put a failed batch back in front, as far as there is room, and try again at the next tick (not at once). */
  private requeue(batch: StoredEvent[]): void {
    const room = Math.max(0, this.options.capacity - this.pending.length);
    if (batch.length > room) this.dropped += batch.length - room;
    this.pending = [...batch.slice(batch.length - room), ...this.pending];
    this.schedule();
  }

  private schedule(): void {
    if (this.timer || !this.pending.length) return;
    this.timer = setTimeout(() => void this.flush(), this.options.flushEveryMs);
    this.timer.unref();
  }

  /** Write everything waiting now (the timer, a full batch, the server closing, tests). */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    // One write at a time; a flush asked for during one waits for it, then writes what came since.
    while (this.flushing) await this.flushing;
    if (!this.pending.length) return;
    const batch = this.pending;
    this.pending = [];
    this.flushing = this.write(batch)
      .catch((error: unknown) => {
        this.log?.error({ err: error }, "Writing analytics events failed; they wait for the next try");
        this.requeue(batch);
      })
      .finally(() => {
        this.flushing = null;
      });
    await this.flushing;
  }

  /** Stop the timer and write what waits (the server's close). */
  async close(): Promise<void> {
    await this.flush();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private async write(batch: StoredEvent[]): Promise<void> {
    for (let start = 0; start < batch.length; start += this.options.flushAt) {
      const rows = batch.slice(start, start + this.options.flushAt);
      const params: unknown[] = [];
      const values = rows.map((row) => `(${COLUMNS.map((column) => `$${params.push(row[column])}`).join(", ")})`);
      await this.dataSource.query(
        `INSERT INTO "analytics_event" (${COLUMNS.map((column) => `"${column}"`).join(", ")}) VALUES ${values.join(", ")}`,
        params,
      );
    }
  }
}
