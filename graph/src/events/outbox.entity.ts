import { Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import type { DeliveryStatus } from "./outbox-consumer.js";
import type { EventType } from "./event-types.js";

/** One event the shop reports, written in the transaction of its change (docs/events.md). */
@Entity("outbox_event")
export class OutboxEventRow {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  /** Fan-out order (bigint, a decimal string). */
  @Column({ type: "bigint", unique: true, insert: false, update: false })
  seq: string;

  @Column("varchar", { length: 64 })
  type: EventType;

  @Column("varchar", { length: 128 })
  subject: string;

  @Column("int")
  payloadVersion: number;

  @Column("jsonb")
  payload: unknown;

  @Column("timestamptz", { default: () => "now()" })
  occurredAt: Date;

  /** When the worker made its deliveries; null while it waits for that. */
  @Column("timestamptz", { nullable: true })
  fannedOutAt: Date | null;
}

/** One event to one consumer's target (a webhook subscription, a message): its attempts and outcome. */
@Entity("outbox_delivery")
export class OutboxDelivery {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Index("IDX_outbox_delivery_event")
  @Column("uuid")
  eventId: string;

  /** The event's `seq` and `subject`, copied so the claim needs no join. */
  @Column("bigint")
  eventSeq: string;

  @Column("varchar", { length: 128 })
  subject: string;

  /** The consumer's kind: "webhook", "email", "sms". */
  @Column("varchar", { length: 32 })
  kind: string;

  @Column("varchar", { length: 128 })
  targetId: string;

  @Column("varchar", { length: 16, default: "PENDING" })
  status: DeliveryStatus;

  @Column("int", { default: 0 })
  attempts: number;

  @Column("timestamptz", { default: () => "now()" })
  nextAttemptAt: Date;

  /** A worker's lease on the delivery while it tries it; an expired lease lets another worker retry. */
  @Column("timestamptz", { nullable: true })
  lockedUntil: Date | null;

  @Column("timestamptz", { nullable: true })
  lastAttemptAt: Date | null;

  @Column("text", { nullable: true })
  lastError: string | null;

  @Column("int", { nullable: true })
  lastResponseCode: number | null;

  @Column("timestamptz", { nullable: true })
  deliveredAt: Date | null;

  @Column("timestamptz", { default: () => "now()" })
  createdAt: Date;
}
