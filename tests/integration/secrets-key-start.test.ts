import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../graph/src/config.js";
import type { Database } from "../../graph/src/db/data-source.js";
import { CourierCredentials } from "../../graph/src/orders/courier/courier-credentials.entity.js";
import { savedCourierKeysProblem } from "../../graph/src/orders/courier/courier-settings.service.js";
import { createShop } from "../../graph/src/server.js";
import { openTestDatabase, skipDatabaseTests, testDatabaseKind } from "../support/database.js";

/**
 * SECRETS_KEY in production (decision 072): without it the shop starts with a warning while no
 * courier keys are saved, and refuses to start once some are, since it could not read them.
 */

const PRODUCTION = { NODE_ENV: "production", PUBLIC_URL: "https://shop.example" };
const KEY = "a-test-secrets-key-of-at-least-32-characters";
/** Keys saved in the admin under some SECRETS_KEY (what they were sealed with does not matter here). */
const SAVED = { courier: "steadfast", sealedKeys: "sealed-under-some-key", apiKeyLast4: "1234", secretKeyLast4: "5678", baseUrl: null, updatedBy: null };

describe.skipIf(skipDatabaseTests)(`SECRETS_KEY at start (${testDatabaseKind})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("warns at start in production without it, while no keys are saved", async () => {
    const config = loadConfig(PRODUCTION);
    expect(config.courier.secretsKey).toBeNull();
    expect(config.warnings.join("\n")).toMatch(/SECRETS_KEY is not set: courier keys cannot be saved in the admin/);
    expect(await savedCourierKeysProblem(database.dataSource, config.courier.secretsKey)).toBeNull();
  });

  it("refuses to start in production without it once keys are saved; with it, or outside production, it does not", async () => {
    await database.dataSource.getRepository(CourierCredentials).insert(SAVED);
    const problem = await savedCourierKeysProblem(database.dataSource, loadConfig(PRODUCTION).courier.secretsKey);
    expect(problem).toMatch(/^Refusing to start: courier keys are saved in the admin but SECRETS_KEY is not set/);
    expect(await savedCourierKeysProblem(database.dataSource, loadConfig({ ...PRODUCTION, SECRETS_KEY: KEY }).courier.secretsKey)).toBeNull();
    // Outside production a development key stands in: never refused.
    expect(await savedCourierKeysProblem(database.dataSource, loadConfig({ NODE_ENV: "development" }).courier.secretsKey)).toBeNull();

    // The start itself stops, and closes the database it opened.
    const own = await openTestDatabase();
    await own.dataSource.getRepository(CourierCredentials).insert(SAVED);
    await expect(createShop({ ...loadConfig(PRODUCTION), logLevel: "silent" }, { database: own })).rejects.toThrow(/Refusing to start.*SECRETS_KEY/);
    expect(own.dataSource.isInitialized).toBe(false);
  });
});
