import { APP_LIMITS, APP_SCOPES_REQUIRED, appRules } from "@shop/common";
import type { DataSource, EntityManager } from "typeorm";
import type { Actor, AuditService } from "../audit/audit.service.js";
import { subjectOf } from "../events/event-types.js";
import { recordEvent } from "../events/outbox.js";
import { appPayload } from "../events/payloads.js";
import { conflict, fieldErrors, type FieldProblem, notFound, unauthenticated } from "../shared/errors.js";
import { isUuid } from "../shared/uuid.js";
import { ruleProblems } from "../shared/validate-input.js";
import { APP_SCOPES, type AppPrincipal, type AppScope, isAppScope } from "./app-scope.js";
import { appTokenHash, newAppToken } from "./app-token.js";
import { App, AppRequestCount } from "./app.entity.js";

export interface AppBudget {
  maximumAvailable: number;
  restoreRate: number;
}

/** What an admin gives for a new app; the budget defaults to 1,000 points restoring 50 a second. */
export interface NewApp {
  name: string;
  scopes: readonly AppScope[];
  budget?: AppBudget | null;
}

/** What an update changes: the fields given (not null), the others stay. */
export interface AppChanges {
  name?: string | null;
  scopes?: readonly AppScope[] | null;
  budget?: AppBudget | null;
}

/** An app and its token: the only time the token is seen. */
export interface AppWithToken {
  app: App;
  token: string;
}

export const DEFAULT_APP_BUDGET: AppBudget = {
  maximumAvailable: APP_LIMITS.budgetMaximum.default,
  restoreRate: APP_LIMITS.budgetRestoreRate.default,
};

/** Longest span of hourly counts one question may ask for: a week. */
export const MAX_COUNT_HOURS = 168;

const HOUR_MS = 3_600_000;
const startOfHour = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

/** What an audit entry keeps of an app (never its token or hash). */
const auditView = (app: App) => ({
  name: app.name,
  scopes: app.scopes,
  budget: { maximumAvailable: app.budgetMaximum, restoreRate: app.budgetRestoreRate },
  tokenPrefix: app.tokenPrefix,
  revokedAt: app.revokedAt?.toISOString() ?? null,
});

/** The checked values of an app's fields, as given (absent ones stay absent); a field error otherwise. */
function checkedChanges(changes: AppChanges, { creating }: { creating: boolean }): Partial<Pick<App, "name" | "scopes" | "budgetMaximum" | "budgetRestoreRate">> {
  const problems: FieldProblem[] = [];
  if (creating || changes.name != null) problems.push(...ruleProblems({ name: appRules.name }, { name: changes.name ?? "" }));
  if (changes.budget) {
    problems.push(
      ...ruleProblems(
        { maximumAvailable: appRules.budgetMaximum, restoreRate: appRules.budgetRestoreRate },
        { maximumAvailable: changes.budget.maximumAvailable, restoreRate: changes.budget.restoreRate },
        "budget.",
      ),
    );
  }
  if ((creating || changes.scopes != null) && !changes.scopes?.length) problems.push({ field: "scopes", messages: [APP_SCOPES_REQUIRED] });
  else if (changes.scopes?.some((scope) => !isAppScope(scope))) problems.push({ field: "scopes", messages: ["Unknown scope."] });
  if (problems.length) throw fieldErrors(problems);
  return {
    ...(changes.name != null ? { name: changes.name.trim() } : {}),
    // Once each, in the enum's order, so the same set always reads the same.
    ...(changes.scopes != null ? { scopes: APP_SCOPES.filter((scope) => changes.scopes!.includes(scope)) } : {}),
    ...(changes.budget ? { budgetMaximum: changes.budget.maximumAvailable, budgetRestoreRate: changes.budget.restoreRate } : {}),
  };
}

/**
 * Apps (docs/auth.md, "Apps and scopes"; decision 052): programs an admin lets in with a token of
 * their own. The token is shown once, when it is made, and kept only as its SHA-256. Every write
 * is audited in its own transaction. `authenticate` looks the token up on every request, so a
 * rotation or a revocation holds at once on every replica.
 */
export class AppService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** Every app, newest first, revoked ones included. */
  list(): Promise<App[]> {
    return this.dataSource.getRepository(App).find({ order: { createdAt: "DESC", id: "ASC" } });
  }

  async create(input: NewApp, actor: Actor): Promise<AppWithToken> {
    const values = checkedChanges({ ...input, budget: input.budget ?? DEFAULT_APP_BUDGET }, { creating: true });
    const { token, hash, prefix } = newAppToken();
    const app = await this.dataSource.transaction(async (em) => {
      const inserted = await em.getRepository(App).save(
        em.getRepository(App).create({ ...values, tokenHash: hash, tokenPrefix: prefix, createdBy: actor.uid, lastUsedAt: null, revokedAt: null }),
      );
      const created = await this.byId(inserted.id, em);
      await this.audit.record(actor, "app.create", { entityType: "app", ids: [created.id], after: auditView(created) }, em);
      await recordEvent(em, "app.created", subjectOf("app", created.id), appPayload(created));
      return created;
    });
    return { app, token };
  }

  /** Change an active app's name, scopes or budget; a revoked app stays as it was (CONFLICT). */
  async update(id: string, changes: AppChanges, actor: Actor): Promise<App> {
    const values = checkedChanges(changes, { creating: false });
    return this.dataSource.transaction(async (em) => {
      const before = await this.activeApp(id, em, "A revoked app cannot be changed.");
      await em.getRepository(App).update({ id }, values);
      const after = await this.byId(id, em);
      await this.audit.record(actor, "app.update", { entityType: "app", ids: [id], before: auditView(before), after: auditView(after) }, em);
      return after;
    });
  }

  /** A new token for an active app; the old one stops working with this commit. */
  async rotate(id: string, actor: Actor): Promise<AppWithToken> {
    const { token, hash, prefix } = newAppToken();
    const app = await this.dataSource.transaction(async (em) => {
      const before = await this.activeApp(id, em, "A revoked app cannot get a new token; create a new app instead.");
      await em.getRepository(App).update({ id }, { tokenHash: hash, tokenPrefix: prefix });
      const after = await this.byId(id, em);
      await this.audit.record(actor, "app.rotateToken", { entityType: "app", ids: [id], before: auditView(before), after: auditView(after) }, em);
      return after;
    });
    return { app, token };
  }

  /** Revoke an app: its token stops working with this commit, for good. Revoking it again changes nothing. */
  async revoke(id: string, actor: Actor): Promise<App> {
    return this.dataSource.transaction(async (em) => {
      const before = await this.byId(id, em, { lock: true });
      if (before.revokedAt) return before;
      await em.getRepository(App).update({ id }, { revokedAt: () => "now()" });
      const after = await this.byId(id, em);
      await this.audit.record(actor, "app.revoke", { entityType: "app", ids: [id], before: auditView(before), after: auditView(after) }, em);
      await recordEvent(em, "app.revoked", subjectOf("app", id), appPayload(after));
      return after;
    });
  }

  /**
   * The app a token belongs to, read from the database on every call (no cache: a revocation or
   * rotation on any replica holds at once). UNAUTHENTICATED for an unknown, rotated-out or revoked token.
   */
  async authenticate(token: string): Promise<AppPrincipal> {
    const app = await this.dataSource.getRepository(App).findOneBy({ tokenHash: appTokenHash(token) });
    if (!app) throw unauthenticated("This app token is not valid: it is unknown or was replaced by a new one (rotateAppToken).");
    if (app.revokedAt) throw unauthenticated("This app was revoked: its token no longer works.");
    return {
      id: app.id,
      name: app.name,
      scopes: app.scopes.filter(isAppScope),
      budget: { maximumAvailable: app.budgetMaximum, restoreRate: app.budgetRestoreRate },
    };
  }

  /**
   * Count one request in the app's current hour (one upsert, safe under concurrency and across
   * replicas) and move `lastUsedAt`, written at most once a minute so a busy app does not write its
   * row on every request.
   */
  async recordUse(app: Pick<AppPrincipal, "id">, at = new Date()): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO "app_request_count" ("appId", "hour", "requests") VALUES ($1, $2, 1)
       ON CONFLICT ("appId", "hour") DO UPDATE SET "requests" = "app_request_count"."requests" + 1`,
      [app.id, startOfHour(at)],
    );
    await this.dataSource.query(
      `UPDATE "app" SET "lastUsedAt" = $2 WHERE "id" = $1 AND ("lastUsedAt" IS NULL OR "lastUsedAt" < $2::timestamptz - interval '1 minute')`,
      [app.id, at],
    );
  }

  /** The app's requests in each of the last `hours` hours (this one included), oldest first, zeros included. */
  async requestCounts(appId: string, hours: number, now = new Date()): Promise<{ hour: Date; requests: number }[]> {
    const last = startOfHour(now);
    const first = new Date(last.getTime() - (hours - 1) * HOUR_MS);
    const rows = await this.dataSource
      .getRepository(AppRequestCount)
      .createQueryBuilder("c")
      .where(`c."appId" = :appId AND c.hour >= :first`, { appId, first })
      .getMany();
    const byHour = new Map(rows.map((row) => [row.hour.getTime(), row.requests]));
    return Array.from({ length: hours }, (_, i) => {
      const hour = new Date(first.getTime() + i * HOUR_MS);
      return { hour, requests: byHour.get(hour.getTime()) ?? 0 };
    });
  }

  private async byId(id: string, em: EntityManager, { lock = false } = {}): Promise<App> {
    const query = em.getRepository(App).createQueryBuilder("a").where("a.id = :id", { id });
    if (lock) query.setLock("pessimistic_write");
    const app = isUuid(id) ? await query.getOne() : null;
    if (!app) throw notFound("No such app.");
    return app;
  }

  private async activeApp(id: string, em: EntityManager, refusal: string): Promise<App> {
    const app = await this.byId(id, em, { lock: true });
    if (app.revokedAt) throw conflict(refusal);
    return app;
  }
}
