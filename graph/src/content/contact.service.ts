import type { DataSource, Repository } from "typeorm";
import { badInput } from "../shared/errors.js";
import { RateLimiter, describeWait, rateLimited } from "../shared/rate-limiter.js";
import { ContactMessage } from "./contact-message.entity.js";

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

export class ContactService {
  private readonly repo: Repository<ContactMessage>;
  private readonly limiter = new RateLimiter(CONTACT_LIMIT, CONTACT_WINDOW_MS);

  constructor(dataSource: DataSource) {
    this.repo = dataSource.getRepository(ContactMessage);
  }

  /** Store a message from `clientKey` (its IP address), refusing floods. Input is validated by the caller's input class. */
  async create(input: NewContactMessage, clientKey: string): Promise<ContactMessage> {
    const wait = this.limiter.hit(clientKey);
    if (wait > 0) throw rateLimited(`Too many messages. Please try again in ${describeWait(wait)}.`, wait);
    const message = input.message.trim();
    if (message.length < 10) throw badInput("A message has 10 to 5,000 characters.", { field: "message" });
    return this.repo.save(
      this.repo.create({
        name: input.name.trim(),
        email: input.email.trim().toLowerCase(),
        phone: input.phone?.trim() || null,
        subject: input.subject.trim(),
        message,
      }),
    );
  }
}
