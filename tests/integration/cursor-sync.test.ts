import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProductStatus } from "../../graph/src/catalog/product.entity.js";
import { adminAccount, type AdminShop, startAdminShop } from "../support/admin-shop.js";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import type { TestShop } from "../support/shop.js";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Page {
  items: { id: string }[];
  totalItems: number;
  endCursor: string | null;
}

/**
 * Cursor sync (decision 054): a pass sorted SYNC reads every row that existed when it started
 * exactly once while rows are edited and created between its pages, and the next pass, with
 * updatedAfter the first pass's start, finds every edit and creation.
 */
describe.skipIf(skipDatabaseTests)(`cursor sync of products, orders and users (${testDatabaseKind})`, { timeout: 240_000 }, () => {
  let adminShop: AdminShop;
  let shop: TestShop;
  let admin: AdminShop["admin"];
  let asAdmin: AdminShop["asAdmin"];
  let ok: AdminShop["ok"];
  let categoryId: string;
  let serial = 0;

  beforeAll(async () => {
    adminShop = await startAdminShop({
      env: {
        ORDER_LIMIT_PER_ADDRESS: "0",
        ORDER_LIMIT_PER_CONTACT: "0",
        ORDER_UNITS_PER_CONTACT: "0",
        ORDER_UNITS_PER_ADDRESS: "0",
      },
    });
    ({ shop, admin, asAdmin, ok } = adminShop);
    categoryId = (await shop.services.categories.create({ name: "Sync", image: "/uploads/sync.png", subCategories: [] })).id;
  }, 180_000);
  afterAll(() => adminShop?.close());

  /** `count` products made in one statement (the catalog's triggers keep their counts), ACTIVE and DRAFT alternately. */
  async function insertProducts(count: number): Promise<string[]> {
    const first = serial + 1;
    serial += count;
    const rows: { id: string }[] = await shop.database.dataSource.query(
      `INSERT INTO "product" ("name", "slug", "priceMinor", "finalPriceMinor", "categoryId", "sku", "status", "stock")
       SELECT 'Sync ' || n, 'sync-' || n, 1000, 1000, $1, 'SYNC-' || n, CASE WHEN n % 2 = 0 THEN 'ACTIVE' ELSE 'DRAFT' END, 5
       FROM generate_series($2::int, $3::int) AS n
       RETURNING "id"`,
      [categoryId, first, serial],
    );
    return rows.map((row) => row.id);
  }

  /**
   * One pass over a list, `take` at a time, calling `between` after each page with the ids read so
   * far; answers every id read, in order (repeats kept, so a test can see them).
   */
  async function pass(
    read: (after: string | null) => Promise<Page>,
    between: (seen: readonly string[]) => Promise<void> = async () => {},
  ): Promise<string[]> {
    const seen: string[] = [];
    let after: string | null = null;
    for (let pages = 0; ; pages++) {
      expect(pages).toBeLessThan(1_000);
      const page = await read(after);
      if (!page.items.length) {
        expect(page.endCursor).toBeNull();
        return seen;
      }
      seen.push(...page.items.map((item) => item.id));
      expect(page.endCursor).toEqual(expect.any(String));
      after = page.endCursor;
      await between(seen);
    }
  }

  const PRODUCTS = `query($after: String, $updatedAfter: DateTimeISO, $take: Int!) {
    products(filter: { anyStatus: true, updatedAfter: $updatedAfter }, sort: SYNC, after: $after, take: $take) {
      items { id } totalItems endCursor
    }
  }`;
  const readProducts = (take: number, updatedAfter?: Date) => async (after: string | null) =>
    (await ok<{ products: Page }>(PRODUCTS, { after, take, updatedAfter })).products;

  it("reads every product exactly once while products are edited and created between pages, and the next pass finds those", async () => {
    const existing = await insertProducts(260);
    await pause(20);
    const start = new Date();
    const edited = new Set<string>();
    const created: string[] = [];
    let round = 0;

    const firstPass = await pass(readProducts(40), async (seen) => {
      round++;
      const read = new Set(seen);
      const unread = existing.filter((id) => !read.has(id));
      // Edit two products already read and two not yet (different ones each round), flipping each one's
      // status (which moves them in other sorts), and make new ones.
      const toEdit = [...seen.slice(round * 2, round * 2 + 2), ...unread.slice(round * 3, round * 3 + 2)];
      const current: { id: string; status: ProductStatus }[] = await shop.database.dataSource.query(
        `SELECT "id", "status" FROM "product" WHERE "id" = ANY($1::uuid[])`,
        [toEdit],
      );
      const now = (status: ProductStatus) => current.filter((row) => row.status === status).map((row) => row.id);
      await shop.services.products.setStatus(now(ProductStatus.DRAFT), ProductStatus.ACTIVE);
      await shop.services.products.setStatus(now(ProductStatus.ACTIVE), ProductStatus.DRAFT);
      // Record only those whose updatedAt moved, as the second pass finds by it.
      const changed: { id: string }[] = await shop.database.dataSource.query(
        `SELECT "id" FROM "product" WHERE "id" = ANY($1::uuid[]) AND "updatedAt" > $2`,
        [toEdit, start],
      );
      for (const { id } of changed) edited.add(id);
      created.push(...(await insertProducts(2)));
    });

    expect(round).toBeGreaterThanOrEqual(6);
    expect(new Set(firstPass).size).toBe(firstPass.length); // nothing repeated
    const seen = new Set(firstPass);
    expect(existing.filter((id) => !seen.has(id))).toEqual([]); // nothing skipped
    expect(edited.size).toBeGreaterThan(10);

    const secondPass = await pass(readProducts(40, start));
    expect(new Set(secondPass).size).toBe(secondPass.length);
    expect(new Set(secondPass)).toEqual(new Set([...edited, ...created]));
  });

  it("keeps totalItems the filter's on every page, answers endCursor only sorted SYNC, and keeps skip/take lists as they were", async () => {
    const first = await ok<{ products: Page }>(PRODUCTS, { after: null, take: 10 });
    const second = await ok<{ products: Page }>(PRODUCTS, { after: first.products.endCursor, take: 10 });
    expect(second.products.totalItems).toBe(first.products.totalItems);
    expect(first.products.items.map((p) => p.id).sort()).toEqual(first.products.items.map((p) => p.id)); // id order
    expect(second.products.items[0]!.id > first.products.items.at(-1)!.id).toBe(true);

    const newest = await ok<{ products: Page }>(`{ products(filter: { anyStatus: true }, take: 5, skip: 5) { items { id } totalItems endCursor } }`);
    expect(newest.products.items).toHaveLength(5);
    expect(newest.products.endCursor).toBeNull();
    expect(newest.products.totalItems).toBe(first.products.totalItems);
  });

  it("refuses garbage cursors, another list's cursor, and after with another sort or a skip, as BAD_USER_INPUT", async () => {
    const users = await ok<{ users: Page & { items: { uid: string }[] } }>(`{ users(sort: SYNC, take: 1) { items { uid } totalItems endCursor } }`);
    const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const garbage = [
      "not a cursor",
      "%%%",
      "",
      "x".repeat(600),
      Buffer.from("{").toString("base64url"),
      cursor(null),
      cursor([1]),
      cursor({ v: 2, list: "products", key: "00000000-0000-4000-8000-000000000000" }),
      cursor({ v: 1, list: "products", key: "not-a-uuid" }),
      cursor({ v: 1, list: "products", key: 5 }),
      users.users.endCursor!,
    ];
    for (const after of garbage) {
      const body = await asAdmin(PRODUCTS, { after, take: 5 });
      expect(body.errors?.[0]?.extensions?.code, after).toBe("BAD_USER_INPUT");
      expect(body.data ?? null).toBeNull();
    }
    const page = await ok<{ products: Page }>(PRODUCTS, { after: null, take: 2 });
    const after = page.products.endCursor;
    const withSort = await asAdmin(`query($after: String) { products(filter: { anyStatus: true }, after: $after, take: 5) { totalItems } }`, { after });
    expect(withSort.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: [{ field: "sort" }] });
    const withSkip = await asAdmin(`query($after: String) { products(filter: { anyStatus: true }, sort: SYNC, after: $after, skip: 1, take: 5) { totalItems } }`, {
      after,
    });
    expect(withSkip.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: [{ field: "skip" }] });
    const orders = await asAdmin(`query($after: String) { orders(sort: SYNC, after: $after) { totalItems } }`, { after });
    expect(orders.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const usersAfter = await asAdmin(`query($after: String) { users(sort: SYNC, after: $after) { totalItems } }`, { after: "garbage!" });
    expect(usersAfter.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("syncs orders by number while they are edited and placed between pages", async () => {
    const [productId] = await insertProducts(1);
    await shop.database.dataSource.query(`UPDATE "product" SET "status" = 'ACTIVE', "stock" = 1000 WHERE "id" = $1`, [productId]);
    const place = async (n: number) => {
      const { body } = await shop.graphql<{ placeOrder: { order: { id: string } } }>(
        `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } } }`,
        {
          input: {
            lines: [{ productId, quantity: 1 }],
            name: `Sync Buyer ${n}`,
            phone: `01711-00${String(n).padStart(4, "0")}`,
            email: `sync${n}@example.com`,
            district: "Dhaka",
            address: "House 5, Road 2, Dhanmondi",
          },
        },
      );
      expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
      return body.data!.placeOrder.order.id;
    };
    const existing: string[] = [];
    for (let n = 0; n < 14; n++) existing.push(await place(n));
    await pause(20);
    const start = new Date();
    const edited = new Set<string>();
    const created: string[] = [];
    const actor = { uid: admin.uid, email: adminAccount.email };
    const ORDERS = `query($after: String, $updatedAfter: DateTimeISO) {
      orders(filter: { updatedAfter: $updatedAfter }, sort: SYNC, after: $after, take: 4) { items { id } totalItems endCursor }
    }`;
    const read = (updatedAfter?: Date) => async (after: string | null) => (await ok<{ orders: Page }>(ORDERS, { after, updatedAfter })).orders;

    const firstPass = await pass(read(), async (seen) => {
      const read = new Set(seen);
      const unread = existing.filter((id) => !read.has(id));
      for (const id of [seen[0]!, ...unread.slice(0, 1)]) {
        await shop.services.orderAdmin.setInternalNote(id, `note ${seen.length}`, actor);
        edited.add(id);
      }
      if (created.length < 4) created.push(await place(100 + created.length));
    });
    expect(new Set(firstPass).size).toBe(firstPass.length);
    // Numbers only grow: an order placed during the pass comes after the cursor, so this pass reads it too.
    expect(new Set(firstPass)).toEqual(new Set([...existing, ...created]));

    const secondPass = await pass(read(start));
    expect(new Set(secondPass)).toEqual(new Set([...edited, ...created]));
  });

  it("syncs users by uid while they are edited and created between pages; a visit alone is no change", async () => {
    const visit = (uid: string) =>
      shop.services.users.recordVisit({ uid, email: `${uid}@example.com`, emailVerified: true, name: uid, picture: null });
    const existing: string[] = [];
    for (let n = 0; n < 11; n++) existing.push((await visit(`sync-user-${String(n).padStart(2, "0")}`)).uid);
    // Seen an hour ago: the next visit moves lastSeenAt, and must not move updatedAt.
    await shop.database.dataSource.query(`UPDATE "shop_user" SET "lastSeenAt" = now() - interval '1 hour' WHERE "uid" LIKE 'sync-user-%'`);
    await pause(20);
    const start = new Date();
    const edited = new Set<string>();
    const created: string[] = [];
    const USERS = `query($after: String, $updatedAfter: DateTimeISO) {
      users(filter: { updatedAfter: $updatedAfter }, sort: SYNC, after: $after, take: 3) { items { id: uid lastSeenAt updatedAt } totalItems endCursor }
    }`;
    const read = (updatedAfter?: Date) => async (after: string | null) => (await ok<{ users: Page }>(USERS, { after, updatedAfter })).users;

    const visited = await visit(existing[5]!);
    expect(visited.lastSeenAt.getTime()).toBeGreaterThanOrEqual(start.getTime());

    const firstPass = await pass(read(), async (seen) => {
      const read = new Set(seen);
      const unread = existing.filter((id) => !read.has(id));
      for (const uid of [seen.find((id) => id.startsWith("sync-user-"))!, ...unread.slice(0, 1)]) {
        if (!uid) continue;
        await shop.services.users.updateProfile(uid, { phone: `01711-${seen.length}` });
        edited.add(uid);
      }
      if (created.length < 3) created.push((await visit(`sync-new-${created.length}`)).uid);
    });
    expect(new Set(firstPass).size).toBe(firstPass.length);
    const seen = new Set(firstPass);
    expect(existing.filter((uid) => !seen.has(uid))).toEqual([]);

    const secondPass = await pass(read(start));
    // The admin's own record is written by their sign-in before the test's start: only these changed.
    expect(new Set(secondPass)).toEqual(new Set([...edited, ...created]));
    if (!edited.has(existing[5]!)) expect(secondPass).not.toContain(existing[5]);
  });
});
