import type { DataSource, EntityManager } from "typeorm";
import type { OutboxEvent } from "../events/event-types.js";
import type { DeliveryAttempt, DeliveryOutcome, OutboxConsumer } from "../events/outbox-consumer.js";
import { retryDelayMs } from "../events/outbox-worker.js";
import type { Mailer } from "./mail-transport.js";
import { MessageChannel, OutgoingMessageStatus } from "./notification-kinds.js";
import { OutgoingMessage } from "./notification.entities.js";
import { planMessages } from "./plan-messages.js";
import type { SmsProvider } from "./sms/sms-provider.js";

/** How messages leave the shop; null: captured (kept and shown in the admin only). */
export interface NotificationTransports {
  mailer: Mailer | null;
  sms: SmsProvider | null;
}

const GONE = "The message no longer exists (kept 90 days).";

/** What a message's `transport` says when nothing sends it. */
export const CAPTURED = "captured";

/**
 * Email and SMS as outbox consumers (`kind` "email" and "sms"; docs/notifications.md): `plan`
 * renders and stores the event's messages in the fan-out transaction, `deliver` sends one (or
 * captures it when no SMTP server or gateway is set up) and records how it went on its row. A
 * message already sent is not sent again when the outbox repeats a delivery.
 */
export class NotificationConsumer implements OutboxConsumer {
  readonly kind: "email" | "sms";

  constructor(
    private readonly dataSource: DataSource,
    private readonly channel: MessageChannel,
    private readonly transports: NotificationTransports,
    private readonly shopUrl: string,
  ) {
    this.kind = channel === MessageChannel.EMAIL ? "email" : "sms";
  }

  /** "smtp", "bulksmsbd" or "captured". */
  get transportName(): string {
    if (this.channel === MessageChannel.EMAIL) return this.transports.mailer ? "smtp" : CAPTURED;
    return this.transports.sms?.name ?? CAPTURED;
  }

  async plan(event: OutboxEvent, em: EntityManager): Promise<string[]> {
    return (await this.planBatch([event], em))[0]!;
  }

  planBatch(events: readonly OutboxEvent[], em: EntityManager): Promise<string[][]> {
    return planMessages(events, this.channel, em, { shopUrl: this.shopUrl, transport: this.transportName });
  }

  async deliver(delivery: DeliveryAttempt): Promise<DeliveryOutcome> {
    const transport = this.transportName;
    if (transport === CAPTURED) return this.capture(delivery.targetId);
    const repo = this.dataSource.getRepository(OutgoingMessage);
    const message = await repo.findOneBy({ id: delivery.targetId });
    if (!message) return { ok: false, error: GONE, retry: false };
    if (message.status === OutgoingMessageStatus.SENT || message.status === OutgoingMessageStatus.CAPTURED) return { ok: true, detail: `Already ${message.status.toLowerCase()}.` };
    const attempts = message.attempts + 1;
    try {
      const { providerId } = await this.send(message);
      await repo.update({ id: message.id }, { status: OutgoingMessageStatus.SENT, transport, attempts, providerId, error: null, sentAt: new Date() });
      return { ok: true, detail: providerId };
    } catch (error) {
      const text = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const retry = (error as { retry?: unknown }).retry !== false;
      // QUEUED while the outbox will try again; FAILED on a final refusal or its last attempt.
      const final = !retry || retryDelayMs(delivery.attempt) === null;
      await repo.update({ id: message.id }, { status: final ? OutgoingMessageStatus.FAILED : OutgoingMessageStatus.QUEUED, transport, attempts, error: text });
      return { ok: false, error: text, retry };
    }
  }

  /** Keep the message as captured, in one statement (every message of a shop without SMTP or a gateway comes here). */
  private async capture(id: string): Promise<DeliveryOutcome> {
    const result = (await this.dataSource.query(
      `UPDATE "outgoing_message" SET "status" = $2, "transport" = $3, "attempts" = "attempts" + 1, "error" = NULL, "updatedAt" = now()
       WHERE "id" = $1 AND "status" NOT IN ($2, $4) RETURNING "id"`,
      [id, OutgoingMessageStatus.CAPTURED, CAPTURED, OutgoingMessageStatus.SENT],
    )) as [unknown[], number] | unknown[];
    // TypeORM answers an UPDATE with [rows, count] on PostgreSQL; as rows elsewhere.
    const rows = Array.isArray(result[0]) ? result[0] : result;
    if (rows.length) return { ok: true, detail: "Captured: no transport is set up." };
    const message = await this.dataSource.getRepository(OutgoingMessage).findOne({ where: { id }, select: { id: true, status: true } });
    return message ? { ok: true, detail: `Already ${message.status.toLowerCase()}.` } : { ok: false, error: GONE, retry: false };
  }

  private send(message: OutgoingMessage): Promise<{ providerId: string | null }> {
    if (this.channel === MessageChannel.EMAIL) return this.transports.mailer!.send({ to: message.to, subject: message.subject ?? "", text: message.text, html: message.html ?? "" });
    return this.transports.sms!.send(message.to, message.text);
  }
}
