import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { AuditEntry } from "../../graph/src/audit/audit-entry.entity.js";
import { ProductStatus } from "../../graph/src/catalog/product.entity.js";
import { User, UserRole } from "../../graph/src/customers/user.entity.js";
import { Order, PaymentStatus } from "../../graph/src/orders/order.entity.js";
import { DEMO_ACCOUNTS, startTestAuth, type TestAuth } from "../support/auth.js";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { startTestShop, type GraphQLBody, type TestShop } from "../support/shop.js";

const [adminAccount, shopperAccount] = DEMO_ACCOUNTS as [(typeof DEMO_ACCOUNTS)[0], (typeof DEMO_ACCOUNTS)[0]];
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const USERS = `query($search: String, $role: UserRole, $sort: UserSort, $skip: Int, $take: Int) {
  users(search: $search, role: $role, sort: $sort, skip: $skip, take: $take) {
    totalItems
    items { uid email displayName role disabled orderCount totalSpent createdAt lastSeenAt }
  }
}`;
const SET_ROLE = `mutation($uid: ID!, $role: UserRole!) { setUserRole(uid: $uid, role: $role) { uid role disabled } }`;
const SET_DISABLED = `mutation($uid: ID!, $disabled: Boolean!) { setUserDisabled(uid: $uid, disabled: $disabled) { uid role disabled } }`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id number total } } }`;

interface UserRow {
  uid: string;
  email: string | null;
  role: string;
  disabled: boolean;
  orderCount: number;
  totalSpent: number;
}

describe.skipIf(skipDatabaseTests)(`the admin's customers API (${testDatabaseKind})`, () => {
  let auth: TestAuth;
  let shop: TestShop;
  let admin: { idToken: string; uid: string };
  let shopper: { idToken: string; uid: string };
  let productId: string;

  beforeAll(async () => {
    auth = await startTestAuth();
    shop = await startTestShop({
      seed: true,
      env: {
        USE_AUTH_EMULATOR: "true",
        FIREBASE_AUTH_EMULATOR_HOST: auth.emulator.host,
        ADMIN_EMAILS: adminAccount.email,
        ORDER_LIMIT_PER_ADDRESS: "0",
        ORDER_LIMIT_PER_CONTACT: "0",
        ORDER_UNITS_PER_ADDRESS: "0",
        ORDER_UNITS_PER_CONTACT: "0",
      },
    });
    admin = await auth.signIn(adminAccount.email, adminAccount.password);
    shopper = await auth.signIn(shopperAccount.email, shopperAccount.password);
    // The first verified request creates each user record.
    await shop.graphql("{ me { uid } }", undefined, bearer(admin.idToken));
    await shop.graphql("{ me { uid } }", undefined, bearer(shopper.idToken));
    const category = (await shop.services.categories.findBySlugOrName("kids"))!;
    const product = await shop.services.products.create({
      name: "Customer Stats Cap",
      priceMinor: 50_000,
      categoryId: category.id,
      sku: "CUSTOMER-STATS-CAP",
      stock: 1_000,
      status: ProductStatus.ACTIVE,
    });
    productId = product.id;
  }, 180_000);
  afterAll(async () => {
    await shop?.close();
    await auth?.stop();
  });

  const as = async <T>(token: string | null, query: string, variables?: Record<string, unknown>): Promise<GraphQLBody<T>> =>
    (await shop.graphql<T>(query, variables, token ? bearer(token) : {})).body;
  async function ok<T>(token: string, query: string, variables?: Record<string, unknown>): Promise<T> {
    const body = await as<T>(token, query, variables);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!;
  }
  const codeOf = (body: GraphQLBody<unknown>) => body.errors?.[0]?.extensions?.code;
  const roleOf = async (uid: string) => (await shop.database.dataSource.getRepository(User).findOneByOrFail({ uid })).role;

  /** A new account, signed in once so the shop has its record; made an admin when asked. */
  async function account(email: string, { admin: makeAdmin = false } = {}) {
    const created = await auth.signUp(email);
    await shop.graphql("{ me { uid } }", undefined, bearer(created.idToken));
    if (makeAdmin) await ok(admin.idToken, SET_ROLE, { uid: created.uid, role: "ADMIN" });
    return created;
  }

  async function placeAs(token: string, quantity: number): Promise<{ id: string; total: number }> {
    const input = {
      lines: [{ productId, quantity }],
      name: "Demo Shopper",
      phone: "+880 1711-000000",
      email: shopperAccount.email,
      district: "Dhaka",
      address: "House 5, Road 2, Dhanmondi",
    };
    return (await ok<{ placeOrder: { order: { id: string; total: number } } }>(token, PLACE, { input })).placeOrder.order;
  }

  describe("guards", () => {
    const operations: [string, Record<string, unknown>?][] = [
      ["{ users { totalItems } }"],
      ["query($uid: ID!) { user(uid: $uid) { uid } }", { uid: "x" }],
      ["query($uid: ID!) { customerOrders(uid: $uid) { totalItems } }", { uid: "x" }],
      [SET_ROLE, { uid: "x", role: "ADMIN" }],
      [SET_DISABLED, { uid: "x", disabled: true }],
    ];

    it("answers UNAUTHENTICATED without a token and FORBIDDEN to a customer", async () => {
      for (const [query, variables] of operations) {
        expect(codeOf(await as(null, query, variables)), query).toBe("UNAUTHENTICATED");
        expect(codeOf(await as(shopper.idToken, query, variables)), query).toBe("FORBIDDEN");
      }
    });

    it("keeps a customer's own order figures admin-only", async () => {
      const body = await as(shopper.idToken, "{ me { uid orderCount totalSpent } }");
      expect(codeOf(body)).toBe("FORBIDDEN");
    });
  });

  describe("users", () => {
    it("finds by email, name or phone and filters by role", async () => {
      const found = await ok<{ users: { totalItems: number; items: UserRow[] } }>(admin.idToken, USERS, { search: "SHOPPER@" });
      expect(found.users.items.map((u) => u.email)).toEqual([shopperAccount.email]);
      const admins = await ok<{ users: { items: UserRow[] } }>(admin.idToken, USERS, { role: "ADMIN" });
      expect(admins.users.items.every((u) => u.role === "ADMIN")).toBe(true);
      expect(admins.users.items.map((u) => u.email)).toContain(adminAccount.email);
      // LIKE's wildcards are searched for as text.
      expect((await ok<{ users: { totalItems: number } }>(admin.idToken, USERS, { search: "%" })).users.totalItems).toBe(0);
    });

    it("counts every order and adds up the totals of those neither cancelled nor refunded", async () => {
      const kept = await placeAs(shopper.idToken, 1);
      const alsoKept = await placeAs(shopper.idToken, 2);
      const cancelled = await placeAs(shopper.idToken, 3);
      await ok(admin.idToken, `mutation($id: ID!) { setOrderStatus(id: $id, status: CANCELLED) { status } }`, { id: cancelled.id });
      const guestOrder = await shop.graphql(PLACE, {
        input: { lines: [{ productId, quantity: 1 }], name: "A guest", phone: "+880 1711-000001", email: "guest@shop.test", address: "Somewhere 1" },
      });
      expect(guestOrder.body.errors).toBeUndefined();

      const { users } = await ok<{ users: { items: UserRow[] } }>(admin.idToken, USERS, { search: shopperAccount.email });
      expect(users.items[0]).toMatchObject({ orderCount: 3, totalSpent: kept.total + alsoKept.total });
      const { users: admins } = await ok<{ users: { items: UserRow[] } }>(admin.idToken, USERS, { search: adminAccount.email });
      expect(admins.items[0]).toMatchObject({ orderCount: 0, totalSpent: 0 });

      // A refunded order no longer counts towards the total (its payment status is set by the orders screens).
      const orders = shop.database.dataSource.getRepository(Order);
      await orders.update({ id: alsoKept.id }, { paymentStatus: PaymentStatus.REFUNDED });
      const refunded = await ok<{ users: { items: UserRow[] } }>(admin.idToken, USERS, { search: shopperAccount.email });
      expect(refunded.users.items[0]).toMatchObject({ orderCount: 3, totalSpent: kept.total });
      await orders.update({ id: alsoKept.id }, { paymentStatus: PaymentStatus.UNPAID });
    });

    it("reads the figures of a whole page in one batch", async () => {
      const spy = vi.spyOn(shop.services.users, "orderStatsOf");
      try {
        const { users } = await ok<{ users: { items: UserRow[] } }>(admin.idToken, USERS, { take: 50 });
        expect(users.items.length).toBeGreaterThan(1);
        expect(spy).toHaveBeenCalledTimes(1);
        expect(spy.mock.calls[0]?.[0]).toHaveLength(users.items.length);
      } finally {
        spy.mockRestore();
      }
    });

    it("sorts by orders, total spent, email and dates, without overlapping pages", async () => {
      const emails = async (sort: string) =>
        (await ok<{ users: { items: UserRow[] } }>(admin.idToken, USERS, { sort, take: 100 })).users.items.map((u) => u.email);
      expect((await emails("SPENT_DESC"))[0]).toBe(shopperAccount.email);
      expect((await emails("ORDERS_DESC"))[0]).toBe(shopperAccount.email);
      expect((await emails("ORDERS_ASC")).at(-1)).toBe(shopperAccount.email);
      const byEmail = await emails("EMAIL_ASC");
      expect(byEmail).toEqual([...byEmail].sort((a, b) => (a ?? "").localeCompare(b ?? "")));
      expect(await emails("EMAIL_DESC")).toEqual([...byEmail].reverse());

      const all = await emails("NEWEST");
      const pages = [];
      for (let skip = 0; skip < all.length; skip++) {
        pages.push(...(await ok<{ users: { items: UserRow[] } }>(admin.idToken, USERS, { sort: "SPENT_DESC", skip, take: 1 })).users.items);
      }
      expect(new Set(pages.map((u) => u.uid)).size).toBe(all.length);
    });

    it("refuses a page larger than 100 and a search longer than 100 characters", async () => {
      expect(codeOf(await as(admin.idToken, USERS, { take: 101 }))).toBe("BAD_USER_INPUT");
      expect(codeOf(await as(admin.idToken, USERS, { search: "x".repeat(101) }))).toBe("BAD_USER_INPUT");
    });
  });

  describe("user and customerOrders", () => {
    it("answers one record, and null for an unknown uid", async () => {
      const { user } = await ok<{ user: UserRow | null }>(admin.idToken, `query($uid: ID!) { user(uid: $uid) { uid email role orderCount } }`, {
        uid: shopper.uid,
      });
      expect(user).toMatchObject({ uid: shopper.uid, email: shopperAccount.email, role: "CUSTOMER", orderCount: 3 });
      expect((await ok<{ user: null }>(admin.idToken, `{ user(uid: "nobody") { uid } }`)).user).toBeNull();
    });

    it("pages through a customer's orders, newest first", async () => {
      const ORDERS = `query($uid: ID!, $skip: Int, $take: Int) { customerOrders(uid: $uid, skip: $skip, take: $take) { totalItems items { id number status total } } }`;
      type Page = { customerOrders: { totalItems: number; items: { number: number; status: string }[] } };
      const first = await ok<Page>(admin.idToken, ORDERS, { uid: shopper.uid, take: 2 });
      const second = await ok<Page>(admin.idToken, ORDERS, { uid: shopper.uid, skip: 2, take: 2 });
      expect(first.customerOrders.totalItems).toBe(3);
      const numbers = [...first.customerOrders.items, ...second.customerOrders.items].map((o) => o.number);
      expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
      expect(new Set(numbers).size).toBe(3);
      expect(codeOf(await as(admin.idToken, ORDERS, { uid: shopper.uid, take: 101 }))).toBe("BAD_USER_INPUT");
      expect((await ok<Page>(admin.idToken, ORDERS, { uid: admin.uid })).customerOrders.totalItems).toBe(0);
    });
  });

  describe("the operator's grant by email (npm run admin)", () => {
    it("refuses an email the account has not verified unless forced, and grants it once the token says verified", async () => {
      const owner = await account("claimed-owner@shop.test");
      const users = shop.services.users;
      await expect(users.setRoleByEmail("Claimed-Owner@shop.test", UserRole.ADMIN)).rejects.toMatchObject({
        extensions: { code: "CONFLICT" },
        message: expect.stringContaining("claimed-owner@shop.test has not verified this email") as string,
      });
      expect(await roleOf(owner.uid)).toBe("CUSTOMER");

      // Verified (Google sign-in or the emailed link): the next request with a fresh token records it.
      await auth.verifyEmail(owner.uid);
      const fresh = await auth.signIn("claimed-owner@shop.test", "Some-pass-123");
      await shop.graphql("{ me { uid } }", undefined, bearer(fresh.idToken));
      expect((await users.setRoleByEmail("claimed-owner@shop.test", UserRole.ADMIN)).role).toBe("ADMIN");
      expect((await users.setRoleByEmail("claimed-owner@shop.test", UserRole.CUSTOMER)).role).toBe("CUSTOMER");

      const unverified = await account("unverified-helper@shop.test");
      expect((await users.setRoleByEmail("unverified-helper@shop.test", UserRole.ADMIN, { force: true })).role).toBe("ADMIN");
      expect((await users.setRoleByEmail("unverified-helper@shop.test", UserRole.CUSTOMER)).role).toBe("CUSTOMER");
      expect(await roleOf(unverified.uid)).toBe("CUSTOMER");
    });
  });

  describe("setUserRole and setUserDisabled", () => {
    it("grants and revokes admin, each change audited with before and after", async () => {
      const helper = await account("helper@shop.test");
      expect((await ok<{ setUserRole: UserRow }>(admin.idToken, SET_ROLE, { uid: helper.uid, role: "ADMIN" })).setUserRole.role).toBe("ADMIN");
      expect(codeOf(await as(helper.idToken, "{ users(take: 1) { totalItems } }"))).toBeUndefined();
      expect((await ok<{ setUserRole: UserRow }>(admin.idToken, SET_ROLE, { uid: helper.uid, role: "CUSTOMER" })).setUserRole.role).toBe(
        "CUSTOMER",
      );
      expect(codeOf(await as(helper.idToken, "{ users(take: 1) { totalItems } }"))).toBe("FORBIDDEN");

      const entries = await shop.database.dataSource
        .getRepository(AuditEntry)
        .find({ where: { action: "user.setRole", actorUid: admin.uid }, order: { at: "ASC" } });
      const forHelper = entries.filter((entry) => entry.entityIds.includes(helper.uid));
      expect(forHelper.map((entry) => [entry.before, entry.after])).toEqual([
        [{ role: "CUSTOMER" }, { role: "ADMIN" }],
        [{ role: "ADMIN" }, { role: "CUSTOMER" }],
      ]);
      expect(forHelper[0]).toMatchObject({ entityType: "user", actorEmail: adminAccount.email });
    });

    it("refuses to let an admin demote or disable themselves, changing nothing", async () => {
      const demote = await as(admin.idToken, SET_ROLE, { uid: admin.uid, role: "CUSTOMER" });
      expect(codeOf(demote)).toBe("BAD_USER_INPUT");
      expect(demote.errors?.[0]?.message).toBe("You cannot remove your own admin role.");
      const disable = await as(admin.idToken, SET_DISABLED, { uid: admin.uid, disabled: true });
      expect(codeOf(disable)).toBe("BAD_USER_INPUT");
      expect(disable.errors?.[0]?.message).toBe("You cannot disable your own account.");
      const me = await ok<{ me: { role: string; disabled: boolean } }>(admin.idToken, "{ me { role disabled } }");
      expect(me.me).toEqual({ role: "ADMIN", disabled: false });
    });

    it("answers NOT_FOUND for an unknown uid", async () => {
      expect(codeOf(await as(admin.idToken, SET_ROLE, { uid: "nobody", role: "ADMIN" }))).toBe("NOT_FOUND");
      expect(codeOf(await as(admin.idToken, SET_DISABLED, { uid: "nobody", disabled: true }))).toBe("NOT_FOUND");
    });

    it("never removes the last enabled admin", async () => {
      const operator = { uid: "operator", email: "operator@shop.test" };
      // Only the demo admin is an enabled admin now.
      await expect(shop.services.users.setRole(admin.uid, UserRole.CUSTOMER, operator)).rejects.toMatchObject({
        extensions: { code: "CONFLICT", reason: "LAST_ADMIN" },
      });
      await expect(shop.services.users.setDisabled(admin.uid, true, operator)).rejects.toMatchObject({
        extensions: { code: "CONFLICT", reason: "LAST_ADMIN" },
      });
      expect(await roleOf(admin.uid)).toBe("ADMIN");

      // A disabled admin does not count: with the only other admin disabled, the demo admin is still the last.
      const dormant = await account("dormant-admin@shop.test", { admin: true });
      await ok(admin.idToken, SET_DISABLED, { uid: dormant.uid, disabled: true });
      await expect(shop.services.users.setRole(admin.uid, UserRole.CUSTOMER, operator)).rejects.toMatchObject({
        extensions: { reason: "LAST_ADMIN" },
      });
      // Demoting the disabled admin is fine.
      await ok(admin.idToken, SET_ROLE, { uid: dormant.uid, role: "CUSTOMER" });
    });

    it("keeps one admin when two admins demote each other at the same time", async () => {
      const other = await account("rival-admin@shop.test", { admin: true });
      const [a, b] = await Promise.all([
        as<{ setUserRole: UserRow }>(admin.idToken, SET_ROLE, { uid: other.uid, role: "CUSTOMER" }),
        as<{ setUserRole: UserRow }>(other.idToken, SET_ROLE, { uid: admin.uid, role: "CUSTOMER" }),
      ]);
      const outcomes = [a, b].map((body) => codeOf(body) ?? "OK").sort();
      // The second either waited for the first and was refused as the last admin, or (PGlite,
      // one connection) ran after it and was refused because its caller is no longer an admin.
      expect(outcomes[0]).toMatch(/^(CONFLICT|FORBIDDEN)$/);
      expect(outcomes[1]).toBe("OK");
      const roles = [await roleOf(admin.uid), await roleOf(other.uid)];
      expect(roles.filter((role) => role === "ADMIN")).toHaveLength(1);
      // Put the demo admin back for the tests that follow.
      if (roles[0] !== "ADMIN") await ok(other.idToken, SET_ROLE, { uid: admin.uid, role: "ADMIN" });
      await ok(admin.idToken, SET_ROLE, { uid: other.uid, role: "CUSTOMER" });
    });

    it("keeps one enabled admin when two admins' changes race, whatever the change", async () => {
      // Straight to the service, so both writes start together: without the lock each would see two admins.
      const other = await account("rival-admin-2@shop.test", { admin: true });
      const actorOf = (uid: string, email: string) => ({ uid, email });
      const races = [
        () => [
          shop.services.users.setRole(other.uid, UserRole.CUSTOMER, actorOf(admin.uid, adminAccount.email)),
          shop.services.users.setRole(admin.uid, UserRole.CUSTOMER, actorOf(other.uid, "rival-admin-2@shop.test")),
        ],
        () => [
          shop.services.users.setDisabled(other.uid, true, actorOf(admin.uid, adminAccount.email)),
          shop.services.users.setDisabled(admin.uid, true, actorOf(other.uid, "rival-admin-2@shop.test")),
        ],
        () => [
          shop.services.users.setRole(other.uid, UserRole.CUSTOMER, actorOf(admin.uid, adminAccount.email)),
          shop.services.users.setDisabled(admin.uid, true, actorOf(other.uid, "rival-admin-2@shop.test")),
        ],
      ];
      for (const race of races) {
        const results = await Promise.allSettled(race());
        const refused = results.filter((result) => result.status === "rejected");
        expect(refused).toHaveLength(1);
        expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ extensions: { code: "CONFLICT", reason: "LAST_ADMIN" } });
        const records = await shop.database.dataSource.getRepository(User).findBy([{ uid: admin.uid }, { uid: other.uid }]);
        expect(records.filter((user) => user.role === "ADMIN" && !user.disabled)).toHaveLength(1);
        // Both admins again, enabled, for the next race.
        await shop.database.dataSource.getRepository(User).update([admin.uid, other.uid], { role: UserRole.ADMIN, disabled: false });
      }
      await ok(admin.idToken, SET_ROLE, { uid: other.uid, role: "CUSTOMER" });
    });

    it("refuses a disabled user's token in queries, mutations and REST, until re-enabled", async () => {
      const disable = await ok<{ setUserDisabled: UserRow }>(admin.idToken, SET_DISABLED, { uid: shopper.uid, disabled: true });
      expect(disable.setUserDisabled.disabled).toBe(true);

      const me = await as(shopper.idToken, "{ me { uid } }");
      expect(codeOf(me)).toBe("FORBIDDEN");
      expect(me.errors?.[0]?.message).toBe("This account is disabled.");
      expect(codeOf(await as(shopper.idToken, "{ myOrders { totalItems } }"))).toBe("FORBIDDEN");
      expect(codeOf(await as(shopper.idToken, `mutation { updateProfile(input: { displayName: "Still here" }) { displayName } }`))).toBe(
        "FORBIDDEN",
      );
      const ordersBefore = (await shop.services.orders.listForCustomer(shopper.uid, { skip: 0, take: 0 })).totalItems;
      const order = await as(shopper.idToken, PLACE, {
        input: { lines: [{ productId, quantity: 1 }], name: "Demo Shopper", phone: "+880 1711-000000", email: shopperAccount.email, address: "House 5" },
      });
      expect(codeOf(order)).toBe("FORBIDDEN");
      expect((await shop.services.orders.listForCustomer(shopper.uid, { skip: 0, take: 0 })).totalItems).toBe(ordersBefore);
      const rest = await shop.get<{ success: boolean; code: string }>(`/api/auth/user/${shopper.uid}`, bearer(shopper.idToken));
      expect(rest.status).toBe(403);
      expect(rest.body).toMatchObject({ success: false, code: "FORBIDDEN" });

      const audit = await shop.database.dataSource.getRepository(AuditEntry).findOneByOrFail({ action: "user.setDisabled" });
      expect(audit).toMatchObject({ entityType: "user", actorUid: admin.uid });

      await ok(admin.idToken, SET_DISABLED, { uid: shopper.uid, disabled: false });
      expect((await ok<{ me: { uid: string } }>(shopper.idToken, "{ me { uid } }")).me.uid).toBe(shopper.uid);
    });
  });
});
