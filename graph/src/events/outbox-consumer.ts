import type { EntityManager } from "typeorm";
import type { OutboxEvent } from "./event-types.js";

/**
 * One kind of delivery the outbox worker makes (issue 34, docs/events.md): webhooks, email, SMS.
 * The worker fans each event out to every consumer's targets in one transaction (`plan`), then
 * delivers each (event, target) at least once, in event order per target and subject, retrying
 * with backoff (`DELIVERY_BACKOFF_SECONDS`) across restarts, kill -9 and replicas.
 */
export interface OutboxConsumer {
  /** Stored on each delivery: "webhook", "email", "sms". */
  readonly kind: string;
  /**
   * The targets this event goes to (a subscription id, a message id), decided inside the fan-out
   * transaction: rows the consumer writes with `em` (a rendered message) commit with the fan-out.
   */
  plan(event: OutboxEvent, em: EntityManager): Promise<string[]>;
  /**
   * `plan` for a fan-out batch at once (the targets of each event, in the events' order), for a
   * consumer that would otherwise read the same rows once per event. The worker uses it when given.
   */
  planBatch?(events: readonly OutboxEvent[], em: EntityManager): Promise<string[][]>;
  /** Try one delivery. Throwing counts as `{ ok: false, error }` with a retry. */
  deliver(delivery: DeliveryAttempt, event: OutboxEvent): Promise<DeliveryOutcome>;
  /**
   * `deliver` for a claim round's deliveries of this kind at once (an outcome for each, in order),
   * for a consumer that can settle several in one statement. The worker uses it when given;
   * throwing counts as a failure of each.
   */
  deliverBatch?(deliveries: readonly { delivery: DeliveryAttempt; event: OutboxEvent }[]): Promise<DeliveryOutcome[]>;
}

export interface DeliveryAttempt {
  id: string;
  eventId: string;
  kind: string;
  targetId: string;
  /** This attempt's number: 1 for the first. */
  attempt: number;
}

export type DeliveryOutcome =
  | { ok: true; responseCode?: number | null; detail?: string | null }
  /** `retry: false`: give up now (a target that no longer exists, a refused address). */
  | { ok: false; error: string; responseCode?: number | null; retry?: boolean };

/** Delivery states, as stored and shown. */
export type DeliveryStatus = "PENDING" | "DELIVERED" | "FAILED";

/**
 * What the worker offers consumers and admin screens. `redeliver` queues a fresh delivery of an
 * event to one target (the admin's "resend"), first attempt now.
 */
export interface OutboxControl {
  redeliver(eventId: string, kind: string, targetId: string): Promise<string>;
  /** Wake the worker now (after a commit that wrote events), instead of at its next poll. */
  nudge(): void;
}
