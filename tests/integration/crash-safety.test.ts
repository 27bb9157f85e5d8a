import { describe, expect, it } from "vitest";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { burstFixtures, countOutcomes, expectOnlyWholeOrders, fireBurst } from "../support/order-burst.js";
import { lockOwner } from "../support/shop-process.js";

/**
 * `kill -9` of the shop during a burst of checkouts, as a crash or an out-of-memory kill does it:
 * no acknowledged order is lost, nothing is half-written, and the database opens cleanly in the
 * next process (on the embedded database, which takes over the dead process's lock).
 */

const { start, openDatabase } = burstFixtures();

describe.skipIf(skipDatabaseTests)(`a killed shop (${testDatabaseKind})`, { timeout: 180_000 }, () => {
  it("loses no acknowledged order and leaves a database the next process opens and writes to", async () => {
    const database = await openDatabase();
    const killed = await start(database.env);
    const burst = fireBurst(killed.url, database.products, 80);
    await burst.acknowledged(10);
    expect(await killed.stop("SIGKILL")).toEqual({ code: null, signal: "SIGKILL" });
    const requests = await burst.done;
    expect(countOutcomes(requests).acknowledged).toBeGreaterThanOrEqual(10);

    const next = await start(database.env);
    if (testDatabaseKind === "pglite") expect(lockOwner(database.dataDir)?.pid).toBe(next.pid);
    const ready = await fetch(`${next.url}/health/ready`);
    expect(await ready.json()).toEqual({ status: "ok", checks: { database: "ok", migrations: "ok" } });
    // It takes orders again, from the stock the killed process left.
    const after = fireBurst(next.url, database.products, 5);
    await after.acknowledged(5);
    expect(await next.stop("SIGTERM")).toEqual({ code: 0, signal: null });

    await expectOnlyWholeOrders(database, [...requests, ...(await after.done)]);
  });
});
