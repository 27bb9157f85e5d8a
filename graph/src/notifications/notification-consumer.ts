import { type DataSource, type EntityManager, In } from "typeorm";
import type { OutboxEvent } from "../events/event-types.js";
import type { DeliveryAttempt, DeliveryOutcome, OutboxConsumer } from "../events/outbox-consumer.js";
import { inTurns, retryDelayMs } from "../events/outbox-worker.js";
import type { Mailer } from "./mail-transport.js";
import { CAPTURED, MessageChannel, OutgoingMessageStatus } from "./notification-kinds.js";
import { OutgoingMessage } from "./notification.entities.js";
import { planMessages } from "./plan-messages.js";
import type { SmsProvider } from "./sms/sms-provider.js";

/** How messages leave the shop; null: captured (kept and shown in the admin only). */
export interface NotificationTransports {
  mailer: Mailer | null;
  sms: SmsProvider | null;
}

const GONE = "The message no longer exists (kept 90 days).";

/** How many messages of a batch are handed to the SMTP server or gateway at once. */
const SEND_CONCURRENCY = 8;

/**
 * Email and SMS as outbox consumers (`kind` "email" and "sms"; docs/notifications.md): `plan`
 * renders and stores the event's messages in the fan-out transaction, `deliver` sends one and
 * records how it went on its row. With no SMTP server or gateway set up, `plan` stores them
 * captured and names no target: there is nothing to deliver (decision 075). A message already
 * sent is not sent again when the outbox repeats a delivery.
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
    if (transport === CAPTURED) return (await this.captureAll([delivery.targetId]))[0]!;
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

  /** Sent SEND_CONCURRENCY at a time, or, with no transport, captured together in one statement. */
  async deliverBatch(deliveries: readonly { delivery: DeliveryAttempt }[]): Promise<DeliveryOutcome[]> {
    if (this.transportName === CAPTURED) return this.captureAll(deliveries.map(({ delivery }) => delivery.targetId));
    const outcomes: DeliveryOutcome[] = [];
    await inTurns([...deliveries.keys()], SEND_CONCURRENCY, async (i) => void (outcomes[i] = await this.deliver(deliveries[i]!.delivery)));
    return outcomes;
  }

  /**
   * Keep messages as captured, in one statement: deliveries queued while a transport was set up
   * (the shop restarted without it) come here.
   */
  private async captureAll(ids: readonly string[]): Promise<DeliveryOutcome[]> {
    const result = (await this.dataSource.query(
      `UPDATE "outgoing_message" SET "status" = $2, "transport" = $3, "attempts" = "attempts" + 1, "error" = NULL, "updatedAt" = now()
       WHERE "id" = ANY($1::uuid[]) AND "status" NOT IN ($2, $4) RETURNING "id"`,
      [ids, OutgoingMessageStatus.CAPTURED, CAPTURED, OutgoingMessageStatus.SENT],
    )) as [{ id: string }[], number] | { id: string }[];
    // TypeORM answers an UPDATE with [rows, count] on PostgreSQL; as rows elsewhere.
    const rows = (Array.isArray(result[0]) ? result[0] : result) as { id: string }[];
    const captured = new Set(rows.map((row) => row.id));
    const others = ids.filter((id) => !captured.has(id));
    const earlier = others.length
      ? new Map((await this.dataSource.getRepository(OutgoingMessage).find({ where: { id: In(others) }, select: { id: true, status: true } })).map((m) => [m.id, m.status]))
      : new Map<string, OutgoingMessageStatus>();
    return ids.map((id): DeliveryOutcome => {
      if (captured.has(id)) return { ok: true, detail: "Captured: no transport is set up." };
      const status = earlier.get(id);
      return status ? { ok: true, detail: `Already ${status.toLowerCase()}.` } : { ok: false, error: GONE, retry: false };
    });
  }

  private send(message: OutgoingMessage): Promise<{ providerId: string | null }> {
    if (this.channel === MessageChannel.EMAIL) return this.transports.mailer!.send({ to: message.to, subject: message.subject ?? "", text: message.text, html: message.html ?? "" });
    return this.transports.sms!.send(message.to, message.text);
  }
}
