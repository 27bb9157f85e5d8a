import type { DataSource, Repository } from "typeorm";
import type { Actor, AuditService } from "../audit/audit.service.js";
import { badInput, notFound } from "../shared/errors.js";
import { type Page, pageOf } from "../shared/paging.js";
import { escapeLike } from "../shared/slug.js";
import { isUuid } from "../shared/uuid.js";
import { type RateLimitCounters, type RateLimiter, describeWait, localCounters, rateLimited } from "../shared/rate-limiter.js";
import { ContactMessage, ContactMessageStatus } from "./contact-message.entity.js";
import { subjectOf } from "../events/event-types.js";
import { recordEvent } from "../events/outbox.js";
import { contactMessagePayload } from "../events/payloads.js";

/** How many messages one client may send per window. */
export const CONTACT_LIMIT = 5;
export const CONTACT_WINDOW_MS = 10 * 60 * 1000;

export interface NewContactMessage {
  name: string;
  email: string;
  phone?: string | null;
  subject: string;
  message: string;
}

export interface InboxQuery {
  status?: ContactMessageStatus | null;
  search?: string | null;
  skip: number;
  take: number;
}

export class ContactService {
  private readonly repo: Repository<ContactMessage>;
  private readonly limiter: RateLimiter;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    counters: RateLimitCounters = localCounters(),
  ) {
    this.repo = dataSource.getRepository(ContactMessage);
    this.limiter = counters.limiter("contact", CONTACT_LIMIT, CONTACT_WINDOW_MS);
  }

  /** Store a message from `clientKey` (its IP address), refusing floods. Input is validated by the caller's input class. */
  async create(input: NewContactMessage, clientKey: string): Promise<ContactMessage> {
    const wait = await this.limiter.hit(clientKey);
    if (wait > 0) throw rateLimited(`Too many messages. Please try again in ${describeWait(wait)}.`, wait);
    const message = input.message.trim();
    if (message.length < 10) throw badInput("A message has 10 to 5,000 characters.", { field: "message" });
    return this.dataSource.transaction(async (em) => {
      const saved = await em.save(
        em.create(ContactMessage, {
          name: input.name.trim(),
          email: input.email.trim().toLowerCase(),
          phone: input.phone?.trim() || null,
          subject: input.subject.trim(),
          message,
        }),
      );
      await recordEvent(em, "contact_message.received", subjectOf("contact_message", saved.id), contactMessagePayload(saved));
      return saved;
    });
  }

  /** The admin's inbox: NEW before RESOLVED, then newest first; by status, and by text in any field a person wrote. */
  async list({ status, search, skip, take }: InboxQuery): Promise<Page<ContactMessage>> {
    const qb = this.repo.createQueryBuilder("m");
    if (status) qb.andWhere("m.status = :status", { status });
    const term = search?.trim();
    if (term) {
      qb.andWhere("(m.name ILIKE :pattern OR m.email ILIKE :pattern OR m.subject ILIKE :pattern OR m.message ILIKE :pattern)", {
        pattern: `%${escapeLike(term)}%`,
      });
    }
    qb.orderBy(`CASE WHEN m.status = '${ContactMessageStatus.NEW}' THEN 0 ELSE 1 END`, "ASC")
      .addOrderBy("m.createdAt", "DESC")
      .addOrderBy("m.id", "ASC");
    return pageOf(qb, { skip, take });
  }

  /** One message; null for an unknown id (or one that is not a UUID). */
  findById(id: string): Promise<ContactMessage | null> {
    return isUuid(id) ? this.repo.findOneBy({ id }) : Promise.resolve(null);
  }

  /** The unread (NEW) messages, for the sidebar's badge: one indexed count. */
  countNew(): Promise<number> {
    return this.repo.countBy({ status: ContactMessageStatus.NEW });
  }

  /** Mark a message RESOLVED or NEW again, with its audit entry in the same transaction. */
  setStatus(id: string, status: ContactMessageStatus, actor: Actor): Promise<ContactMessage> {
    return this.dataSource.transaction(async (em) => {
      const before = isUuid(id) ? await em.findOneBy(ContactMessage, { id }) : null;
      if (!before) throw notFound("No such message.");
      await em.update(ContactMessage, { id }, { status });
      await this.audit.record(
        actor,
        "contactMessage.setStatus",
        { entityType: "contactMessage", ids: [id], before: { status: before.status }, after: { status } },
        em,
      );
      return em.findOneByOrFail(ContactMessage, { id });
    });
  }

  /**
   * Delete a message for good (decision 016): it is the sender's personal data and nothing refers
   * to it. The audit entry keeps who deleted which id, and the message's status and date, not its text.
   */
  delete(id: string, actor: Actor): Promise<string> {
    return this.dataSource.transaction(async (em) => {
      const before = isUuid(id) ? await em.findOneBy(ContactMessage, { id }) : null;
      if (!before) throw notFound("No such message.");
      await em.delete(ContactMessage, { id });
      await this.audit.record(
        actor,
        "contactMessage.delete",
        { entityType: "contactMessage", ids: [id], before: { status: before.status, createdAt: before.createdAt.toISOString() } },
        em,
      );
      return id;
    });
  }
}
