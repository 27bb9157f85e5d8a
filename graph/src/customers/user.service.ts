import type { DataSource, Repository } from "typeorm";
import type { VerifiedToken } from "../auth/token-verifier.js";
import type { Actor, AuditService } from "../audit/audit.service.js";
import { badInput, notFound } from "../shared/errors.js";
import { escapeLike } from "../shared/slug.js";
import { User, UserRole } from "./user.entity.js";

/** lastSeenAt is refreshed at most this often, so a browsing session does not write on every request. */
const SEEN_RESOLUTION_MS = 5 * 60 * 1000;

export interface ProfileChanges {
  displayName?: string | null;
  photoURL?: string | null;
  phone?: string | null;
  address?: string | null;
}

export interface UserQuery {
  search?: string | null;
  role?: UserRole | null;
  skip: number;
  take: number;
}

export class UserService {
  private readonly repo: Repository<User>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly adminEmails: readonly string[],
  ) {
    this.repo = dataSource.getRepository(User);
  }

  /**
   * The shop's record for a verified token: created on the first request (ADMIN when the
   * verified email is in ADMIN_EMAILS), its lastSeenAt (and email) refreshed now and then.
   */
  async recordVisit(token: VerifiedToken): Promise<User> {
    const existing = await this.repo.findOneBy({ uid: token.uid });
    const now = new Date();
    if (existing) {
      if (now.getTime() - existing.lastSeenAt.getTime() > SEEN_RESOLUTION_MS || existing.email !== token.email) {
        existing.lastSeenAt = now;
        existing.email = token.email;
        await this.repo.update({ uid: existing.uid }, { lastSeenAt: now, email: token.email });
      }
      return existing;
    }
    const isAdmin = token.emailVerified && token.email !== null && this.adminEmails.includes(token.email);
    await this.repo
      .createQueryBuilder()
      .insert()
      .values({
        uid: token.uid,
        email: token.email,
        displayName: token.name?.slice(0, 100) ?? null,
        photoURL: token.picture?.slice(0, 500) ?? null,
        role: isAdmin ? UserRole.ADMIN : UserRole.CUSTOMER,
        lastSeenAt: now,
      })
      // Two first requests at once: the second finds the row the first wrote.
      .orIgnore()
      .execute();
    return this.repo.findOneByOrFail({ uid: token.uid });
  }

  findByUid(uid: string): Promise<User | null> {
    return this.repo.findOneBy({ uid });
  }

  async updateProfile(uid: string, changes: ProfileChanges): Promise<User> {
    const user = await this.repo.findOneBy({ uid });
    if (!user) throw notFound("No such user.");
    const clean = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);
    const patch = {
      displayName: clean(changes.displayName),
      photoURL: clean(changes.photoURL),
      phone: clean(changes.phone),
      address: clean(changes.address),
    };
    await this.repo.update({ uid }, Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)));
    return this.repo.findOneByOrFail({ uid });
  }

  async list({ search, role, skip, take }: UserQuery): Promise<{ items: User[]; totalItems: number }> {
    const qb = this.repo.createQueryBuilder("u");
    if (role) qb.andWhere("u.role = :role", { role });
    const term = search?.trim();
    if (term) {
      qb.andWhere("(u.email ILIKE :pattern OR u.displayName ILIKE :pattern OR u.phone ILIKE :pattern)", {
        pattern: `%${escapeLike(term)}%`,
      });
    }
    const [items, totalItems] = await qb.orderBy("u.createdAt", "DESC").addOrderBy("u.uid", "ASC").skip(skip).take(take).getManyAndCount();
    return { items, totalItems };
  }

  async setRole(uid: string, role: UserRole, actor?: Actor): Promise<User> {
    if (uid === actor?.uid && role !== UserRole.ADMIN) throw badInput("You cannot remove your own admin role.", { field: "role" });
    return this.change(uid, { role }, "user.setRole", actor);
  }

  async setDisabled(uid: string, disabled: boolean, actor?: Actor): Promise<User> {
    if (uid === actor?.uid && disabled) throw badInput("You cannot disable your own account.", { field: "disabled" });
    return this.change(uid, { disabled }, "user.setDisabled", actor);
  }

  /** An admin's change to a user record, with its audit entry in the same transaction. */
  private change(uid: string, values: Partial<Pick<User, "role" | "disabled">>, action: string, actor?: Actor): Promise<User> {
    return this.dataSource.transaction(async (em) => {
      const before = await em.findOneBy(User, { uid });
      if (!before) throw notFound("No such user.");
      await em.update(User, { uid }, values);
      const after = await em.findOneByOrFail(User, { uid });
      if (actor) {
        const pick = (u: User) => Object.fromEntries(Object.keys(values).map((key) => [key, u[key as keyof typeof values]]));
        await this.audit.record(actor, action, { entityType: "user", ids: [uid], before: pick(before), after: pick(after) }, em);
      }
      return after;
    });
  }

  /** For the admin CLI: set the role of the account with this email. */
  async setRoleByEmail(email: string, role: UserRole): Promise<User> {
    const user = await this.repo
      .createQueryBuilder("u")
      .where("lower(u.email) = lower(:email)", { email: email.trim() })
      .getOne();
    if (!user) {
      throw notFound(
        `No account with the email ${email} has signed in to this shop yet. Ask them to sign in once, or list the email in ADMIN_EMAILS.`,
      );
    }
    await this.repo.update({ uid: user.uid }, { role });
    return this.repo.findOneByOrFail({ uid: user.uid });
  }
}
