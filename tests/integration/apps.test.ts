import { createHash } from "node:crypto";
import type { GraphQLField } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildShopSchema } from "../../graph/src/api/schema.js";
import { APP_SCOPES, AppScope } from "../../graph/src/apps/app-scope.js";
import { Category } from "../../graph/src/catalog/category.entity.js";
import { ProductStatus } from "../../graph/src/catalog/product.entity.js";
import { openDatabase } from "../../graph/src/db/data-source.js";
import { DEMO_ACCOUNTS, startTestAuth, type TestAuth } from "../support/auth.js";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { operationFor } from "../support/operations.js";
import { startTestShop, type TestShop } from "../support/shop.js";

/**
 * Apps (issue 33, docs/auth.md "Apps and scopes"): tokens made, shown once, stored hashed, rotated
 * and revoked (at once, on a second server on the same database); each scope lets an app call
 * exactly the admin operations that declare it; app writes are audited as the app; use is counted.
 */

const [adminAccount, shopperAccount] = DEMO_ACCOUNTS as [(typeof DEMO_ACCOUNTS)[0], (typeof DEMO_ACCOUNTS)[0]];
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const CREATE = `mutation($input: CreateAppInput!) { createApp(input: $input) { token app { id name scopes tokenPrefix budget { maximumAvailable restoreRate } lastUsedAt revokedAt } } }`;
const ROTATE = `mutation($id: ID!) { rotateAppToken(id: $id) { token app { id tokenPrefix } } }`;
const REVOKE = `mutation($id: ID!) { revokeApp(id: $id) { id revokedAt } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateAppInput!) { updateApp(id: $id, input: $input) { id name scopes budget { maximumAvailable restoreRate } } }`;

interface CreatedApp {
  token: string;
  app: { id: string; name: string; scopes: string[]; tokenPrefix: string; budget: { maximumAvailable: number; restoreRate: number }; lastUsedAt: string | null; revokedAt: string | null };
}

describe.skipIf(skipDatabaseTests)(`apps and their tokens (${testDatabaseKind})`, () => {
  let auth: TestAuth;
  let shop: TestShop;
  let replica: TestShop;
  let admin: { idToken: string; uid: string };
  let shopper: { idToken: string; uid: string };

  beforeAll(async () => {
    auth = await startTestAuth();
    const env = { USE_AUTH_EMULATOR: "true", FIREBASE_AUTH_EMULATOR_HOST: auth.emulator.host, ADMIN_EMAILS: adminAccount.email };
    shop = await startTestShop({ env });
    // A second server on the same database, as a second replica: its own services and memory,
    // its own connection pool on PostgreSQL (PGlite is one session, so there it shares the handle).
    const url = (shop.database.dataSource.options as { url?: string }).url;
    const database = url ? await openDatabase({ databaseUrl: url }) : { ...shop.database, close: async () => {} };
    replica = await startTestShop({ env, database });
    admin = await auth.signIn(adminAccount.email, adminAccount.password);
    shopper = await auth.signIn(shopperAccount.email, shopperAccount.password);
  }, 120_000);
  afterAll(async () => {
    await replica?.close();
    await shop?.close();
    await auth?.stop();
  });

  const createApp = async (input: Record<string, unknown>) => {
    const { body } = await shop.graphql<{ createApp: CreatedApp }>(CREATE, { input }, bearer(admin.idToken));
    expect(body.errors).toBeUndefined();
    return body.data!.createApp;
  };
  const appCount = async () => Number((await shop.database.dataSource.query(`SELECT count(*) AS n FROM "app"`))[0].n);

  describe("creating an app", () => {
    it("shows the token once and keeps only its SHA-256", async () => {
      const { token, app } = await createApp({ name: "  ERP  ", scopes: ["READ_ORDERS", "READ_PRODUCTS", "READ_ORDERS"] });
      expect(token).toMatch(/^shopapp_[A-Za-z0-9_-]{43}$/);
      expect(app).toMatchObject({
        name: "ERP",
        scopes: ["READ_PRODUCTS", "READ_ORDERS"],
        tokenPrefix: token.slice(0, 12),
        budget: { maximumAvailable: 1000, restoreRate: 50 },
        lastUsedAt: null,
        revokedAt: null,
      });
      const [row] = await shop.database.dataSource.query(`SELECT * FROM "app" WHERE "id" = $1`, [app.id]);
      expect(row.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
      // Nowhere in the database: not in the app's row, not in the audit log.
      const everything = JSON.stringify(await shop.database.dataSource.query(`SELECT a.*, e.* FROM "app" a, "audit_entry" e`));
      expect(everything).not.toContain(token.slice(12));
      const listed = await shop.graphql<{ apps: Record<string, unknown>[] }>("{ apps { id name tokenPrefix } }", undefined, bearer(admin.idToken));
      expect(JSON.stringify(listed.body)).not.toContain(token.slice(12));
      expect(listed.body.data?.apps[0]).toEqual({ id: app.id, name: "ERP", tokenPrefix: token.slice(0, 12) });
    });

    it("refuses a missing name, no scopes and a budget out of bounds with field errors, creating nothing", async () => {
      const before = await appCount();
      const { body } = await shop.graphql(CREATE, { input: { name: "  ", scopes: [], budget: { maximumAvailable: 0, restoreRate: 10_001 } } }, bearer(admin.idToken));
      expect(body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
      const fields = (body.errors?.[0]?.extensions?.fields as { field: string }[]).map((f) => f.field);
      expect(fields.sort()).toEqual(["budget.maximumAvailable", "budget.restoreRate", "name", "scopes"]);
      const long = await shop.graphql(CREATE, { input: { name: "x".repeat(101), scopes: ["READ_ORDERS"] } }, bearer(admin.idToken));
      expect(long.body.errors?.[0]?.extensions?.fields).toEqual([{ field: "name", messages: ["An app's name has at most 100 characters."] }]);
      expect(await appCount()).toBe(before);
    });

    it("is for admins (people) only: a customer and an app are refused", async () => {
      const { token } = await createApp({ name: "Everything", scopes: APP_SCOPES });
      for (const headers of [bearer(shopper.idToken), bearer(token)]) {
        const { body } = await shop.graphql(CREATE, { input: { name: "Sneaky", scopes: ["READ_ORDERS"] } }, headers);
        expect(body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
        expect((await shop.graphql("{ apps { id } }", undefined, headers)).body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      }
      const { body } = await shop.graphql("{ apps { id } }", undefined, bearer(token));
      expect(body.errors?.[0]?.message).toMatch(/for people/);
      expect(body.errors?.[0]?.extensions?.requiredScope).toBeNull();
    });
  });

  describe("an app's token", () => {
    it("is refused when unknown, with 401 UNAUTHENTICATED, even for a public read", async () => {
      const { status, body } = await shop.graphql("{ settings { siteName } }", undefined, bearer(`shopapp_${"A".repeat(43)}`));
      expect(status).toBe(401);
      expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
      expect(body.errors?.[0]?.message).toMatch(/app token is not valid/);
    });

    it("reads public data as an anonymous caller would, and is nobody's account", async () => {
      const { token } = await createApp({ name: "Reader", scopes: ["READ_PRODUCTS"] });
      const { body } = await shop.graphql<{ me: null; settings: { siteName: string } }>("{ me { uid } settings { siteName } }", undefined, bearer(token));
      expect(body.errors).toBeUndefined();
      expect(body.data?.me).toBeNull();
      const profile = await shop.graphql(`mutation { updateProfile(input: { displayName: "Bot" }) { displayName } }`, undefined, bearer(token));
      expect(profile.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    });

    it("stops working when rotated; the new one works at once", async () => {
      const { token, app } = await createApp({ name: "Scanner", scopes: ["READ_CONTENT"] });
      const ask = (t: string) => shop.graphql("{ adminBanners { id } }", undefined, bearer(t));
      expect((await ask(token)).body.errors).toBeUndefined();
      const rotated = await shop.graphql<{ rotateAppToken: { token: string; app: { tokenPrefix: string } } }>(ROTATE, { id: app.id }, bearer(admin.idToken));
      const fresh = rotated.body.data!.rotateAppToken;
      expect(fresh.token).not.toBe(token);
      expect(fresh.app.tokenPrefix).toBe(fresh.token.slice(0, 12));
      const old = await ask(token);
      expect(old.status).toBe(401);
      expect(old.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
      expect((await replica.graphql("{ adminBanners { id } }", undefined, bearer(token))).body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
      expect((await ask(fresh.token)).body.errors).toBeUndefined();
    });

    it("is refused at once on a second server when the app is revoked, and the app can no longer be changed", async () => {
      const { token, app } = await createApp({ name: "Warehouse", scopes: ["READ_CONTENT"] });
      const onReplica = () => replica.graphql("{ adminBanners { id } }", undefined, bearer(token));
      expect((await onReplica()).body.errors).toBeUndefined();
      const revoked = await shop.graphql<{ revokeApp: { revokedAt: string } }>(REVOKE, { id: app.id }, bearer(admin.idToken));
      expect(revoked.body.data?.revokeApp.revokedAt).toEqual(expect.any(String));
      const refused = await onReplica();
      expect(refused.status).toBe(401);
      expect(refused.body.errors?.[0]).toMatchObject({ message: "This app was revoked: its token no longer works.", extensions: { code: "UNAUTHENTICATED" } });
      expect((await replica.get("/api/admin/orders/export.csv", bearer(token))).status).toBe(401);

      const rotate = await shop.graphql(ROTATE, { id: app.id }, bearer(admin.idToken));
      expect(rotate.body.errors?.[0]).toMatchObject({ extensions: { code: "CONFLICT" }, message: expect.stringMatching(/revoked/) });
      const update = await shop.graphql(UPDATE, { id: app.id, input: { name: "Again" } }, bearer(admin.idToken));
      expect(update.body.errors?.[0]?.extensions?.code).toBe("CONFLICT");
      const again = await shop.graphql<{ revokeApp: { revokedAt: string } }>(REVOKE, { id: app.id }, bearer(admin.idToken));
      expect(again.body.data?.revokeApp.revokedAt).toBe(revoked.body.data?.revokeApp.revokedAt);
    });
  });

  describe("updating an app", () => {
    it("changes only what is given, checked like a new one", async () => {
      const { app } = await createApp({ name: "Books", scopes: ["READ_REPORTS"] });
      const { body } = await shop.graphql(UPDATE, { id: app.id, input: { scopes: ["READ_REPORTS", "READ_ORDERS"], budget: { maximumAvailable: 2000, restoreRate: 100 } } }, bearer(admin.idToken));
      expect(body.data).toEqual({
        updateApp: { id: app.id, name: "Books", scopes: ["READ_ORDERS", "READ_REPORTS"], budget: { maximumAvailable: 2000, restoreRate: 100 } },
      });
      const bad = await shop.graphql(UPDATE, { id: app.id, input: { scopes: [] } }, bearer(admin.idToken));
      expect(bad.body.errors?.[0]?.extensions?.fields).toEqual([{ field: "scopes", messages: ["Choose at least one scope."] }]);
      const missing = await shop.graphql(UPDATE, { id: "00000000-0000-4000-8000-000000000000", input: { name: "x" } }, bearer(admin.idToken));
      expect(missing.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    });
  });

  describe("the audit log", () => {
    it("names the app that made a write, and the admin who managed the app", async () => {
      const { token, app } = await createApp({ name: "Content bot", scopes: ["WRITE_CONTENT"] });
      const created = await shop.graphql<{ createBanner: { id: string } }>(
        `mutation { createBanner(input: { image: "/uploads/images/x.webp", title: "From the bot" }) { id } }`,
        undefined,
        bearer(token),
      );
      expect(created.body.errors).toBeUndefined();
      const log = await shop.graphql<{ auditLog: { items: Record<string, unknown>[] } }>(
        "{ auditLog(take: 50) { items { action entityIds actorUid actorEmail actorAppId actorAppName after } } }",
        undefined,
        bearer(admin.idToken),
      );
      const items = log.body.data!.auditLog.items;
      expect(items.find((e) => e.action === "banner.create")).toMatchObject({
        entityIds: [created.body.data!.createBanner.id],
        actorUid: null,
        actorEmail: null,
        actorAppId: app.id,
        actorAppName: "Content bot",
      });
      expect(items.find((e) => e.action === "app.create" && (e.entityIds as string[])[0] === app.id)).toMatchObject({
        actorUid: admin.uid,
        actorAppId: null,
      });
      expect(JSON.stringify(items)).not.toContain(token.slice(12));
      const byApp = await shop.graphql<{ auditLog: { items: { action: string }[] } }>(
        `query($app: ID!) { auditLog(filter: { actorAppId: $app }) { items { action } } }`,
        { app: app.id },
        bearer(admin.idToken),
      );
      expect(byApp.body.data?.auditLog.items).toEqual([{ action: "banner.create" }]);
      const nonsense = await shop.graphql(`{ auditLog(filter: { actorAppId: "not-a-uuid" }) { totalItems } }`, undefined, bearer(admin.idToken));
      expect(nonsense.body.data).toEqual({ auditLog: { totalItems: 0 } });
    });
  });

  describe("orders, as an app", () => {
    it("are changed with WRITE_ORDERS and audited as the app; staff notes need READ_ORDERS, the customer READ_CUSTOMERS", async () => {
      const category = await shop.database.dataSource.getRepository(Category).save({ name: "App Goods", slug: "app-goods", subCategories: [], sortOrder: 0 });
      const product = await shop.services.products.create({ name: "App Widget", priceMinor: 10_000, categoryId: category.id, sku: "APP-1", stock: 10, status: ProductStatus.ACTIVE });
      const placed = await shop.graphql<{ placeOrder: { order: { id: string } } }>(
        `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } } }`,
        { input: { lines: [{ productId: product.id, quantity: 1 }], name: "Guest", phone: "01711-000000", email: "guest@example.com", district: "Dhaka", address: "House 5, Road 2, Dhanmondi" } },
      );
      expect(placed.body.errors).toBeUndefined();
      const orderId = placed.body.data!.placeOrder.order.id;
      const { token, app } = await createApp({ name: "Fulfilment", scopes: ["READ_ORDERS", "WRITE_ORDERS"] });

      const changed = await shop.graphql<{ setOrderStatus: { status: string; history: { status: string; note: string | null }[] } }>(
        `mutation($id: ID!) { setOrderStatus(id: $id, status: PROCESSING, note: "Picked by the ERP") { status history { status note } } }`,
        { id: orderId },
        bearer(token),
      );
      expect(changed.body.errors).toBeUndefined();
      expect(changed.body.data?.setOrderStatus.status).toBe("PROCESSING");
      expect(changed.body.data?.setOrderStatus.history.at(-1)).toEqual({ status: "PROCESSING", note: "Picked by the ERP" });
      const bulk = await shop.graphql(`mutation($ids: [ID!]!) { setOrdersStatus(ids: $ids, status: SHIPPED) { __typename } }`, { ids: [orderId] }, bearer(token));
      expect(bulk.body.errors).toBeUndefined();

      const [entry] = await shop.database.dataSource.query(
        `SELECT "actorUid", "actorAppId", "actorAppName" FROM "audit_entry" WHERE "action" = 'order.setStatus' AND "entityIds" @> $1::jsonb ORDER BY "at" LIMIT 1`,
        [JSON.stringify([orderId])],
      );
      expect(entry).toEqual({ actorUid: null, actorAppId: app.id, actorAppName: "Fulfilment" });

      const read = await shop.graphql<{ orders: { items: { id: string; internalNote: string | null; customer: unknown }[] } }>(
        "{ orders { items { id status internalNote customer { uid } } } }",
        undefined,
        bearer(token),
      );
      expect(read.body.data?.orders.items.find((o) => o.id === orderId)).toMatchObject({ status: "SHIPPED", customer: null });
      expect(read.body.errors?.[0]).toMatchObject({ path: ["orders", "items", 0, "customer"], extensions: { code: "FORBIDDEN", requiredScope: "READ_CUSTOMERS" } });
    });
  });

  describe("use", () => {
    it("moves lastUsedAt and the hourly counts", async () => {
      const { token, app } = await createApp({ name: "Counter", scopes: ["READ_PRODUCTS"] });
      for (let i = 0; i < 3; i++) expect((await shop.graphql("{ settings { siteName } }", undefined, bearer(token))).body.errors).toBeUndefined();
      await expect
        .poll(async () => {
          const { body } = await shop.graphql<{ apps: { id: string; lastUsedAt: string | null; requestsLast24Hours: number; requestCounts: { hour: string; requests: number }[] }[] }>(
            "{ apps { id lastUsedAt requestsLast24Hours requestCounts(hours: 3) { hour requests } } }",
            undefined,
            bearer(admin.idToken),
          );
          return body.data?.apps.find((a) => a.id === app.id);
        })
        .toMatchObject({ lastUsedAt: expect.any(String), requestsLast24Hours: 3, requestCounts: [{ requests: 0 }, { requests: 0 }, { requests: 3 }] });
      const { body } = await shop.graphql<{ apps: { requestCounts: { hour: string }[] }[] }>("{ apps { requestCounts(hours: 3) { hour } } }", undefined, bearer(admin.idToken));
      const hours = body.data!.apps[0]!.requestCounts.map((c) => Date.parse(c.hour));
      expect(hours[2]! - hours[0]!).toBe(2 * 3_600_000);
      expect(hours[2]! % 3_600_000).toBe(0);
      const tooMany = await shop.graphql("{ apps { requestCounts(hours: 169) { hour } } }", undefined, bearer(admin.idToken));
      expect(tooMany.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    });
  });

  describe("scopes", () => {
    const tokens = new Map<AppScope, string>();
    let fields: { kind: "query" | "mutation"; field: GraphQLField<unknown, unknown> }[];
    beforeAll(async () => {
      // Budgets as large as an app may have: these apps call every admin operation in turn, and the scope is what is tested.
      const budget = { maximumAvailable: 100_000, restoreRate: 10_000 };
      for (const scope of APP_SCOPES) tokens.set(scope, (await createApp({ name: `Only ${scope}`, scopes: [scope], budget })).token);
      const schema = await buildShopSchema();
      fields = [
        ...Object.values(schema.getQueryType()!.getFields()).map((field) => ({ kind: "query" as const, field })),
        ...Object.values(schema.getMutationType()!.getFields()).map((field) => ({ kind: "mutation" as const, field })),
      ];
    });

    it("are declared on admin operations in the schema, and only with known scopes", () => {
      const declared = fields.filter(({ field }) => field.extensions.access === "ADMIN" && field.extensions.scope !== undefined);
      expect(declared.length).toBeGreaterThan(40);
      for (const { field } of declared) expect(APP_SCOPES, field.name).toContain(field.extensions.scope);
      // Every scope opens something.
      for (const scope of APP_SCOPES) {
        expect(declared.some(({ field }) => field.extensions.scope === scope), scope).toBe(true);
      }
    });

    it("let an app call exactly the admin operations that declare its scope; FORBIDDEN naming the scope otherwise", async () => {
      const adminOps = fields.filter(({ field }) => field.extensions.access === "ADMIN");
      for (const { kind, field } of adminOps) {
        const operation = operationFor(kind, field);
        const needed = field.extensions.scope as AppScope | undefined;
        // An app's own records (webhooks): any of several scopes lets it in.
        const anyOf = field.extensions.anyScope as AppScope[] | undefined;
        for (const scope of APP_SCOPES) {
          const { body } = await shop.graphql(operation.text, operation.variables, bearer(tokens.get(scope)!));
          const error = body.errors?.[0];
          if (scope === needed || anyOf?.includes(scope)) {
            expect(["UNAUTHENTICATED", "FORBIDDEN"], `${field.name} with ${scope}: ${error?.message}`).not.toContain(error?.extensions?.code);
          } else if (anyOf) {
            expect(error?.extensions?.code, `${field.name} with ${scope}`).toBe("FORBIDDEN");
            expect(error?.extensions?.requiredScopes, field.name).toEqual(anyOf);
            for (const one of anyOf) expect(error?.message, field.name).toContain(one);
          } else {
            expect(error?.extensions?.code, `${field.name} with ${scope}`).toBe("FORBIDDEN");
            expect(error?.extensions?.requiredScope ?? null, field.name).toBe(needed ?? null);
            if (needed) expect(error?.message, field.name).toContain(needed);
          }
        }
      }
    });

    it("never open a shopper's own operations (SIGNED_IN), and public queries answer an app as an anonymous caller", async () => {
      const everything = (await createApp({ name: "All scopes", scopes: APP_SCOPES })).token;
      for (const { kind, field } of fields.filter(({ field }) => field.extensions.access === "SIGNED_IN")) {
        const operation = operationFor(kind, field);
        const { body } = await shop.graphql(operation.text, operation.variables, bearer(everything));
        expect(body.errors?.[0]?.extensions?.code, field.name).toBe("FORBIDDEN");
      }
      for (const { kind, field } of fields.filter(({ kind, field }) => kind === "query" && field.extensions.access === "PUBLIC")) {
        const operation = operationFor(kind, field);
        const anonymous = await shop.graphql(operation.text, operation.variables);
        const asApp = await shop.graphql(operation.text, operation.variables, bearer(everything));
        expect(asApp.body.errors?.[0]?.extensions?.code, field.name).toBe(anonymous.body.errors?.[0]?.extensions?.code);
      }
    });

    it("check before the arguments: an invalid argument with the wrong scope is FORBIDDEN, with the right one BAD_USER_INPUT", async () => {
      const query = `{ salesReport(range: { preset: CUSTOM, from: "not-a-day" }) { __typename } }`;
      expect((await shop.graphql(query, undefined, bearer(tokens.get(AppScope.READ_ORDERS)!))).body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      expect((await shop.graphql(query, undefined, bearer(tokens.get(AppScope.READ_REPORTS)!))).body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    });

    it("apply to the admin-only arguments of a public list: drafts need READ_PRODUCTS", async () => {
      const drafts = "{ products(filter: { status: DRAFT }) { totalItems } }";
      expect((await shop.graphql(drafts, undefined, bearer(tokens.get(AppScope.READ_PRODUCTS)!))).body.errors).toBeUndefined();
      const refused = await shop.graphql(drafts, undefined, bearer(tokens.get(AppScope.READ_ORDERS)!));
      expect(refused.body.errors?.[0]).toMatchObject({ extensions: { code: "FORBIDDEN", requiredScope: "READ_PRODUCTS" } });
      expect((await shop.graphql("{ products { totalItems } }", undefined, bearer(tokens.get(AppScope.READ_ORDERS)!))).body.errors).toBeUndefined();
    });

    it("apply to the REST admin routes", async () => {
      const exportCsv = "/api/admin/orders/export.csv";
      expect((await shop.app.inject({ method: "GET", url: exportCsv, headers: bearer(tokens.get(AppScope.READ_ORDERS)!) })).statusCode).toBe(200);
      const refused = await shop.get<{ code: string; message: string }>(exportCsv, bearer(tokens.get(AppScope.READ_PRODUCTS)!));
      expect(refused.status).toBe(403);
      expect(refused.body.message).toContain("READ_ORDERS");
      const report = "/api/admin/reports/sales/top-products.csv?preset=WEEK";
      expect((await shop.app.inject({ method: "GET", url: report, headers: bearer(tokens.get(AppScope.READ_REPORTS)!) })).statusCode).toBe(200);
      expect((await shop.get(report, bearer(tokens.get(AppScope.READ_ORDERS)!))).status).toBe(403);
      expect((await shop.get(`/api/auth/user/${shopper.uid}`, bearer(tokens.get(AppScope.READ_CUSTOMERS)!))).status).toBe(200);
      expect((await shop.get(`/api/auth/user/${shopper.uid}`, bearer(tokens.get(AppScope.READ_ORDERS)!))).status).toBe(403);
      const upload = await shop.app.inject({ method: "POST", url: "/api/admin/images", headers: { ...bearer(tokens.get(AppScope.READ_CONTENT)!), "content-type": "multipart/form-data; boundary=x" }, payload: "--x--\r\n" });
      expect(upload.statusCode).toBe(403);
    });
  });
});
