import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../graph/src/config.js";
import { User } from "../../graph/src/customers/user.entity.js";
import { unsignedToken } from "../support/auth.js";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { startTestShop, type TestShop } from "../support/shop.js";

describe("production refuses the Auth emulator", () => {
  it("will not load a production config with FIREBASE_AUTH_EMULATOR_HOST set", () => {
    expect(() => loadConfig({ NODE_ENV: "production", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" })).toThrow(/Refusing to start/);
    expect(() => loadConfig({ NODE_ENV: "development", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" })).not.toThrow();
  });
});

describe.skipIf(skipDatabaseTests)(`tokens in production mode (${testDatabaseKind})`, () => {
  let shop: TestShop;
  beforeAll(async () => {
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    shop = await startTestShop({ env: { NODE_ENV: "production", FIREBASE_PROJECT_ID: "demo-shop", FIREBASE_API_KEY: "k" } });
  });
  afterAll(() => shop?.close());

  it("rejects a forged unsigned token and creates no record", async () => {
    const forged = unsignedToken({ sub: "attacker", user_id: "attacker", email: "admin@shop.test" });
    const { body } = await shop.graphql("{ me { uid role } }", undefined, { authorization: `Bearer ${forged}` });
    expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(await shop.database.dataSource.getRepository(User).countBy({ uid: "attacker" })).toBe(0);
    const rest = await shop.get(`/api/auth/user/attacker`, { authorization: `Bearer ${forged}` });
    expect(rest.status).toBe(401);
  });

  it("has no emulator URL in the public auth config", async () => {
    const { body } = await shop.graphql<{ authConfig: { emulatorUrl: string | null } }>("{ authConfig { emulatorUrl } }");
    expect(body.data?.authConfig.emulatorUrl).toBeNull();
  });
});
