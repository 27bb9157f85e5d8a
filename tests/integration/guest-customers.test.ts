import { phoneKey } from "@shop/common";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProductStatus } from "../../graph/src/catalog/product.entity.js";
import { User } from "../../graph/src/customers/user.entity.js";
import { OrderStatus } from "../../graph/src/orders/order.entity.js";
import { ReportPreset } from "../../graph/src/reports/report-range.js";
import { type AdminShop, bearer, startAdminShop } from "../support/admin-shop.js";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import type { GraphQLBody, TestShop } from "../support/shop.js";


const GUESTS = `query($search: String, $sort: GuestCustomerSort, $skip: Int, $take: Int) {
  guestCustomers(search: $search, sort: $sort, skip: $skip, take: $take) {
    totalItems items { key name phone email orderCount totalSpent firstOrderAt lastOrderAt }
  }
}`;
const GUEST = `query($key: ID!) {
  guestCustomer(key: $key) { key name phone orderCount totalSpent }
  guestCustomerOrders(key: $key, take: 10) { totalItems items { number phone status } }
}`;

interface Guest {
  key: string;
  name: string;
  phone: string;
  email: string | null;
  orderCount: number;
  totalSpent: number;
}

describe.skipIf(skipDatabaseTests)(`guest buyers as customers (${testDatabaseKind})`, () => {
  let adminShop: AdminShop;
  let shop: TestShop;
  let admin: AdminShop["admin"];
  let shopperUser: User;
  let productId: string;

  beforeAll(async () => {
    adminShop = await startAdminShop();
    const { shopper } = adminShop;
    ({ shop, admin } = adminShop);
    await shop.graphql("{ me { uid } }", undefined, bearer(admin.idToken));
    await shop.graphql("{ me { uid } }", undefined, bearer(shopper.idToken));
    shopperUser = await shop.database.dataSource.getRepository(User).findOneByOrFail({ uid: shopper.uid });
    const adminUser = await shop.database.dataSource.getRepository(User).findOneByOrFail({ uid: admin.uid });
    const category = await shop.services.categories.create({ name: "Guest Things" });
    productId = (await shop.services.products.create({ name: "Guest Mug", priceMinor: 50_000, categoryId: category.id, sku: "GUEST-MUG", stock: 100, status: ProductStatus.ACTIVE })).id;

    const place = async (phone: string, name: string, quantity: number, { user = null as User | null, email = null as string | null } = {}) =>
      (
        await shop.services.orders.place(
          { lines: [{ productId, quantity }], name, phone, email, district: "Dhaka", address: "House 5, Road 2" },
          user,
          { requireEmail: false, clientIp: "10.0.0.2" },
        )
      ).order;
    // One guest, their phone written three ways; the latest order names them.
    await place("01711-000000", "Rahim", 1, { email: "rahim@example.com" });
    await place("+880 1711 000000", "Rahim Uddin", 2);
    const cancelled = await place("01711000000", "Rahim Uddin", 1);
    await shop.services.orders.changeStatus(cancelled.id, OrderStatus.CANCELLED, { user: adminUser });
    // Another guest; and the shopper's account orders with the same phone as the first guest.
    await place("01811-222333", "Karima", 3);
    await place("01711-000000", "Shopper One", 1, { user: shopperUser });
  }, 180_000);
  afterAll(() => adminShop?.close());

  const as = <T>(query: string, variables?: Record<string, unknown>, token: string | null = admin.idToken): Promise<GraphQLBody<T>> =>
    adminShop.as<T>(token, query, variables);

  it("the database's phone_key is common's phoneKey", async () => {
    const samples = ["01711-000000", "+880 1711 000000", "+880 01711-000000", "00880 1711-234567", "008801711", "880", "+44 20 7946 0958", "0000880171", "(017) 11"];
    const rows: { key: string }[] = await shop.database.dataSource.query(`SELECT phone_key(p) AS "key" FROM unnest($1::text[]) WITH ORDINALITY AS t(p, i) ORDER BY i`, [samples]);
    expect(rows.map((row) => row.key)).toEqual(samples.map(phoneKey));
  });

  it("lists guests one per phone however written, with their orders and total spent; an account's orders make no guest", async () => {
    const { data, errors } = await as<{ guestCustomers: { totalItems: number; items: Guest[] } }>(GUESTS, { sort: "ORDERS_DESC" });
    expect(errors).toBeUndefined();
    expect(data!.guestCustomers.totalItems).toBe(2);
    expect(data!.guestCustomers.items).toEqual([
      // Three orders, the cancelled one counted.
      expect.objectContaining({ key: "01711000000", name: "Rahim Uddin", phone: "01711000000", email: "rahim@example.com", orderCount: 3 }),
      expect.objectContaining({ key: "01811222333", name: "Karima", orderCount: 1 }),
    ]);
    const [rahim] = data!.guestCustomers.items;
    // 1 × 500 + 60 shipping, 2 × 500 + 60: the cancelled order is not spent.
    expect(rahim!.totalSpent).toBe(560 + 1_060);
    const user = await shop.services.users.orderStatsOf([shopperUser.uid]);
    expect(user[0]!.orderCount).toBe(1);
  });

  it("finds a guest by name or phone in any writing, pages and sorts", async () => {
    const search = async (text: string) => (await as<{ guestCustomers: { items: Guest[] } }>(GUESTS, { search: text })).data!.guestCustomers.items.map((g) => g.key);
    expect(await search("karima")).toEqual(["01811222333"]);
    expect(await search("+880 1811")).toEqual(["01811222333"]);
    expect(await search("rahim@")).toEqual(["01711000000"]);
    expect(await search("nobody")).toEqual([]);
    const second = await as<{ guestCustomers: { totalItems: number; items: Guest[] } }>(GUESTS, { sort: "NAME_ASC", skip: 1, take: 1 });
    expect(second.data!.guestCustomers).toMatchObject({ totalItems: 2, items: [{ name: "Rahim Uddin" }] });
    const beyond = await as<{ guestCustomers: { totalItems: number; items: Guest[] } }>(GUESTS, { skip: 5, take: 1 });
    expect(beyond.data!.guestCustomers).toEqual({ totalItems: 2, items: [] });
  });

  it("opens one guest by key or by their phone as typed, with their orders", async () => {
    for (const key of ["01711000000", "+880 1711-000000"]) {
      const { data } = await as<{ guestCustomer: Guest; guestCustomerOrders: { totalItems: number; items: { phone: string; status: string }[] } }>(GUEST, { key });
      expect(data!.guestCustomer).toMatchObject({ key: "01711000000", orderCount: 3 });
      expect(data!.guestCustomerOrders.totalItems).toBe(3);
      expect(data!.guestCustomerOrders.items.map((o) => o.status)).toEqual(["CANCELLED", "PENDING", "PENDING"]);
    }
    expect((await as<{ guestCustomer: Guest | null }>(GUEST, { key: "01999999999" })).data!.guestCustomer).toBeNull();
  });

  it("is for admins only", async () => {
    expect((await as(GUESTS, {}, null)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("the sales report counts the same people", async () => {
    const { summary } = await shop.services.salesReport.report({ preset: ReportPreset.ALL }, new Date(Date.now() + 60_000));
    // The account, Rahim (three phones, one guest) and Karima.
    expect(summary.customers.current).toBe(3);
    expect(summary.newCustomers.current).toBe(3);
  });
});
