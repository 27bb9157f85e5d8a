import type { DataSource, EntityManager } from "typeorm";
import type { OutboxEvent } from "../events/event-types.js";
import type { DeliveryAttempt, DeliveryOutcome, OutboxConsumer } from "../events/outbox-consumer.js";
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

  plan(event: OutboxEvent, em: EntityManager): Promise<string[]> {
    return planMessages(event, this.channel, em, { shopUrl: this.shopUrl, transport: this.transportName });
  }

  async deliver(delivery: DeliveryAttempt): Promise<DeliveryOutcome> {
    const repo = this.dataSource.getRepository(OutgoingMessage);
    const message = await repo.findOneBy({ id: delivery.targetId });
    if (!message) return { ok: false, error: "The message no longer exists (kept 90 days).", retry: false };
    if (message.status === OutgoingMessageStatus.SENT || message.status === OutgoingMessageStatus.CAPTURED) return { ok: true, detail: `Already ${message.status.toLowerCase()}.` };
    const attempts = message.attempts + 1;
    const transport = this.transportName;
    if (transport === CAPTURED) {
      await repo.update({ id: message.id }, { status: OutgoingMessageStatus.CAPTURED, transport, attempts, error: null });
      return { ok: true, detail: "Captured: no transport is set up." };
    }
    try {
      const { providerId } = await this.send(message);
      await repo.update({ id: message.id }, { status: OutgoingMessageStatus.SENT, transport, attempts, providerId, error: null, sentAt: new Date() });
      return { ok: true, detail: providerId };
    } catch (error) {
      const text = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const retry = (error as { retry?: unknown }).retry !== false;
      await repo.update({ id: message.id }, { status: retry ? OutgoingMessageStatus.QUEUED : OutgoingMessageStatus.FAILED, transport, attempts, error: text });
      return { ok: false, error: text, retry };
    }
  }

  private send(message: OutgoingMessage): Promise<{ providerId: string | null }> {
    if (this.channel === MessageChannel.EMAIL) return this.transports.mailer!.send({ to: message.to, subject: message.subject ?? "", text: message.text, html: message.html ?? "" });
    return this.transports.sms!.send(message.to, message.text);
  }
}
