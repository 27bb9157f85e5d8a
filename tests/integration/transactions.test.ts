import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Category } from "../../graph/src/catalog/category.entity.js";
import type { Database } from "../../graph/src/db/data-source.js";
import { openTestDatabase, skipDatabaseTests, testDatabaseKind } from "../support/database.js";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(skipDatabaseTests)(`overlapping transactions (${testDatabaseKind})`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db?.close());

  it("keeps nothing of a transaction that fails while another one commits", async () => {
    const failing = db.dataSource.transaction(async (em) => {
      await em.insert(Category, { name: "Rolled Back", slug: "rolled-back" });
      await pause(50);
      throw new Error("injected failure");
    });
    await pause(5);
    const committing = db.dataSource.transaction(async (em) => {
      await em.insert(Category, { name: "Committed", slug: "committed" });
    });

    await expect(failing).rejects.toThrow("injected failure");
    await committing;

    const names = (await db.dataSource.getRepository(Category).find()).map((c) => c.name);
    expect(names).toContain("Committed");
    expect(names).not.toContain("Rolled Back");
  });

  it("keeps exactly the committed ones of many interleaved transactions", async () => {
    const attempts = Array.from({ length: 20 }, (_, i) =>
      db.dataSource.transaction(async (em) => {
        await em.insert(Category, { name: `Batch ${i}`, slug: `batch-${i}` });
        await pause(i % 3);
        if (i % 2 === 1) throw new Error(`fail ${i}`);
      }),
    );
    const results = await Promise.allSettled(attempts);
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(10);

    const saved = await db.dataSource
      .getRepository(Category)
      .createQueryBuilder("c")
      .where("c.slug LIKE 'batch-%'")
      .getMany();
    expect(saved.map((c) => Number(c.slug.split("-")[1])).sort((a, b) => a - b)).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18]);
  });
});
