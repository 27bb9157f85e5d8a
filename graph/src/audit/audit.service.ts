import type { DataSource, EntityManager } from "typeorm";
import type { QueryDeepPartialEntity } from "typeorm/query-builder/QueryPartialEntity.js";
import type { User } from "../customers/user.entity.js";
import { AuditEntry } from "./audit-entry.entity.js";
import { unauthenticated } from "../shared/errors.js";
import { type Page, pageOf } from "../shared/paging.js";
import { isUuid } from "../shared/uuid.js";

/** Who made a change: the admin's uid and email as they were at the time, or the app that acted. */
export interface Actor {
  /** Null for an app. */
  uid: string | null;
  email: string | null;
  app?: { id: string; name: string } | null;
}

export const actorOf = (user: Pick<User, "uid" | "email">): Actor => ({ uid: user.uid, email: user.email });

export const appActor = (app: { id: string; name: string }): Actor => ({ uid: null, email: null, app: { id: app.id, name: app.name } });

/** One key per actor, for what is kept per caller (an idempotency key's scope). */
export const actorKey = (actor: Actor): string => (actor.app ? `app:${actor.app.id}` : `admin:${actor.uid}`);

/** What changed: the kind of record, its ids, and the values worth keeping from before and after. */
export interface AuditChange {
  /** `product`, `category`, `order`, `user`, `image`, … */
  entityType: string;
  ids: readonly string[];
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export interface AuditQuery {
  entityType?: string | null;
  /** One action (`product.update`). */
  action?: string | null;
  actorUid?: string | null;
  actorAppId?: string | null;
  /** Entries at or after this instant. */
  from?: Date | null;
  /** Entries before this instant (the end of a range is exclusive). */
  to?: Date | null;
  skip: number;
  take: number;
}

/** Someone who wrote in the log: a person (uid, email) or an app (id, name), as last recorded. */
export interface AuditActor {
  uid: string | null;
  email: string | null;
  appId: string | null;
  appName: string | null;
}

/** Most actors and actions offered as filter choices. */
const MAX_CHOICES = 200;

/**
 * The audit log of admin writes (docs/data.md): every admin mutation records who did what, to
 * which records, and when, in the same transaction as the write when it passes its EntityManager,
 * so a write that rolls back leaves no entry and a committed one always has one.
 */
export class AuditService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Record one admin write, e.g. `audit.record(actor, "image.upload", { entityType: "image", ids: [key] })`.
   * Pass the write's `em` to commit (or roll back) with it.
   */
  async record(actor: Actor, action: string, change: AuditChange, em: EntityManager = this.dataSource.manager): Promise<void> {
    const entry: Omit<AuditEntry, "id" | "at"> = {
      actorUid: actor.uid,
      actorEmail: actor.email,
      actorAppId: actor.app?.id ?? null,
      actorAppName: actor.app?.name ?? null,
      action,
      entityType: change.entityType,
      entityIds: [...change.ids],
      before: change.before ?? null,
      after: change.after ?? null,
    };
    await em.insert(AuditEntry, entry as QueryDeepPartialEntity<AuditEntry>);
  }

  /** Newest first, filtered by kind of record, action, who acted (a person or an app) and when. */
  async list({ entityType, action, actorUid, actorAppId, from, to, skip, take }: AuditQuery): Promise<Page<AuditEntry>> {
    const qb = this.dataSource.getRepository(AuditEntry).createQueryBuilder("a");
    if (entityType) qb.andWhere("a.entityType = :entityType", { entityType });
    if (action) qb.andWhere("a.action = :action", { action });
    if (from) qb.andWhere("a.at >= :from", { from });
    if (to) qb.andWhere("a.at < :to", { to });
    if (actorUid) qb.andWhere("a.actorUid = :actorUid", { actorUid });
    // Not a uuid: no app made it (and the database is not asked to read it as one).
    if (actorAppId) qb.andWhere(isUuid(actorAppId) ? "a.actorAppId = :actorAppId" : "false", { actorAppId });
    return pageOf(qb.orderBy("a.at", "DESC").addOrderBy("a.id", "ASC"), { skip, take });
  }

  /** One entry, or null. */
  async entry(id: string): Promise<AuditEntry | null> {
    return isUuid(id) ? this.dataSource.getRepository(AuditEntry).findOneBy({ id }) : null;
  }

  /**
   * Who has written in the log, once each (people by uid with their latest email, apps by id with
   * their latest name), people then apps, each by name, at most MAX_CHOICES: the "who" filter's choices. With `search`,
   * only those whose email, uid or app name holds it (any case). Walks the distinct actors on
   * their indexes (DISTINCT_ACTORS_SQL), never the entries.
   */
  async actors(search?: string | null): Promise<AuditActor[]> {
    return this.dataSource.query(DISTINCT_ACTORS_SQL, [search?.trim() || null, MAX_CHOICES]);
  }

  /** The actions in the log, alphabetically, at most MAX_CHOICES: the "what" filter's choices, one index probe each. */
  async actions(): Promise<string[]> {
    const rows: { action: string }[] = await this.dataSource.query(DISTINCT_ACTIONS_SQL, [MAX_CHOICES]);
    return rows.map((row) => row.action);
  }
}

/**
 * The distinct values of an indexed column as a loose index scan: the first value, then each next
 * one greater than the last, each an index probe (`IDX_audit_action_at`, `IDX_audit_actor_at`,
 * `IDX_audit_app_at`). PostgreSQL's own DISTINCT reads every entry; this reads one per value.
 */
const distinctValues = (name: string, column: string) => `"${name}"("value") AS (
    (SELECT "${column}" FROM "audit_entry" WHERE "${column}" IS NOT NULL ORDER BY "${column}" LIMIT 1)
    UNION ALL
    SELECT (SELECT e."${column}" FROM "audit_entry" e WHERE e."${column}" > d."value" ORDER BY e."${column}" LIMIT 1)
    FROM "${name}" d WHERE d."value" IS NOT NULL
  )`;

/** $1: the most actions to answer. */
const DISTINCT_ACTIONS_SQL = `WITH RECURSIVE ${distinctValues("actions", "action")}
  SELECT "value" AS "action" FROM "actions" WHERE "value" IS NOT NULL LIMIT $1`;

/** $1: the search (or null), $2: the most actors to answer. Each actor's latest email or name is one more probe. */
const DISTINCT_ACTORS_SQL = `WITH RECURSIVE ${distinctValues("people", "actorUid")}, ${distinctValues("apps", "actorAppId")},
  "actors" AS (
    SELECT p."value" AS "uid", latest."actorEmail" AS "email", NULL::uuid AS "appId", NULL::varchar AS "appName", COALESCE(latest."actorEmail", p."value") AS "label"
    FROM "people" p CROSS JOIN LATERAL (
      SELECT e."actorEmail" FROM "audit_entry" e WHERE e."actorUid" = p."value" ORDER BY e."at" DESC LIMIT 1
    ) latest
    WHERE p."value" IS NOT NULL
    UNION ALL
    SELECT NULL, NULL, a."value", latest."actorAppName", COALESCE(latest."actorAppName", '')
    FROM "apps" a CROSS JOIN LATERAL (
      SELECT e."actorAppName" FROM "audit_entry" e WHERE e."actorAppId" = a."value" ORDER BY e."at" DESC LIMIT 1
    ) latest
    WHERE a."value" IS NOT NULL
  )
  SELECT "uid", "email", "appId"::text AS "appId", "appName" FROM "actors"
  WHERE $1::text IS NULL OR strpos(lower(concat_ws(' ', "uid", "email", "appName")), lower($1::text)) > 0
  ORDER BY "appId" IS NOT NULL, lower("label"), "uid", "appId" LIMIT $2`;

/** The admin or app calling an @AdminOnly operation, as an actor for the log. */
export async function currentActor(ctx: {
  currentUser(): Promise<User | null>;
  currentApp(): Promise<{ id: string; name: string } | null>;
}): Promise<Actor> {
  const app = await ctx.currentApp();
  if (app) return appActor(app);
  const user = await ctx.currentUser();
  if (!user) throw unauthenticated();
  return actorOf(user);
}
