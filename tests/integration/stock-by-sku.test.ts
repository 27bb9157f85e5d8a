import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuditEntry } from "../../graph/src/audit/audit-entry.entity.js";
import { ProductStatus } from "../../graph/src/catalog/product.entity.js";
import { DEMO_ACCOUNTS, startTestAuth, type TestAuth } from "../support/auth.js";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { startTestShop, type GraphQLBody, type TestShop } from "../support/shop.js";

const [adminAccount] = DEMO_ACCOUNTS as [(typeof DEMO_ACCOUNTS)[0]];
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface LineResult {
  sku: string;
  status: "UPDATED" | "NOT_FOUND" | "REFUSED";
  stock: number | null;
  message: string | null;
  productId: string | null;
  variantId: string | null;
}
interface Result {
  lines: LineResult[];
  updated: number;
  failed: number;
  replayed: boolean;
}
type Line = { sku: string; set?: number; adjust?: number };

const UPDATE = `mutation($input: UpdateStockBySkuInput!) {
  updateStockBySku(input: $input) { lines { sku status stock message productId variantId } updated failed replayed }
}`;

describe.skipIf(skipDatabaseTests)(`updateStockBySku (${testDatabaseKind})`, { timeout: 240_000 }, () => {
  let auth: TestAuth;
  let shop: TestShop;
  let admin: { idToken: string; uid: string };
  let categoryId: string;
  let serial = 0;

  beforeAll(async () => {
    auth = await startTestAuth();
    shop = await startTestShop({
      env: {
        USE_AUTH_EMULATOR: "true",
        FIREBASE_AUTH_EMULATOR_HOST: auth.emulator.host,
        ADMIN_EMAILS: adminAccount.email,
        ORDER_LIMIT_PER_ADDRESS: "0",
        ORDER_LIMIT_PER_CONTACT: "0",
        ORDER_UNITS_PER_CONTACT: "0",
        ORDER_UNITS_PER_ADDRESS: "0",
      },
    });
    admin = await auth.signIn(adminAccount.email, adminAccount.password);
    categoryId = (await shop.services.categories.create({ name: "Stock", image: "/uploads/stock.png", subCategories: [] })).id;
  }, 180_000);
  afterAll(async () => {
    await shop?.close();
    await auth?.stop();
  });

  async function asAdmin<T>(query: string, variables?: Record<string, unknown>): Promise<GraphQLBody<T>> {
    return (await shop.graphql<T>(query, variables, bearer(admin.idToken))).body;
  }
  async function update(lines: Line[], idempotencyKey = `key-${++serial}-${Date.now()}`): Promise<GraphQLBody<{ updateStockBySku: Result }>> {
    return asAdmin<{ updateStockBySku: Result }>(UPDATE, { input: { idempotencyKey, lines } });
  }
  async function updated(lines: Line[], idempotencyKey?: string): Promise<Result> {
    const body = await update(lines, idempotencyKey);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!.updateStockBySku;
  }
  const fieldsOf = (body: GraphQLBody<unknown>) =>
    (body.errors?.[0]?.extensions?.fields as { field: string }[] | undefined)?.map((f) => f.field) ?? [];

  /** An ACTIVE product with a fresh SKU; with `variants`, each gets the SKU `<product SKU>-<colour>`. */
  async function product(stock: number, variants: { color: string; stock: number }[] = []) {
    const sku = `STK-${++serial}`;
    const made = await shop.services.products.create({
      name: `Stock ${sku}`,
      priceMinor: 10_000,
      categoryId,
      sku,
      stock,
      status: ProductStatus.ACTIVE,
      variants: variants.map((v) => ({ color: v.color, size: "M", stock: v.stock, sku: `${sku}-${v.color}` })),
    });
    return { id: made.id, sku };
  }
  const stockOf = async (productId: string) => {
    const [row]: { stock: number; updatedAt: Date }[] = await shop.database.dataSource.query(`SELECT "stock", "updatedAt" FROM "product" WHERE "id" = $1`, [
      productId,
    ]);
    return row!;
  };
  const variantStocks = async (productId: string) =>
    Object.fromEntries(
      ((await shop.database.dataSource.query(`SELECT "sku", "stock" FROM "product_variant" WHERE "productId" = $1`, [productId])) as { sku: string; stock: number }[]).map(
        (v) => [v.sku, v.stock],
      ),
    );

  it("sets and adjusts product and variant stock by SKU, keeps a product's stock its variants' sum, and moves updatedAt", async () => {
    const plain = await product(10);
    const shirt = await product(0, [
      { color: "Red", stock: 5 },
      { color: "Blue", stock: 3 },
    ]);
    const before = await stockOf(shirt.id);
    expect(before.stock).toBe(8);

    const result = await updated([
      { sku: plain.sku, set: 25 },
      { sku: `${shirt.sku}-Red`, adjust: 4 },
      { sku: `${shirt.sku}-Blue`, set: 1 },
      { sku: "NO-SUCH-SKU", adjust: 1 },
      { sku: shirt.sku, set: 3 },
    ]);
    expect(result).toMatchObject({ updated: 3, failed: 2, replayed: false });
    expect(result.lines.map((l) => [l.sku, l.status, l.stock])).toEqual([
      [plain.sku, "UPDATED", 25],
      [`${shirt.sku}-Red`, "UPDATED", 9],
      [`${shirt.sku}-Blue`, "UPDATED", 1],
      ["NO-SUCH-SKU", "NOT_FOUND", null],
      [shirt.sku, "REFUSED", 10],
    ]);
    expect(result.lines[1]).toMatchObject({ productId: shirt.id, variantId: expect.any(String) });
    expect(result.lines[0]).toMatchObject({ productId: plain.id, variantId: null, message: null });
    expect(result.lines[4]!.message).toMatch(/variants/);
    expect((await stockOf(plain.id)).stock).toBe(25);
    const after = await stockOf(shirt.id);
    expect(after.stock).toBe(10);
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    expect(await variantStocks(shirt.id)).toEqual({ [`${shirt.sku}-Red`]: 9, [`${shirt.sku}-Blue`]: 1 });

    // The public product shows the new stock at once (the response cache was told).
    const read = async () =>
      (await shop.graphql<{ productById: { stock: number; variants: { sku: string; stock: number }[] } }>(
        `query($id: ID!) { productById(id: $id) { stock variants { sku stock } } }`,
        { id: shirt.id },
      )).body.data!.productById;
    expect((await read()).stock).toBe(10);
    await updated([{ sku: `${shirt.sku}-Red`, adjust: -2 }]);
    expect(await read()).toEqual({ stock: 8, variants: [{ sku: `${shirt.sku}-Red`, stock: 7 }, { sku: `${shirt.sku}-Blue`, stock: 1 }] });
  });

  it("refuses a line that would take stock below 0 with the current stock, and applies the others", async () => {
    const a = await product(2);
    const b = await product(5);
    const result = await updated([
      { sku: a.sku, adjust: -3 },
      { sku: b.sku, adjust: -5 },
    ]);
    expect(result.lines[0]).toMatchObject({ status: "REFUSED", stock: 2, message: expect.stringMatching(/only 2 in stock/) });
    expect(result.lines[1]).toMatchObject({ status: "UPDATED", stock: 0 });
    expect((await stockOf(a.id)).stock).toBe(2);
    expect((await stockOf(b.id)).stock).toBe(0);
  });

  it("takes 250 lines and refuses 251, duplicate SKUs, and lines without exactly one bounded change, changing nothing", async () => {
    const a = await product(7);
    const many = Array.from({ length: 249 }, (_, i) => ({ sku: `MISSING-${i}`, adjust: 1 }));
    const ok = await updated([{ sku: a.sku, adjust: 1 }, ...many]);
    expect(ok).toMatchObject({ updated: 1, failed: 249 });
    expect((await stockOf(a.id)).stock).toBe(8);

    const refusals: [Line[], string[]][] = [
      [[{ sku: a.sku, adjust: 1 }, ...many, { sku: "ONE-MORE", adjust: 1 }], ["lines"]],
      [[], ["lines"]],
      [[{ sku: a.sku, adjust: 1 }, { sku: a.sku, set: 3 }], ["lines.1.sku"]],
      [[{ sku: a.sku, adjust: 1 }, { sku: "X", set: 1, adjust: 1 }], ["lines.1"]],
      [[{ sku: a.sku, adjust: 1 }, { sku: "X" }], ["lines.1"]],
      [[{ sku: a.sku, adjust: 0 }], ["lines.0.adjust"]],
      [[{ sku: a.sku, adjust: 1 }, { sku: "X", set: -1 }], ["lines.1.set"]],
      [[{ sku: a.sku, adjust: 1 }, { sku: "X", set: 1_000_001 }], ["lines.1.set"]],
      [[{ sku: a.sku, adjust: 1 }, { sku: "X", adjust: -1_000_001 }], ["lines.1.adjust"]],
      [[{ sku: a.sku, adjust: 1 }, { sku: " ", adjust: 1 }], ["lines.1.sku"]],
      [[{ sku: a.sku, adjust: 1 }, { sku: "has space", adjust: 1 }], ["lines.1.sku"]],
    ];
    for (const [lines, fields] of refusals) {
      const body = await update(lines);
      expect(body.errors?.[0]?.extensions?.code, JSON.stringify(fields)).toBe("BAD_USER_INPUT");
      expect(fieldsOf(body)).toEqual(fields);
    }
    for (const key of ["short", "k".repeat(81)]) {
      const body = await update([{ sku: a.sku, adjust: 1 }], key);
      expect(fieldsOf(body)).toEqual(["idempotencyKey"]);
    }
    expect((await stockOf(a.id)).stock).toBe(8);
  });

  it("answers a retry with the same key and lines again (replayed) without changing anything, and refuses the key with other lines", async () => {
    const a = await product(10);
    const lines = [
      { sku: a.sku, adjust: -4 },
      { sku: "NOT-THERE", set: 1 },
    ];
    const first = await updated(lines, "retry-key-0001");
    expect(first).toMatchObject({ updated: 1, failed: 1, replayed: false });
    const again = await updated(lines, "retry-key-0001");
    expect(again).toEqual({ ...first, replayed: true });
    expect((await stockOf(a.id)).stock).toBe(6);

    const other = await update([{ sku: a.sku, adjust: -5 }], "retry-key-0001");
    expect(other.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(fieldsOf(other)).toEqual(["idempotencyKey"]);
    expect((await stockOf(a.id)).stock).toBe(6);

    // Concurrent retries with one key: one applies, the others replay it.
    const b = await product(10);
    const together = await Promise.all(Array.from({ length: 5 }, () => updated([{ sku: b.sku, adjust: -1 }], "retry-key-0002")));
    expect(together.filter((r) => !r.replayed)).toHaveLength(1);
    expect((await stockOf(b.id)).stock).toBe(9);

    // One audit entry per call that changed something, listing its lines.
    const entries = await shop.database.dataSource
      .getRepository(AuditEntry)
      .createQueryBuilder("a")
      .where("a.action = :action", { action: "product.stockBySku" })
      .andWhere(`a."entityIds" @> :ids::jsonb`, { ids: JSON.stringify([a.id]) })
      .getMany();
    expect(entries).toHaveLength(1);
    expect(entries[0]!.after).toEqual({
      lines: [
        { sku: a.sku, set: null, adjust: -4, status: "UPDATED", stock: 6 },
        { sku: "NOT-THERE", set: 1, adjust: null, status: "NOT_FOUND", stock: null },
      ],
    });
  });

  it("never lets stock go below 0 under concurrent adjusts and orders, and ends exact", async () => {
    const a = await product(20);
    const shirt = await product(0, [{ color: "Green", stock: 15 }]);
    const adjusts = Array.from({ length: 24 }, (_, i) => (i % 4 === 3 ? 2 : -1));
    const place = (lines: { productId: string; color?: string; size?: string; quantity: number }[], n: number) =>
      shop.graphql<{ placeOrder: { order: { id: string } } }>(`mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } } }`, {
        input: { lines, name: `Buyer ${n}`, phone: `01711-1${String(n).padStart(5, "0")}`, email: `b${n}@example.com`, district: "Dhaka", address: "House 5, Road 2" },
      });
    const [stockCalls, variantCalls, orders] = await Promise.all([
      Promise.all(adjusts.map((adjust) => updated([{ sku: a.sku, adjust }]))),
      Promise.all(adjusts.map((adjust) => updated([{ sku: `${shirt.sku}-Green`, adjust }]))),
      Promise.all(
        Array.from({ length: 12 }, (_, n) =>
          place(
            [
              { productId: a.id, quantity: 2 },
              { productId: shirt.id, color: "Green", size: "M", quantity: 1 },
            ],
            n,
          ),
        ),
      ),
    ]);
    const placed = orders.filter((o) => !o.body.errors).length;
    for (const o of orders) if (o.body.errors) expect(o.body.errors[0]!.extensions?.code, JSON.stringify(o.body.errors)).toBe("OUT_OF_STOCK");
    const applied = (calls: Result[]) =>
      calls.reduce((sum, call, i) => sum + (call.lines[0]!.status === "UPDATED" ? adjusts[i]! : 0), 0);
    for (const call of [...stockCalls, ...variantCalls]) {
      expect(["UPDATED", "REFUSED"]).toContain(call.lines[0]!.status);
      expect(call.lines[0]!.stock).toBeGreaterThanOrEqual(0);
    }
    expect((await stockOf(a.id)).stock).toBe(20 + applied(stockCalls) - 2 * placed);
    const shirtNow = await stockOf(shirt.id);
    expect(shirtNow.stock).toBe(15 + applied(variantCalls) - placed);
    expect(await variantStocks(shirt.id)).toEqual({ [`${shirt.sku}-Green`]: shirtNow.stock });
    expect((await stockOf(a.id)).stock).toBeGreaterThanOrEqual(0);
  });

  it("keeps a SKU to one product or variant across both, and shows variant SKUs to the admin", async () => {
    const a = await product(1);
    const shirt = await product(0, [{ color: "Black", stock: 1 }]);
    const base = { name: "Clash", priceMinor: 1000, categoryId, stock: 1 };
    await expect(shop.services.products.create({ ...base, sku: `${shirt.sku}-Black` })).rejects.toMatchObject({
      extensions: { code: "BAD_USER_INPUT", fields: [{ field: "sku" }] },
    });
    await expect(
      shop.services.products.create({ ...base, sku: `CLASH-${serial}`, variants: [{ color: "A", size: "M", stock: 1, sku: a.sku }] }),
    ).rejects.toMatchObject({ extensions: { fields: [{ field: "variants.0.sku" }] } });
    await expect(
      shop.services.products.create({
        ...base,
        sku: `CLASH-${serial}`,
        variants: [
          { color: "A", size: "M", stock: 1, sku: "SAME" },
          { color: "B", size: "M", stock: 1, sku: "SAME" },
        ],
      }),
    ).rejects.toMatchObject({ extensions: { fields: [{ field: "variants.1.sku" }] } });
    await expect(
      shop.services.products.create({ ...base, sku: `CLASH-${serial}`, variants: [{ color: "A", size: "M", stock: 1, sku: `CLASH-${serial}` }] }),
    ).rejects.toMatchObject({ extensions: { fields: [{ field: "variants.0.sku" }] } });

    // Saving a product again keeps its variants' SKUs; two variants may swap theirs; a copy has none.
    const two = await product(0, [
      { color: "X", stock: 1 },
      { color: "Y", stock: 1 },
    ]);
    const swapped = await shop.services.products.update(two.id, {
      name: "Swapped",
      priceMinor: 10_000,
      categoryId,
      sku: two.sku,
      variants: [
        { color: "X", size: "M", stock: 1, sku: `${two.sku}-Y` },
        { color: "Y", size: "M", stock: 1, sku: `${two.sku}-X` },
      ],
    });
    expect(await variantStocks(swapped.id)).toEqual({ [`${two.sku}-X`]: 1, [`${two.sku}-Y`]: 1 });
    const copy = await shop.services.products.duplicate(two.id);
    const copied: { sku: string | null }[] = await shop.database.dataSource.query(`SELECT "sku" FROM "product_variant" WHERE "productId" = $1`, [copy.id]);
    expect(copied).toEqual([{ sku: null }, { sku: null }]);

    const body = await asAdmin<{ adminProduct: { variants: { color: string; sku: string | null }[] } }>(
      `query($id: ID!) { adminProduct(id: $id) { variants { color sku } } }`,
      { id: two.id },
    );
    expect(body.data!.adminProduct.variants).toEqual([
      { color: "X", sku: `${two.sku}-Y` },
      { color: "Y", sku: `${two.sku}-X` },
    ]);

    // Deleting a product frees its variants' SKUs, as it frees its own.
    await shop.services.products.deleteMany([shirt.id]);
    const again = await product(0, []);
    await expect(
      shop.services.products.update(again.id, { ...base, sku: again.sku, variants: [{ color: "Black", size: "M", stock: 1, sku: `${shirt.sku}-Black` }] }),
    ).resolves.toBeTruthy();
  });
});
