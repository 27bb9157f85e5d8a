import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuditService } from "../../graph/src/audit/audit.service.js";
import type { Database } from "../../graph/src/db/data-source.js";
import { openTestDatabase, skipDatabaseTests, testDatabaseKind } from "../support/database.js";

/**
 * The audit log's filter choices (`auditFilterChoices`) on a log of many entries: the right
 * actions and actors, and each statement reads one index entry per distinct value, not the table
 * (EXPLAIN ANALYZE's rows read, so neither the plan's wording nor the machine's speed matters).
 */

const ENTRIES = 20_000;
const ACTIONS = ["category.delete", "image.upload", "order.setStatus", "product.create", "product.update"];
const PEOPLE = ["uid-ana", "uid-bob", "uid-chen"];
const APPS = ["00000000-0000-4000-8000-00000000000a", "00000000-0000-4000-8000-00000000000b"];

describe.skipIf(skipDatabaseTests)(`the audit log's filter choices (${testDatabaseKind})`, () => {
  let database: Database;
  let audit: AuditService;
  /** Every statement the service sends, with its parameters. */
  const sent: { sql: string; parameters: unknown[] }[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    // Entry i: action i mod 5; a person for even i (mod 3), an app for odd i (i / 2 mod 2). The last
    // entries rename one person's email and one app, to show the latest is the one offered.
    await database.dataSource.query(
      `INSERT INTO "audit_entry" ("at", "actorUid", "actorEmail", "actorAppId", "actorAppName", "action", "entityType")
       SELECT now() - (i || ' seconds')::interval,
         CASE WHEN i % 2 = 0 THEN ($1::text[])[1 + i % 3] END,
         CASE WHEN i % 2 = 0 THEN 'old-' || ($1::text[])[1 + i % 3] || '@example.com' END,
         CASE WHEN i % 2 = 1 THEN ($2::uuid[])[1 + (i / 2) % 2] END,
         CASE WHEN i % 2 = 1 THEN 'Old app' END,
         ($3::text[])[1 + i % 5], 'product'
       FROM generate_series(1, $4::int) AS i`,
      [PEOPLE, APPS, ACTIONS, ENTRIES],
    );
    await database.dataSource.query(
      `INSERT INTO "audit_entry" ("at", "actorUid", "actorEmail", "actorAppId", "actorAppName", "action", "entityType") VALUES
       (now(), 'uid-ana', 'ana@example.com', NULL, NULL, 'product.update', 'product'),
       (now(), NULL, NULL, $1::uuid, 'ERP', 'product.update', 'product')`,
      [APPS[1]],
    );
    await database.dataSource.query(`ANALYZE "audit_entry"`);
    const query = database.dataSource.query.bind(database.dataSource);
    const recording = Object.create(database.dataSource) as typeof database.dataSource;
    recording.query = ((sql: string, parameters: unknown[] = []) => {
      sent.push({ sql, parameters });
      return query(sql, parameters);
    }) as typeof recording.query;
    audit = new AuditService(recording);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  /** How many rows of the audit table a statement reads: every scan of it in the plan, times its loops. */
  async function auditRowsRead(statement: { sql: string; parameters: unknown[] }): Promise<number> {
    const [row] = (await database.dataSource.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement.sql}`, statement.parameters)) as {
      "QUERY PLAN": unknown;
    }[];
    const plan = typeof row!["QUERY PLAN"] === "string" ? JSON.parse(row!["QUERY PLAN"]) : row!["QUERY PLAN"];
    let read = 0;
    const walk = (node: Record<string, unknown>) => {
      if (node["Relation Name"] === "audit_entry") read += Number(node["Actual Rows"]) * Number(node["Actual Loops"]);
      for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
    };
    walk((plan as { Plan: Record<string, unknown> }[])[0]!.Plan);
    return read;
  }

  it("lists every action once, alphabetically, in one statement reading one entry per action", async () => {
    sent.length = 0;
    expect(await audit.actions()).toEqual(ACTIONS);
    expect(sent).toHaveLength(1);
    expect(await auditRowsRead(sent[0]!)).toBeLessThanOrEqual(ACTIONS.length * 2);
  });

  it("lists every person and app once with their latest email or name, people then apps by name, reading a few entries each", async () => {
    sent.length = 0;
    expect(await audit.actors()).toEqual([
      { uid: "uid-ana", email: "ana@example.com", appId: null, appName: null },
      { uid: "uid-bob", email: "old-uid-bob@example.com", appId: null, appName: null },
      { uid: "uid-chen", email: "old-uid-chen@example.com", appId: null, appName: null },
      { uid: null, email: null, appId: APPS[1], appName: "ERP" },
      { uid: null, email: null, appId: APPS[0], appName: "Old app" },
    ]);
    expect(sent).toHaveLength(1);
    expect(await auditRowsRead(sent[0]!)).toBeLessThanOrEqual((PEOPLE.length + APPS.length) * 3);
  });

  it("finds actors by part of their email, uid or app name, in any case", async () => {
    expect((await audit.actors("BOB@")).map((actor) => actor.uid)).toEqual(["uid-bob"]);
    expect((await audit.actors("erp")).map((actor) => actor.appId)).toEqual([APPS[1]]);
    expect((await audit.actors("uid-c")).map((actor) => actor.email)).toEqual(["old-uid-chen@example.com"]);
    expect(await audit.actors("%")).toEqual([]);
    expect(await audit.actors("nobody")).toEqual([]);
  });
});
