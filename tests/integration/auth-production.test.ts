import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../graph/src/config.js";
import { User } from "../../graph/src/customers/user.entity.js";
import { unsignedToken } from "../support/auth.js";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { startTestShop, type TestShop } from "../support/shop.js";

describe("the Auth emulator is an explicit opt-in", () => {
  const emulator = { USE_AUTH_EMULATOR: "true", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" };

  it("is used only with USE_AUTH_EMULATOR=true", () => {
    expect(loadConfig({ NODE_ENV: "development", ...emulator }).auth.emulatorHost).toBe("127.0.0.1:9099");
    expect(loadConfig({ NODE_ENV: "development" }).auth.emulatorHost).toBeUndefined();
  });

  it("refuses to start when FIREBASE_AUTH_EMULATOR_HOST is set without the opt-in (firebase-admin would obey it)", () => {
    expect(() => loadConfig({ NODE_ENV: "development", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" })).toThrow(
      /USE_AUTH_EMULATOR is not/,
    );
  });

  it.each(["production", "PRODUCTION", "production ", " Production", "prod", "staging"])(
    "refuses the emulator when NODE_ENV=%j, which counts as production",
    (nodeEnv) => {
      expect(() => loadConfig({ NODE_ENV: nodeEnv, PUBLIC_URL: "https://shop.example", ...emulator })).toThrow(/Refusing to start/);
    },
  );

  it("listens on loopback only while the emulator is on", () => {
    expect(loadConfig({ NODE_ENV: "development", ...emulator }).host).toBe("localhost");
    expect(loadConfig({ NODE_ENV: "development", ...emulator, HOST: "127.0.0.1" }).host).toBe("127.0.0.1");
    for (const host of ["0.0.0.0", "::", "192.168.1.10"]) {
      expect(() => loadConfig({ NODE_ENV: "development", ...emulator, HOST: host })).toThrow(/Refusing to listen/);
    }
    expect(loadConfig({ NODE_ENV: "development" }).host).toBe("0.0.0.0");
  });
});

describe("a production configuration", () => {
  it("requires PUBLIC_URL, so no Host header reaches a link", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/PUBLIC_URL is required/);
    expect(() => loadConfig({ NODE_ENV: "production", PUBLIC_URL: "shop.example" })).toThrow(/PUBLIC_URL must be/);
    expect(() => loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://shop.example/shop" })).toThrow(/PUBLIC_URL must be/);
    expect(loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://shop.example/" }).publicUrl).toBe("https://shop.example");
  });

  it("warns at start when sign-in is not configured", () => {
    const config = loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://shop.example" });
    expect(config.warnings.join("\n")).toMatch(/Sign-in is OFF: FIREBASE_PROJECT_ID is not set/);
    const configured = loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://shop.example", FIREBASE_PROJECT_ID: "my-shop" });
    expect(configured.warnings.join("\n")).not.toMatch(/Sign-in/);
  });
});

describe.skipIf(skipDatabaseTests)(`tokens in production mode (${testDatabaseKind})`, () => {
  let shop: TestShop;
  beforeAll(async () => {
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    shop = await startTestShop({
      env: { NODE_ENV: "production", PUBLIC_URL: "https://shop.example", FIREBASE_PROJECT_ID: "demo-shop", FIREBASE_API_KEY: "k" },
    });
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
