import { Check, Column, CreateDateColumn, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import type { WebhookEvent } from "./webhook-event.js";

/**
 * A URL that receives some events, signed with its secret (docs/webhooks.md). Made by an admin
 * (`appId` null: the shop's own) or by an app for itself. The secrets are kept to sign with and
 * never selected unless asked for (`select: false`), never logged, never answered after the create
 * or rotation that made them.
 */
@Entity("webhook_subscription")
export class WebhookSubscription {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("varchar", { length: 2000 })
  url: string;

  /** The subscribed events, each once, in the enum's order. */
  @Column("jsonb")
  events: WebhookEvent[];

  @Column("varchar", { length: 100, select: false })
  secret: string;

  /** The secret's first 12 characters, to recognise it. */
  @Column("varchar", { length: 12 })
  secretPrefix: string;

  /** The secret a rotation replaced: it still signs, beside the new one, until `previousSecretUntil`. */
  @Column("varchar", { length: 100, nullable: true, select: false })
  previousSecret: string | null;

  @Column("timestamptz", { nullable: true })
  previousSecretUntil: Date | null;

  /** The app that made it for itself; null for the shop's own (an admin's). */
  @Index("IDX_webhook_subscription_app")
  @Column("uuid", { nullable: true })
  appId: string | null;

  @Column("boolean", { default: true })
  enabled: boolean;

  /** The first failure since the last success: three days of failures disable the subscription. */
  @Column("timestamptz", { nullable: true })
  failingSince: Date | null;

  @Column("timestamptz", { nullable: true })
  disabledAt: Date | null;

  @Column("varchar", { length: 300, nullable: true })
  disabledReason: string | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

/** One try of one webhook delivery (a row of the outbox's `outbox_delivery`): what the receiver answered, and when. */
@Entity("webhook_attempt")
@Index("IDX_webhook_attempt_delivery", ["deliveryId", "attempt"])
export class WebhookAttempt {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("uuid")
  deliveryId: string;

  @Column("int")
  attempt: number;

  @Column("timestamptz")
  at: Date;

  @Column("int")
  durationMs: number;

  @Column("int", { nullable: true })
  responseCode: number | null;

  @Column("varchar", { length: 500, nullable: true })
  error: string | null;

  @Column("boolean")
  ok: boolean;
}

/** The shop's webhook settings: a single row (id 1). */
@Entity("webhook_settings")
@Check("CHK_webhook_settings_single_row", `"id" = 1`)
export class WebhookSettings {
  @PrimaryColumn("integer")
  id: number;

  /** Deliveries may go to loopback, private and link-local addresses in production (server-side request forgery: off by default). */
  @Column("boolean", { default: false })
  allowPrivateTargets: boolean;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
