import { type DataSource, type EntityManager, In, type Repository } from "typeorm";
import type { VerifiedToken } from "../auth/token-verifier.js";
import type { Actor, AuditService } from "../audit/audit.service.js";
import { badInput, conflict, notFound } from "../shared/errors.js";
import { type CursorKey, cursorStart, endCursorOf, textKey } from "../shared/cursor-paging.js";
import type { Page } from "../shared/paging.js";
import { escapeLike } from "../shared/slug.js";
import { customerOrderTotals, type CustomerOrderStats, orderStatsOf } from "./customer-stats.js";
import { User, UserRole } from "./user.entity.js";
import { UserSort } from "./user-sort.js";

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
  filter?: { updatedAfter?: Date | null } | null;
  sort?: UserSort;
  /** A cursor (a page's endCursor): the page reads after it, sorted SYNC. */
  after?: string | null;
  skip: number;
  take: number;
}

/** Each sort's ORDER BY term (`u` the user, `s` their order totals); the uid breaks ties. */
const ORDER_BY: Record<UserSort, { by: string; dir: "ASC" | "DESC"; nullsLast?: true }> = {
  NEWEST: { by: `u."createdAt"`, dir: "DESC" },
  OLDEST: { by: `u."createdAt"`, dir: "ASC" },
  NAME_ASC: { by: `lower(u."displayName")`, dir: "ASC", nullsLast: true },
  NAME_DESC: { by: `lower(u."displayName")`, dir: "DESC", nullsLast: true },
  EMAIL_ASC: { by: "lower(u.email)", dir: "ASC", nullsLast: true },
  EMAIL_DESC: { by: "lower(u.email)", dir: "DESC", nullsLast: true },
  LAST_SEEN_DESC: { by: `u."lastSeenAt"`, dir: "DESC" },
  LAST_SEEN_ASC: { by: `u."lastSeenAt"`, dir: "ASC" },
  ORDERS_DESC: { by: `coalesce(s."orderCount", 0)`, dir: "DESC" },
  ORDERS_ASC: { by: `coalesce(s."orderCount", 0)`, dir: "ASC" },
  SPENT_DESC: { by: `coalesce(s."totalSpentMinor", 0)`, dir: "DESC" },
  SPENT_ASC: { by: `coalesce(s."totalSpentMinor", 0)`, dir: "ASC" },
  // The uid, always the last term, is the whole order.
  SYNC: { by: "u.uid", dir: "ASC" },
};

/** Users' cursor key: the uid (Firebase's, at most 128 characters), which never changes. */
const userCursor: CursorKey<User, string> = { list: "users", of: (user) => user.uid, accepts: textKey(128) };
const SORTS_BY_ORDERS = new Set<UserSort>([UserSort.ORDERS_DESC, UserSort.ORDERS_ASC, UserSort.SPENT_DESC, UserSort.SPENT_ASC]);

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
      const changed = existing.email !== token.email || existing.emailVerified !== token.emailVerified;
      if (changed || now.getTime() - existing.lastSeenAt.getTime() > SEEN_RESOLUTION_MS) {
        Object.assign(existing, { lastSeenAt: now, email: token.email, emailVerified: token.emailVerified });
        // A visit is not a change to sync (it would make every active customer "changed" every
        // five minutes); a new email or verification is, so updatedAt moves only with those.
        const updatedAt = changed ? now : () => `"updatedAt"`;
        await this.repo.update({ uid: existing.uid }, { lastSeenAt: now, email: token.email, emailVerified: token.emailVerified, updatedAt });
        if (changed) existing.updatedAt = now;
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
        emailVerified: token.emailVerified,
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

  /**
   * A page of users for the admin's table: the page's uids in order (joining the order totals only
   * when sorting by them), the count of matches, then the page's records; never a query per row.
   */
  async list({ search, role, filter, sort = UserSort.NEWEST, after, skip, take }: UserQuery): Promise<Page<User> & { endCursor: string | null }> {
    const bySyncOrder = sort === UserSort.SYNC;
    const start = cursorStart(userCursor, { after, skip, bySyncOrder });
    const qb = this.repo.createQueryBuilder("u");
    if (role) qb.andWhere("u.role = :role", { role });
    if (filter?.updatedAfter) qb.andWhere(`u."updatedAt" > :updatedAfter`, { updatedAfter: filter.updatedAfter });
    const term = search?.trim();
    if (term) {
      qb.andWhere("(u.email ILIKE :pattern OR u.displayName ILIKE :pattern OR u.phone ILIKE :pattern)", {
        pattern: `%${escapeLike(term)}%`,
      });
    }
    const page = qb.clone().select("u.uid", "uid");
    if (start !== null) page.andWhere("u.uid > :after", { after: start });
    if (SORTS_BY_ORDERS.has(sort)) {
      page.leftJoin(`(${customerOrderTotals(this.dataSource).getQuery()})`, "s", `s.uid = u.uid`);
    }
    const order = ORDER_BY[sort];
    page.orderBy(order.by, order.dir, order.nullsLast ? "NULLS LAST" : undefined);
    page.addOrderBy("u.uid", "ASC").offset(skip).limit(take);
    const [rows, totalItems] = await Promise.all([take > 0 ? page.getRawMany<{ uid: string }>() : [], qb.getCount()]);
    const uids = rows.map((row) => row.uid);
    const found = new Map((await (uids.length ? this.repo.findBy({ uid: In(uids) }) : [])).map((user) => [user.uid, user]));
    const items = uids.map((uid) => found.get(uid)).filter((user): user is User => user !== undefined);
    return { items, totalItems, endCursor: endCursorOf(userCursor, items, bySyncOrder) };
  }

  /** Each uid's order count and total spent (customer-stats.ts), in one query. */
  orderStatsOf(uids: readonly string[]): Promise<CustomerOrderStats[]> {
    return orderStatsOf(this.dataSource, uids);
  }

  async setRole(uid: string, role: UserRole, actor?: Actor): Promise<User> {
    if (uid === actor?.uid && role !== UserRole.ADMIN) throw badInput("You cannot remove your own admin role.", { field: "role" });
    return this.change(uid, { role }, "user.setRole", actor);
  }

  async setDisabled(uid: string, disabled: boolean, actor?: Actor): Promise<User> {
    if (uid === actor?.uid && disabled) throw badInput("You cannot disable your own account.", { field: "disabled" });
    return this.change(uid, { disabled }, "user.setDisabled", actor);
  }

  /**
   * An admin's change to a user record, with its audit entry in the same transaction. A change
   * that would leave the shop without an enabled admin is refused (CONFLICT): the enabled admins'
   * rows are locked first, so two admins demoting each other at once cannot both succeed — the
   * second waits, then sees the first's change and is refused.
   */
  private change(uid: string, values: Partial<Pick<User, "role" | "disabled">>, action: string, actor?: Actor): Promise<User> {
    return this.dataSource.transaction(async (em) => {
      const admins = await lockEnabledAdmins(em);
      const before = await em.createQueryBuilder(User, "u").setLock("pessimistic_write").where("u.uid = :uid", { uid }).getOne();
      if (!before) throw notFound("No such user.");
      const staysAdmin = (values.role ?? before.role) === UserRole.ADMIN && !(values.disabled ?? before.disabled);
      if (admins.includes(uid) && !staysAdmin && admins.length <= 1) {
        throw conflict(`${before.displayName ?? before.email ?? "This user"} is the shop's last admin. Make someone else an admin first.`, {
          reason: "LAST_ADMIN",
        });
      }
      await em.update(User, { uid }, values);
      const after = await em.findOneByOrFail(User, { uid });
      if (actor) {
        const pick = (u: User) => Object.fromEntries(Object.keys(values).map((key) => [key, u[key as keyof typeof values]]));
        await this.audit.record(actor, action, { entityType: "user", ids: [uid], before: pick(before), after: pick(after) }, em);
      }
      return after;
    });
  }

  /**
   * For the admin CLI: set the role of the account with this email. Granting ADMIN to an email
   * nobody has verified is refused unless `force`: anyone can register with an address they do not
   * own, so the email alone does not say whose account it is.
   */
  async setRoleByEmail(email: string, role: UserRole, { force = false } = {}): Promise<User> {
    const users = await this.repo
      .createQueryBuilder("u")
      .where("lower(u.email) = lower(:email)", { email: email.trim() })
      .orderBy("u.createdAt", "ASC")
      .getMany();
    const [user] = users;
    if (!user) {
      throw notFound(
        `No account with the email ${email} has signed in to this shop yet. Ask them to sign in once, or list the email in ADMIN_EMAILS.`,
      );
    }
    if (users.length > 1) {
      throw conflict(`${users.length} accounts have signed in with ${email} (uids ${users.map((u) => u.uid).join(", ")}); nothing changed.`);
    }
    if (role === UserRole.ADMIN && !user.emailVerified && !force) {
      throw conflict(
        `${user.email} has not verified this email (account ${user.uid}, first signed in ${user.createdAt.toISOString()}); nothing changed. ` +
          "Anyone can register with an address they do not own. Ask the owner to sign in with Google or verify the email, " +
          "then sign in again; or, if you are sure this account is theirs, add --force.",
      );
    }
    await this.repo.update({ uid: user.uid }, { role });
    return this.repo.findOneByOrFail({ uid: user.uid });
  }
}

/** The uids of the enabled admins, their rows locked until the transaction ends (in uid order, so lockers never deadlock). */
async function lockEnabledAdmins(em: EntityManager): Promise<string[]> {
  const rows = await em
    .createQueryBuilder(User, "u")
    .select("u.uid", "uid")
    .where("u.role = :role AND NOT u.disabled", { role: UserRole.ADMIN })
    .orderBy("u.uid", "ASC")
    .setLock("pessimistic_write")
    .getRawMany<{ uid: string }>();
  return rows.map((row) => row.uid);
}
