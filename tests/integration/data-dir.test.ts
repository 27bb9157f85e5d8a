import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { acquireDataDirLock } from "../../graph/src/db/data-dir-lock.js";
import { openDatabase } from "../../graph/src/db/data-source.js";
import { startTestAuth, type TestAuth } from "../support/auth.js";
import { testDatabaseKind } from "../support/database.js";
import {
  lockOwner,
  runCli as runCliProcess,
  type ShopProcess,
  spawnShop as spawnShopProcess,
  startShop as startShopProcess,
} from "../support/shop-process.js";

/**
 * One embedded database, one process: real shop processes (from source, as `npm run dev` runs them)
 * on one DATA_DIR, and the operator CLIs run against a shop that is open.
 */

let dataDir: string;
const started: ShopProcess[] = [];

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-data-"));
});

afterEach(async () => {
  await Promise.all(started.splice(0).map((shop) => shop.stop("SIGKILL")));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// Each test starts real processes; on a busy machine a start alone can take half a minute.
describe.runIf(testDatabaseKind === "pglite")("a data folder with the embedded database", { timeout: 180_000 }, () => {
  it("refuses a second server with a clear message, while the first keeps serving", async () => {
    const first = await startShop();

    const second = spawnShop();
    const outcome = await Promise.race([second.exited, second.opened.then(() => "opened" as const)]);
    expect(outcome).not.toBe("opened");
    expect(outcome).toMatchObject({ code: 1 });
    const message = second.stderr();
    expect(message).toContain(`The data folder ${dataDir} is in use by another process (pid ${first.pid}`);
    expect(message).toContain("Stop that process first");
    expect(message).toContain("DATABASE_URL");
    expect(message).not.toMatch(/^\s+at /m); // no stack trace

    expect((await fetch(`${first.url}/api/settings`)).status).toBe(200);
    expect(await first.stop("SIGTERM")).toMatchObject({ code: 0 });
    // The refused process wrote nothing: the database opens cleanly and holds what the first one wrote.
    const database = await openDatabase({ dataDir });
    try {
      expect(await database.dataSource.query(`SELECT count(*)::int AS count FROM settings`)).toEqual([{ count: 1 }]);
    } finally {
      await database.close();
    }
  });

  it("stops on a bad setting with its message too, not a stack trace", async () => {
    const shop = spawnShop({ PORT: "not-a-port" });
    expect(await shop.exited).toMatchObject({ code: 1 });
    expect(shop.stderr()).toBe('PORT must be a whole number, got "not-a-port"\n');
  });

  it("refuses a database a newer release upgraded, with its message and not a stack trace", async () => {
    const database = await openDatabase({ dataDir });
    await database.dataSource.query(`INSERT INTO "migrations" ("timestamp", "name") VALUES (1900000000000, 'GiftCards1900000000000')`);
    await database.close();

    const shop = spawnShop();
    expect(await shop.exited).toMatchObject({ code: 1 });
    expect(shop.stderr()).toContain("upgraded by a newer release of the shop: it has migration GiftCards1900000000000");
    expect(shop.stderr()).not.toMatch(/^\s+at /m);
  });

  it("takes over the lock of a killed server, and releases it on a normal shutdown", async () => {
    const killed = await startShop();
    await killed.stop("SIGKILL");
    expect(lockOwner(dataDir)?.pid).toBe(killed.pid);

    const next = await startShop();
    expect(lockOwner(dataDir)?.pid).toBe(next.pid);
    expect((await fetch(`${next.url}/api/settings`)).status).toBe(200);

    expect(await next.stop("SIGINT")).toMatchObject({ code: 0 });
    expect(fs.readdirSync(dataDir).sort()).toEqual(["db", "uploads"]); // no lock, no control socket
  });

  it("refuses an admin command, with the command to run later, when the holder of the folder cannot take it", async () => {
    const lock = await acquireDataDirLock(dataDir); // this test process: alive, but no shop listening

    const result = await runCli("admin.ts", ["grant", "someone@shop.test"]);
    lock.release();

    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`in use by another process (pid ${process.pid}`);
    expect(result.stderr).toContain("The command was not run");
    expect(result.stderr).toContain("Stop that process, then run again: npm run admin -- grant someone@shop.test");
    expect(fs.existsSync(path.join(dataDir, "db", "PG_VERSION"))).toBe(false); // the database was never opened
  });

  describe("while the shop runs", () => {
    let auth: TestAuth;
    beforeAll(async () => {
      auth = await startTestAuth();
    }, 120_000);
    afterAll(async () => {
      await auth?.stop();
    });

    it("hands grant and seed to the running shop, and the database opens afterwards", async () => {
      const shop = await startShop({ USE_AUTH_EMULATOR: "true", FIREBASE_AUTH_EMULATOR_HOST: auth.emulator.host });
      const email = "new-admin@shop.test";
      const { idToken, uid } = await auth.signUp(email);
      const role = async () => {
        const response = await fetch(`${shop.url}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${idToken}` },
          body: JSON.stringify({ query: "{ me { role } }" }),
        });
        return ((await response.json()) as { data: { me: { role: string } } }).data.me.role;
      };
      expect(await role()).toBe("CUSTOMER");

      // The emulator's sign-up leaves the email unverified: grant refuses it unless forced.
      const refused = await runCli("admin.ts", ["grant", email]);
      expect(refused).toMatchObject({ code: 1, stdout: "" });
      expect(refused.stderr).toContain(`${email} has not verified this email`);
      expect(refused.stderr).toContain("add --force");
      expect(await role()).toBe("CUSTOMER");

      const grant = await runCli("admin.ts", ["grant", email, "--force"]);
      expect(grant.code).toBe(0);
      expect(grant.stdout).toMatch(new RegExp(`^${email} is now an admin\\. The email is not verified: account ${uid}, first signed in 20`));
      expect(await role()).toBe("ADMIN");

      const seed = await runCli("seed.ts", []);
      expect(seed).toMatchObject({ code: 0, stdout: "Seeded 9 categories and 61 products (pglite).\n" });
      const products = (await (await fetch(`${shop.url}/api/products?limit=100`)).json()) as unknown[];
      expect(products.length).toBeGreaterThan(0);

      expect(await shop.stop("SIGTERM")).toMatchObject({ code: 0 });
      const database = await openDatabase({ dataDir });
      try {
        const [user] = await database.dataSource.query(`SELECT role FROM shop_user WHERE email = $1`, [email]);
        expect(user).toEqual({ role: "ADMIN" });
        const [{ count }] = await database.dataSource.query(`SELECT count(*)::int AS count FROM product`);
        expect(count).toBe(61);
      } finally {
        await database.close();
      }
    });
  });
});

/** A shop on this test's DATA_DIR, stopped after the test. */
function spawnShop(extraEnv: Record<string, string> = {}, port = 0): ShopProcess {
  const shop = spawnShopProcess({ DATA_DIR: dataDir, ...extraEnv }, port);
  started.push(shop);
  return shop;
}

async function startShop(extraEnv: Record<string, string> = {}): Promise<ShopProcess> {
  const shop = await startShopProcess({ DATA_DIR: dataDir, ...extraEnv });
  started.push(shop);
  return shop;
}

/** Run `graph/src/cli/<script>` on this test's DATA_DIR and collect its output. */
function runCli(script: string, args: string[]) {
  return runCliProcess(script, args, { DATA_DIR: dataDir });
}
