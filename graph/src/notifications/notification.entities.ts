import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import type { MessageAudience, MessageChannel, NotificationKind, OutgoingMessageStatus } from "./notification-kinds.js";

/**
 * The owner's version of one (kind, channel) template. No row: the default text, on or off as
 * `KINDS` says (notification-kinds.ts).
 */
@Entity("notification_template")
export class NotificationTemplateRow {
  @PrimaryColumn("varchar", { length: 40 })
  kind: NotificationKind;

  @PrimaryColumn("varchar", { length: 10 })
  channel: MessageChannel;

  @Column("boolean")
  enabled: boolean;

  /** Emails only. */
  @Column("varchar", { length: 200, nullable: true })
  subject: string | null;

  @Column("text")
  body: string;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

/** Where owner alerts go: one row (id 1); no row or no emails: the shop's contact email. */
@Entity("notification_recipients")
export class NotificationRecipients {
  @PrimaryColumn("integer")
  id: number;

  @Column("jsonb")
  ownerEmails: string[];

  /** 8801XXXXXXXXX. */
  @Column("jsonb")
  ownerPhones: string[];

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

/**
 * Every email and SMS the shop made (docs/notifications.md): rendered when its event was fanned
 * out, then sent, captured (no transport set up) or failed. Kept 90 days.
 */
@Entity("outgoing_message")
@Index("IDX_outgoing_message_created", ["createdAt", "id"])
@Index("IDX_outgoing_message_order", ["orderId"])
export class OutgoingMessage {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("varchar", { length: 10 })
  channel: MessageChannel;

  @Column("varchar", { length: 10 })
  audience: MessageAudience;

  @Column("varchar", { length: 40 })
  kind: NotificationKind;

  /** An email address, or a phone as 8801XXXXXXXXX. */
  @Column("varchar", { length: 320 })
  to: string;

  @Column("varchar", { length: 300, nullable: true })
  subject: string | null;

  @Column("text")
  text: string;

  @Column("text", { nullable: true })
  html: string | null;

  @Column("varchar", { length: 10 })
  status: OutgoingMessageStatus;

  /** "smtp", "bulksmsbd" or "captured": how it went (or will go) out. */
  @Column("varchar", { length: 20 })
  transport: string;

  /** The SMTP message id or the gateway's message id. */
  @Column("varchar", { length: 200, nullable: true })
  providerId: string | null;

  /** The last attempt's error. */
  @Column("text", { nullable: true })
  error: string | null;

  @Column("integer", { default: 0 })
  attempts: number;

  @Column("uuid", { nullable: true })
  orderId: string | null;

  @Column("integer", { nullable: true })
  orderNumber: number | null;

  /** The outbox event it was made for. */
  @Column("uuid", { nullable: true })
  eventId: string | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Column("timestamptz", { nullable: true })
  sentAt: Date | null;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
