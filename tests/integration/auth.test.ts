import type { GraphQLField } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildShopSchema } from "../../graph/src/api/schema.js";
import { User } from "../../graph/src/customers/user.entity.js";
import { DEMO_ACCOUNTS, startTestAuth, type TestAuth, unsignedToken } from "../support/auth.js";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { operationFor } from "../support/operations.js";
import { startTestShop, type TestShop } from "../support/shop.js";

const [adminAccount, shopperAccount] = DEMO_ACCOUNTS as [(typeof DEMO_ACCOUNTS)[0], (typeof DEMO_ACCOUNTS)[0]];
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.skipIf(skipDatabaseTests)(`accounts and access (${testDatabaseKind})`, () => {
  let auth: TestAuth;
  let shop: TestShop;
  let admin: { idToken: string; uid: string };
  let shopper: { idToken: string; uid: string };

  beforeAll(async () => {
    auth = await startTestAuth();
    shop = await startTestShop({
      env: { USE_AUTH_EMULATOR: "true", FIREBASE_AUTH_EMULATOR_HOST: auth.emulator.host, ADMIN_EMAILS: `${adminAccount.email}, boss@shop.test` },
    });
    admin = await auth.signIn(adminAccount.email, adminAccount.password);
    shopper = await auth.signIn(shopperAccount.email, shopperAccount.password);
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
    await auth?.stop();
  });

  const me = async (headers: Record<string, string> = {}) =>
    (await shop.graphql<{ me: { uid: string; email: string; role: string; displayName: string | null } | null }>(
      "{ me { uid email role displayName } }",
      undefined,
      headers,
    )).body;

  describe("the shop's user record", () => {
    it("is null without a token", async () => {
      expect(await me()).toEqual({ data: { me: null }, extensions: { cost: expect.any(Object) } });
    });

    it("is created on the first verified request, as CUSTOMER", async () => {
      const body = await me(bearer(shopper.idToken));
      expect(body.data?.me).toMatchObject({ uid: shopper.uid, email: shopperAccount.email, role: "CUSTOMER" });
      expect(await shop.database.dataSource.getRepository(User).countBy({ uid: shopper.uid })).toBe(1);
      await me(bearer(shopper.idToken));
      expect(await shop.database.dataSource.getRepository(User).countBy({ uid: shopper.uid })).toBe(1);
    });

    it("is ADMIN for a verified email listed in ADMIN_EMAILS", async () => {
      expect((await me(bearer(admin.idToken))).data?.me?.role).toBe("ADMIN");
    });

    it("is not ADMIN for a listed email that is not verified", async () => {
      const boss = await auth.signUp("boss@shop.test");
      expect((await me(bearer(boss.idToken))).data?.me?.role).toBe("CUSTOMER");
    });
  });

  describe("bad tokens", () => {
    it("refuses an expired token with UNAUTHENTICATED", async () => {
      const expired = unsignedToken({ sub: shopper.uid, user_id: shopper.uid, iat: 1_000, auth_time: 1_000, exp: 2_000 });
      const body = await me(bearer(expired));
      expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
      expect(body.errors?.[0]?.message).toBe("Your session has expired. Please sign in again.");
    });

    it("refuses garbage and a malformed header", async () => {
      expect((await me(bearer("not-a-token"))).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
      expect((await me({ authorization: "Basic abc" })).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    });

    it("refuses a token whose sessions were revoked in Firebase", async () => {
      const account = await auth.signUp("revoked@shop.test");
      expect((await me(bearer(account.idToken))).data?.me?.uid).toBe(account.uid);
      await auth.revokeSessions(account.uid);
      const body = await me(bearer(account.idToken));
      expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
      expect(body.errors?.[0]?.message).toBe("Your session was ended. Please sign in again.");
    });

    it("refuses a user disabled in Firebase at once, not when the token expires", async () => {
      const account = await auth.signUp("disabled@shop.test");
      expect((await me(bearer(account.idToken))).data?.me?.uid).toBe(account.uid);
      await auth.disable(account.uid);
      const body = await me(bearer(account.idToken));
      expect(body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      expect(body.errors?.[0]?.message).toBe("This account is disabled.");
      expect((await shop.get(`/api/auth/user/${account.uid}`, bearer(account.idToken))).status).toBe(403);
    });

    it("does not stop public reads", async () => {
      const { body } = await shop.graphql("{ settings { siteName } }", undefined, bearer("not-a-token"));
      expect(body.errors).toBeUndefined();
    });
  });

  describe("updateProfile", () => {
    const UPDATE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { displayName photoURL phone address } }`;

    it("changes your own record", async () => {
      const { body } = await shop.graphql(
        UPDATE,
        { input: { displayName: " Rahim ", photoURL: "https://example.com/me.png", phone: "+880 1711-000000", address: "Dhanmondi, Dhaka" } },
        bearer(shopper.idToken),
      );
      expect(body.data).toEqual({
        updateProfile: { displayName: "Rahim", photoURL: "https://example.com/me.png", phone: "+880 1711-000000", address: "Dhanmondi, Dhaka" },
      });
    });

    it("refuses a photo URL that is not http(s) with 'Invalid URL', changing nothing", async () => {
      const { body } = await shop.graphql(UPDATE, { input: { displayName: "Changed", photoURL: "javascript:alert(1)" } }, bearer(shopper.idToken));
      expect(body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
      expect(body.errors?.[0]?.message).toBe("Invalid URL");
      expect((await me(bearer(shopper.idToken))).data?.me?.displayName).toBe("Rahim");
    });

    it("needs a signed-in user", async () => {
      const { body } = await shop.graphql(UPDATE, { input: { displayName: "x" } });
      expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    });
  });

  describe("every operation's guard, read from the schema", () => {
    let fields: { kind: "query" | "mutation"; field: GraphQLField<unknown, unknown> }[];
    beforeAll(async () => {
      const schema = await buildShopSchema();
      fields = [
        ...Object.values(schema.getQueryType()!.getFields()).map((field) => ({ kind: "query" as const, field })),
        ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((field) => ({ kind: "mutation" as const, field })),
      ];
    });

    const accessOf = (field: GraphQLField<unknown, unknown>) => field.extensions.access as string | undefined;

    it("declares who may call every query and mutation", () => {
      const undeclared = fields.filter(({ field }) => !["PUBLIC", "SIGNED_IN", "ADMIN"].includes(accessOf(field) ?? ""));
      expect(undeclared.map(({ field }) => field.name)).toEqual([]);
      expect(fields.filter(({ field }) => accessOf(field) === "ADMIN").length).toBeGreaterThanOrEqual(3);
    });

    it("answers UNAUTHENTICATED without a token and FORBIDDEN to a customer for every admin operation", async () => {
      const adminOps = fields.filter(({ field }) => accessOf(field) === "ADMIN");
      for (const { kind, field } of adminOps) {
        const operation = operationFor(kind, field);
        const anonymous = await shop.graphql(operation.text, operation.variables);
        expect(anonymous.body.errors?.[0]?.extensions?.code, `${field.name} without a token`).toBe("UNAUTHENTICATED");
        const customer = await shop.graphql(operation.text, operation.variables, bearer(shopper.idToken));
        expect(customer.body.errors?.[0]?.extensions?.code, `${field.name} as a customer`).toBe("FORBIDDEN");
        const asAdmin = await shop.graphql(operation.text, operation.variables, bearer(admin.idToken));
        expect(["UNAUTHENTICATED", "FORBIDDEN"], `${field.name} as an admin`).not.toContain(asAdmin.body.errors?.[0]?.extensions?.code);
      }
    });

    it("declares the arguments of a public operation that need an admin", () => {
      const products = fields.find(({ field }) => field.name === "products")!.field;
      expect(products.extensions).toMatchObject({ access: "PUBLIC", adminOnly: expect.stringContaining("filter.status") });
    });

    it("answers UNAUTHENTICATED without a token for every signed-in operation", async () => {
      for (const { kind, field } of fields.filter(({ field }) => accessOf(field) === "SIGNED_IN")) {
        const operation = operationFor(kind, field);
        const anonymous = await shop.graphql(operation.text, operation.variables);
        expect(anonymous.body.errors?.[0]?.extensions?.code, field.name).toBe("UNAUTHENTICATED");
      }
    });
  });

  describe("admin operations", () => {
    it("lists users and refuses to let an admin demote themselves", async () => {
      const list = await shop.graphql<{ users: { totalItems: number; items: { email: string }[] } }>(
        "{ users(take: 50) { totalItems items { email role } } }",
        undefined,
        bearer(admin.idToken),
      );
      expect(list.body.data?.users.items.map((u) => u.email)).toEqual(expect.arrayContaining([adminAccount.email, shopperAccount.email]));
      const demote = await shop.graphql(
        `mutation { setUserRole(uid: "${admin.uid}", role: CUSTOMER) { role } }`,
        undefined,
        bearer(admin.idToken),
      );
      expect(demote.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    });

    it("refuses a disabled user everywhere their identity is used, until re-enabled", async () => {
      const disable = await shop.graphql(
        `mutation { setUserDisabled(uid: "${shopper.uid}", disabled: true) { disabled } }`,
        undefined,
        bearer(admin.idToken),
      );
      expect(disable.body.data).toEqual({ setUserDisabled: { disabled: true } });
      expect((await me(bearer(shopper.idToken))).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      expect((await shop.get(`/api/auth/user/${shopper.uid}`, bearer(shopper.idToken))).status).toBe(403);

      await shop.graphql(`mutation { setUserDisabled(uid: "${shopper.uid}", disabled: false) { disabled } }`, undefined, bearer(admin.idToken));
      expect((await me(bearer(shopper.idToken))).data?.me?.uid).toBe(shopper.uid);
    });

    it("lets an admin list draft products, which the public may not", async () => {
      const query = "{ products(filter: { status: DRAFT }) { totalItems } }";
      expect((await shop.graphql(query)).body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      expect((await shop.graphql(query, undefined, bearer(shopper.idToken))).body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      expect((await shop.graphql(query, undefined, bearer(admin.idToken))).body.errors).toBeUndefined();
      expect((await shop.graphql("{ products(filter: { status: ACTIVE }) { totalItems } }")).body.errors).toBeUndefined();
    });
  });

  describe("GET /api/auth/user/{uid}", () => {
    it("answers 401 without a token and for a bad one", async () => {
      expect((await shop.get(`/api/auth/user/${shopper.uid}`)).status).toBe(401);
      const bad = await shop.get<{ success: boolean; code: string }>(`/api/auth/user/${shopper.uid}`, bearer("nope"));
      expect(bad.status).toBe(401);
      expect(bad.body).toMatchObject({ success: false, code: "UNAUTHENTICATED" });
    });

    it("answers the owner with their record", async () => {
      const { status, body } = await shop.get<{ uid: string; email: string; role: string }>(`/api/auth/user/${shopper.uid}`, bearer(shopper.idToken));
      expect(status).toBe(200);
      expect(body).toMatchObject({ uid: shopper.uid, email: shopperAccount.email, role: "CUSTOMER" });
    });

    it("answers 403 to another customer and the record to an admin", async () => {
      expect((await shop.get(`/api/auth/user/${admin.uid}`, bearer(shopper.idToken))).status).toBe(403);
      const asAdmin = await shop.get<{ uid: string }>(`/api/auth/user/${shopper.uid}`, bearer(admin.idToken));
      expect(asAdmin.status).toBe(200);
      expect(asAdmin.body.uid).toBe(shopper.uid);
      expect((await shop.get("/api/auth/user/nobody-has-this-uid", bearer(admin.idToken))).status).toBe(404);
    });
  });

  it("tells the web app how to reach the emulator", async () => {
    const { body } = await shop.graphql("{ authConfig { projectId apiKey authDomain emulatorUrl } }");
    expect(body.data).toEqual({
      authConfig: { projectId: "demo-shop", apiKey: "demo-api-key", authDomain: "demo-shop.firebaseapp.com", emulatorUrl: `http://${auth.emulator.host}` },
    });
  });
});
