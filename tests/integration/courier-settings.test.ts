import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuditEntry } from "../../graph/src/audit/audit-entry.entity.js";
import { ProductStatus } from "../../graph/src/catalog/product.entity.js";
import { CourierCredentials } from "../../graph/src/orders/courier/courier-credentials.entity.js";
import { adminAccount, type AdminShop, startAdminShop } from "../support/admin-shop.js";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { type FakeSteadfast, startFakeSteadfast } from "../support/fake-steadfast.js";
import type { TestShop } from "../support/shop.js";


const SETTINGS = `courierSettings { source savedUnreadable environmentKeys canSave baseUrlEditable saved { apiKeyLast4 secretKeyLast4 baseUrl updatedBy } }`;
const SAVE = `mutation($input: CourierSettingsInput!) { saveCourierSettings(input: $input) { source saved { apiKeyLast4 secretKeyLast4 baseUrl } } }`;
const TEST = `mutation { testCourierConnection { ok balance message source } }`;
const AUDIT = `query($filter: AuditFilter, $take: Int) { auditLog(filter: $filter, take: $take) { totalItems items { id action entityType actorEmail before after at } } }`;

/**
 * Courier keys saved in the admin (issue 35, decision 063): sealed at rest, never answered,
 * tested against the fake Steadfast, used for dispatch without a restart, audited without secrets.
 */
describe.skipIf(skipDatabaseTests)(`courier keys saved in the admin (${testDatabaseKind})`, () => {
  let adminShop: AdminShop;
  let shop: TestShop;
  let fake: FakeSteadfast;
  let admin: AdminShop["admin"];
  /** The admin's call: the answer's body. */
  let call: AdminShop["asAdmin"];
  const apiKey = `api-${randomUUID()}`;
  const secretKey = `secret-${randomUUID()}`;

  beforeAll(async () => {
    fake = await startFakeSteadfast({ apiKey, secretKey });
    adminShop = await startAdminShop({
      seed: true,
      env: {
        ORDER_LIMIT_PER_ADDRESS: "0",
        ORDER_LIMIT_PER_CONTACT: "0",
        SECRETS_KEY: "a-test-secrets-key-of-at-least-32-characters",
        COURIER_TIMEOUT_MS: "1000",
        COURIER_REFRESH_MINUTES: "0",
      },
    });
    ({ shop, admin, asAdmin: call } = adminShop);
  }, 180_000);
  afterAll(async () => {
    await adminShop?.close();
    await fake?.close();
  });

  it("starts with no keys: dispatch is off and the connection test says so", async () => {
    const body = await call<{ courierSettings: unknown }>(`{ ${SETTINGS} }`);
    expect(body.data!.courierSettings).toEqual({ source: null, savedUnreadable: false, environmentKeys: false, canSave: true, baseUrlEditable: true, saved: null });
    const test = await call<{ testCourierConnection: unknown }>(TEST);
    expect(test.data!.testCourierConnection).toMatchObject({ ok: false, balance: null, source: null, message: expect.stringContaining("No keys") });
  });

  it("refuses keys that break the form's rules, and a first save without both keys", async () => {
    const spaced = await call(SAVE, { input: { apiKey: "has a space", secretKey } });
    expect(spaced.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(JSON.stringify(spaced.errors)).toContain("no spaces");
    const half = await call(SAVE, { input: { apiKey } });
    expect(half.errors?.[0]).toMatchObject({ message: "Enter the secret key.", extensions: { code: "BAD_USER_INPUT" } });
  });

  it("seals the keys at rest, answers only their last 4 characters, and audits without them", async () => {
    const saved = await call<{ saveCourierSettings: unknown }>(SAVE, { input: { apiKey, secretKey, baseUrl: `${fake.url}/api/v1/` } });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveCourierSettings).toEqual({
      source: "ADMIN",
      saved: { apiKeyLast4: apiKey.slice(-4), secretKeyLast4: secretKey.slice(-4), baseUrl: `${fake.url}/api/v1` },
    });

    const [row] = await shop.database.dataSource.query(`SELECT * FROM "courier_credentials"`);
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(apiKey);
    expect(stored).not.toContain(secretKey);
    expect(stored).not.toContain(apiKey.slice(4, -4));

    // No answer of the API holds a key: the settings, the audit log.
    const everything = JSON.stringify([await call(`{ ${SETTINGS} courier { configured name label } }`), await call(AUDIT, { filter: { entityType: "courier" } })]);
    expect(everything).not.toContain(apiKey);
    expect(everything).not.toContain(secretKey);
    const entries = await shop.database.dataSource.getRepository(AuditEntry).findBy({ entityType: "courier" });
    expect(entries.map((e) => e.action)).toEqual(["courier.saveKeys"]);
    expect(entries[0]).toMatchObject({ actorEmail: adminAccount.email, after: { apiKeyLast4: apiKey.slice(-4), apiKeyChanged: true, secretKeyChanged: true } });
    expect(JSON.stringify(entries)).not.toContain(secretKey);
  });

  it("tests the connection against the courier: accepted, then refused with other keys", async () => {
    fake.balance = 4321.5;
    const ok = await call<{ testCourierConnection: { ok: boolean; balance: number; message: string; source: string } }>(TEST);
    expect(ok.data!.testCourierConnection).toMatchObject({ ok: true, balance: 4321.5, source: "ADMIN" });
    expect(fake.requests.at(-1)).toMatchObject({ method: "GET", path: "/api/v1/get_balance", headers: { "api-key": apiKey, "secret-key": secretKey } });

    // A blank secret keeps the saved one; a wrong API key is refused by the courier.
    const wrong = await call<{ saveCourierSettings: { saved: { secretKeyLast4: string } } }>(SAVE, { input: { apiKey: "wrong-api-key-1234", secretKey: "", baseUrl: `${fake.url}/api/v1` } });
    expect(wrong.data!.saveCourierSettings.saved.secretKeyLast4).toBe(secretKey.slice(-4));
    const refused = await call<{ testCourierConnection: { ok: boolean; message: string } }>(TEST);
    expect(refused.data!.testCourierConnection).toMatchObject({ ok: false, balance: null, message: expect.stringMatching(/refused the shop's API key/) });
    expect(fake.requests.at(-1)!.headers["secret-key"]).toBe(secretKey);

    await call(SAVE, { input: { apiKey, baseUrl: `${fake.url}/api/v1` } });
    fake.mode = "down";
    try {
      const unavailable = await call<{ testCourierConnection: { ok: boolean; message: string } }>(TEST);
      expect(unavailable.data!.testCourierConnection).toMatchObject({ ok: false, message: expect.stringContaining("HTTP 500") });
    } finally {
      fake.mode = "ok";
    }
  });

  it("dispatches with the keys saved in the admin, without a restart", async () => {
    const category = (await shop.services.categories.findBySlugOrName("kids"))!;
    const product = await shop.services.products.create({
      name: "Saved Keys Tee",
      priceMinor: 30_000,
      categoryId: category.id,
      sku: `KEYS-${randomUUID().slice(0, 8)}`,
      stock: 10,
      status: ProductStatus.ACTIVE,
    });
    const { order } = await shop.services.orders.place(
      { lines: [{ productId: product.id, quantity: 1 }], name: "Rahima Khatun", phone: "01711000001", email: "rahima@example.com", district: "Dhaka", address: "House 9, Road 4, Banani" },
      null,
      { requireEmail: true, clientIp: "127.0.0.1" },
    );
    const moved = await call(`mutation($id: ID!) { setOrderStatus(id: $id, status: PROCESSING) { id } }`, { id: order.id });
    expect(moved.errors).toBeUndefined();
    expect((await call<{ courier: unknown }>(`{ courier { configured name } }`)).data!.courier).toEqual({ configured: true, name: "steadfast" });

    const sent = await call<{ dispatchOrders: { ok: boolean }[] }>(`mutation($ids: [ID!]!) { dispatchOrders(ids: $ids) { ok message } }`, { ids: [order.id] });
    expect(sent.data!.dispatchOrders).toEqual([{ ok: true, message: null }]);
    const created = fake.requests.filter((r) => r.path === "/api/v1/create_order").at(-1)!;
    expect(created.headers).toMatchObject({ "api-key": apiKey, "secret-key": secretKey });
  });

  it("forgets the saved keys, audited; keys sealed under another SECRETS_KEY are reported unreadable, not used", async () => {
    const [row] = await shop.database.dataSource.getRepository(CourierCredentials).find();
    const cleared = await call<{ clearCourierSettings: { source: string | null; saved: unknown } }>(`mutation { clearCourierSettings { source saved { apiKeyLast4 } } }`);
    expect(cleared.data!.clearCourierSettings).toEqual({ source: null, saved: null });
    const actions = (await call<{ auditLog: { items: { action: string }[] } }>(AUDIT, { filter: { entityType: "courier" } })).data!.auditLog.items.map((e) => e.action);
    expect(actions[0]).toBe("courier.clearKeys");

    // As if SECRETS_KEY had changed: the row no longer opens.
    await shop.database.dataSource.getRepository(CourierCredentials).insert({ ...row!, sealedKeys: row!.sealedKeys.slice(0, -4) + "AAAA" });
    const state = await call<{ courierSettings: { source: string | null; savedUnreadable: boolean } }>(`{ ${SETTINGS} }`);
    expect(state.data!.courierSettings).toMatchObject({ source: null, savedUnreadable: true });
    await call(`mutation { clearCourierSettings { source } }`);
  });

  it("filters the audit log by action, person and date range", async () => {
    const all = await call<{ auditLog: { totalItems: number; items: { at: string; action: string }[] } }>(AUDIT, { take: 100 });
    const byAction = await call<{ auditLog: { totalItems: number; items: { action: string }[] } }>(AUDIT, { filter: { action: "courier.saveKeys" } });
    expect(byAction.data!.auditLog.totalItems).toBe(3);
    expect(new Set(byAction.data!.auditLog.items.map((e) => e.action))).toEqual(new Set(["courier.saveKeys"]));
    const byPerson = await call<{ auditLog: { totalItems: number } }>(AUDIT, { filter: { actorUid: admin.uid } });
    expect(byPerson.data!.auditLog.totalItems).toBe(all.data!.auditLog.totalItems);
    const byNobody = await call<{ auditLog: { totalItems: number } }>(AUDIT, { filter: { actorUid: "someone-else" } });
    expect(byNobody.data!.auditLog.totalItems).toBe(0);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const future = await call<{ auditLog: { totalItems: number } }>(AUDIT, { filter: { from: tomorrow } });
    expect(future.data!.auditLog.totalItems).toBe(0);
    const past = await call<{ auditLog: { totalItems: number } }>(AUDIT, { filter: { from: "2020-01-01T00:00:00Z", to: tomorrow } });
    expect(past.data!.auditLog.totalItems).toBe(all.data!.auditLog.totalItems);

    const choices = await call<{ auditFilterChoices: { actors: { uid: string; email: string }[]; actions: string[] } }>(
      `{ auditFilterChoices { actors { uid email appId appName } actions } }`,
    );
    expect(choices.data!.auditFilterChoices.actors).toEqual([{ uid: admin.uid, email: adminAccount.email, appId: null, appName: null }]);
    expect(choices.data!.auditFilterChoices.actions).toEqual(expect.arrayContaining(["courier.clearKeys", "courier.saveKeys", "order.dispatch", "order.setStatus"]));
    const id = all.data!.auditLog.items[0]!;
    const one = await call<{ auditEntry: { action: string } | null }>(`query($id: ID!) { auditEntry(id: $id) { action } }`, { id: (id as unknown as { id: string }).id });
    expect(one.data!.auditEntry?.action).toBe(id.action);
    expect((await call<{ auditEntry: null }>(`{ auditEntry(id: "nope") { action } }`)).data!.auditEntry).toBeNull();
  });
});
