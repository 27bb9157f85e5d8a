import { randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuditEntry } from "../../graph/src/audit/audit-entry.entity.js";
import { Product, ProductStatus } from "../../graph/src/catalog/product.entity.js";
import { Order } from "../../graph/src/orders/order.entity.js";
import { adminAccount, type AdminShop, bearer, codeOf, startAdminShop } from "../support/admin-shop.js";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import type { GraphQLBody, TestShop } from "../support/shop.js";


interface ListedOrder {
  id: string;
  number: number;
  name: string;
  phone: string;
  total: number;
  itemCount: number;
  status: string;
  paymentStatus: string;
  createdAt: string;
  customer: { uid: string; email: string | null } | null;
}
const LIST = `query($filter: AdminOrderFilter, $sort: AdminOrderSort!, $skip: Int!, $take: Int!) {
  orders(filter: $filter, sort: $sort, skip: $skip, take: $take) {
    totalItems items { id number name phone total itemCount status paymentStatus createdAt customer { uid email } }
  }
}`;
const DETAIL = `query($id: ID!) { order(id: $id) {
  id status paymentStatus name phone email address district internalNote canEditContact nextStatuses nextPaymentStatuses
  history { kind status paymentStatus by byEmail note }
} }`;
const PAY = `mutation($id: ID!, $to: PaymentStatus!, $note: String) { setOrderPaymentStatus(id: $id, paymentStatus: $to, note: $note) { id paymentStatus } }`;
const NOTE = `mutation($id: ID!, $note: String) { setOrderInternalNote(id: $id, internalNote: $note) { id internalNote } }`;
const CONTACT = `mutation($id: ID!, $input: OrderContactInput!, $note: String) {
  updateOrderContact(id: $id, input: $input, note: $note) { id name phone email address district canEditContact }
}`;
const STATUS = `mutation($id: ID!, $status: OrderStatus!, $note: String) { setOrderStatus(id: $id, status: $status, note: $note) { id status } }`;

describe.skipIf(skipDatabaseTests)(`the admin's orders (${testDatabaseKind})`, () => {
  let adminShop: AdminShop;
  let shop: TestShop;
  let admin: AdminShop["admin"];
  let shopper: AdminShop["shopper"];
  let asAdmin: AdminShop["asAdmin"];
  let ok: AdminShop["ok"];
  let productId: string;
  /** A unique word in this run's customer names, so searches see only this file's orders. */
  const tag = randomUUID().slice(0, 6);

  beforeAll(async () => {
    adminShop = await startAdminShop({
      seed: true,
      env: {
        ORDER_LIMIT_PER_ADDRESS: "0",
        ORDER_LIMIT_PER_CONTACT: "0",
        ORDER_UNITS_PER_ADDRESS: "0",
        ORDER_UNITS_PER_CONTACT: "0",
      },
    });
    ({ shop, admin, shopper, asAdmin, ok } = adminShop);
    const category = (await shop.services.categories.findBySlugOrName("kids"))!;
    const product = await shop.services.products.create({
      name: `Admin Orders Toy ${tag}`,
      priceMinor: 10_000,
      categoryId: category.id,
      sku: `AO-${tag}`,
      stock: 1_000,
      status: ProductStatus.ACTIVE,
    });
    productId = product.id;
  }, 180_000);
  afterAll(() => adminShop?.close());
  const fieldsOf = (body: GraphQLBody<unknown>) =>
    (body.errors?.[0]?.extensions?.fields as { field: string }[] | undefined)?.map((f) => f.field) ?? [];

  /** Place a guest order through the API; answers its id, number and guest token. */
  async function placeGuest(name: string, quantity: number, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    const { body } = await shop.graphql<{ placeOrder: { guestToken: string | null; order: { id: string; number: number } } }>(
      `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { guestToken order { id number } } }`,
      {
        input: {
          lines: [{ productId, quantity }],
          name,
          phone: "01711-000000",
          email: "guest@example.com",
          district: "Dhaka",
          address: "House 5, Road 2, Dhanmondi",
          ...extra,
        },
      },
      headers,
    );
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return { ...body.data!.placeOrder.order, token: body.data!.placeOrder.guestToken };
  }
  const auditOf = (action: string, id: string) =>
    shop.database.dataSource
      .getRepository(AuditEntry)
      .createQueryBuilder("a")
      .where("a.action = :action", { action })
      .andWhere(`a."entityIds" @> :ids::jsonb`, { ids: JSON.stringify([id]) })
      .orderBy("a.at", "ASC")
      .getMany();

  describe("the list", () => {
    let placed: { id: string; number: number }[];

    beforeAll(async () => {
      placed = [];
      // Totals rise with the quantity: 1, 3, 2 units.
      placed.push(await placeGuest(`Alpha ${tag}`, 1));
      placed.push(await placeGuest(`Bravo ${tag}`, 3, { phone: "01999-123456" }));
      placed.push(await placeGuest(`Charlie ${tag}`, 2, { email: "charlie@example.com" }, bearer(shopper.idToken)));
      await ok(PAY, { id: placed[0]!.id, to: "PAID" });
      await ok(STATUS, { id: placed[1]!.id, status: "PROCESSING" });
    });

    const list = async (filter: Record<string, unknown>, sort = "NEWEST", skip = 0, take = 20) =>
      (await ok<{ orders: { totalItems: number; items: ListedOrder[] } }>(LIST, { filter: { search: tag, ...filter }, sort, skip, take })).orders;

    it("searches by name, phone, email and number, with items count and customer", async () => {
      const all = await list({});
      expect(all.totalItems).toBe(3);
      expect(all.items.map((o) => o.name)).toEqual([`Charlie ${tag}`, `Bravo ${tag}`, `Alpha ${tag}`]);
      expect(all.items.map((o) => o.itemCount)).toEqual([2, 3, 1]);
      // The third was placed signed in: its customer is the account; the others are guests.
      expect(all.items[0]!.customer).toMatchObject({ uid: shopper.uid });
      expect(all.items[1]!.customer).toBeNull();

      const byPhone = await ok<{ orders: { items: ListedOrder[] } }>(LIST, { filter: { search: "01999-123" }, sort: "NEWEST", skip: 0, take: 20 });
      expect(byPhone.orders.items.map((o) => o.number)).toContain(placed[1]!.number);
      // Other spacing than stored: the digits match.
      const byDigits = await ok<{ orders: { items: ListedOrder[] } }>(LIST, { filter: { search: "+01999 123456" }, sort: "NEWEST", skip: 0, take: 20 });
      expect(byDigits.orders.items.map((o) => o.number)).toContain(placed[1]!.number);
      const byNumber = await ok<{ orders: { items: ListedOrder[] } }>(LIST, {
        filter: { search: `#${String(placed[2]!.number)}` },
        sort: "NEWEST",
        skip: 0,
        take: 20,
      });
      expect(byNumber.orders.items.map((o) => o.number)).toContain(placed[2]!.number);
      const byEmail = await ok<{ orders: { items: ListedOrder[] } }>(LIST, { filter: { search: "CHARLIE@example" }, sort: "NEWEST", skip: 0, take: 20 });
      expect(byEmail.orders.items.map((o) => o.number)).toContain(placed[2]!.number);
    });

    it("filters by status, payment status and placement time", async () => {
      expect((await list({ status: "PROCESSING" })).items.map((o) => o.name)).toEqual([`Bravo ${tag}`]);
      expect((await list({ paymentStatus: "PAID" })).items.map((o) => o.name)).toEqual([`Alpha ${tag}`]);
      expect((await list({ status: "PENDING", paymentStatus: "UNPAID" })).items.map((o) => o.name)).toEqual([`Charlie ${tag}`]);
      const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
      const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
      expect((await list({ createdFrom: hourAgo, createdBefore: inAnHour })).totalItems).toBe(3);
      expect((await list({ createdBefore: hourAgo })).totalItems).toBe(0);
      expect((await list({ createdFrom: inAnHour })).totalItems).toBe(0);
    });

    it("sorts by time, total and number, and pages without overlap", async () => {
      expect((await list({}, "OLDEST")).items.map((o) => o.name)).toEqual([`Alpha ${tag}`, `Bravo ${tag}`, `Charlie ${tag}`]);
      expect((await list({}, "TOTAL_HIGH")).items.map((o) => o.itemCount)).toEqual([3, 2, 1]);
      expect((await list({}, "TOTAL_LOW")).items.map((o) => o.itemCount)).toEqual([1, 2, 3]);
      expect((await list({}, "NUMBER_LOW")).items.map((o) => o.number)).toEqual(placed.map((o) => o.number));
      const pages = [await list({}, "NUMBER_HIGH", 0, 2), await list({}, "NUMBER_HIGH", 2, 2)];
      expect(pages.map((p) => p.totalItems)).toEqual([3, 3]);
      expect(pages.flatMap((p) => p.items.map((o) => o.number))).toEqual(placed.map((o) => o.number).reverse());
    });

    it("refuses pages over 100 and over-long searches", async () => {
      expect(codeOf(await asAdmin(LIST, { sort: "NEWEST", skip: 0, take: 101 }))).toBe("BAD_USER_INPUT");
      expect(codeOf(await asAdmin(LIST, { filter: { search: "x".repeat(101) }, sort: "NEWEST", skip: 0, take: 10 }))).toBe("BAD_USER_INPUT");
    });

    it("counts pending orders for the sidebar", async () => {
      const pending = await shop.database.dataSource.getRepository(Order).countBy({ status: "PENDING" as Order["status"] });
      expect((await ok<{ pendingOrderCount: number }>("{ pendingOrderCount }")).pendingOrderCount).toBe(pending);
      await placeGuest(`Delta ${tag}`, 1);
      expect((await ok<{ pendingOrderCount: number }>("{ pendingOrderCount }")).pendingOrderCount).toBe(pending + 1);
    });

    it("is for admins only", async () => {
      for (const query of [`{ orders { totalItems } }`, "{ pendingOrderCount }"]) {
        expect(codeOf((await shop.graphql(query)).body)).toBe("UNAUTHENTICATED");
        expect(codeOf((await shop.graphql(query, {}, bearer(shopper.idToken))).body)).toBe("FORBIDDEN");
      }
    });
  });

  describe("payment status", () => {
    it("goes UNPAID → PAID → REFUNDED, recorded in the history and the audit log; refuses the rest", async () => {
      const order = await placeGuest(`Pay ${tag}`, 1);
      expect(codeOf(await asAdmin(PAY, { id: order.id, to: "REFUNDED" }))).toBe("CONFLICT");
      await ok(PAY, { id: order.id, to: "PAID", note: "Paid by bKash" });
      const paid = (await ok<{ order: { nextPaymentStatuses: string[]; history: { kind: string; paymentStatus: string | null; by: string; byEmail: string | null; note: string | null }[] } }>(DETAIL, { id: order.id })).order;
      expect(paid.nextPaymentStatuses).toEqual(["REFUNDED", "UNPAID"]);
      expect(paid.history.at(-1)).toEqual({ kind: "PAYMENT", status: "PENDING", paymentStatus: "PAID", by: "admin", byEmail: adminAccount.email, note: "Paid by bKash" });
      await ok(PAY, { id: order.id, to: "REFUNDED" });
      expect(codeOf(await asAdmin(PAY, { id: order.id, to: "PAID" }))).toBe("CONFLICT");
      expect(codeOf(await asAdmin(PAY, { id: order.id, to: "UNPAID" }))).toBe("CONFLICT");
      const audit = await auditOf("order.setPaymentStatus", order.id);
      expect(audit.map((a) => a.after)).toEqual([{ paymentStatus: "PAID" }, { paymentStatus: "REFUNDED" }]);
      expect(audit[0]).toMatchObject({ actorUid: admin.uid, before: { paymentStatus: "UNPAID" } });
    });

    it("answers the cash to collect: the total until paid, nothing once paid or cancelled", async () => {
      const CASH = "query($id: ID!) { order(id: $id) { total cashToCollect } }";
      const cash = async (id: string) => (await ok<{ order: { total: number; cashToCollect: number } }>(CASH, { id })).order;
      const order = await placeGuest(`Cash ${tag}`, 1);
      const unpaid = await cash(order.id);
      expect(unpaid.cashToCollect).toBe(unpaid.total);
      expect(unpaid.total).toBeGreaterThan(0);
      await ok(PAY, { id: order.id, to: "PAID" });
      expect((await cash(order.id)).cashToCollect).toBe(0);
      const cancelled = await placeGuest(`Cash cancelled ${tag}`, 1);
      await ok(STATUS, { id: cancelled.id, status: "CANCELLED" });
      expect((await cash(cancelled.id)).cashToCollect).toBe(0);
    });

    it("never marks a cancelled order paid, refuses a long note and unknown orders, and is for admins only", async () => {
      const order = await placeGuest(`Cancelled pay ${tag}`, 1);
      await ok(STATUS, { id: order.id, status: "CANCELLED" });
      const refused = await asAdmin(PAY, { id: order.id, to: "PAID" });
      expect(codeOf(refused)).toBe("CONFLICT");
      expect(refused.errors?.[0]?.message).toBe("A cancelled order cannot be marked paid.");
      const other = await placeGuest(`Long note ${tag}`, 1);
      const long = await asAdmin(PAY, { id: other.id, to: "PAID", note: "x".repeat(501) });
      expect(fieldsOf(long)).toEqual(["note"]);
      expect((await ok<{ order: { paymentStatus: string } }>(DETAIL, { id: other.id })).order.paymentStatus).toBe("UNPAID");
      expect(codeOf(await asAdmin(PAY, { id: randomUUID(), to: "PAID" }))).toBe("NOT_FOUND");
      expect(codeOf((await shop.graphql(PAY, { id: other.id, to: "PAID" })).body)).toBe("UNAUTHENTICATED");
      expect(codeOf((await shop.graphql(PAY, { id: other.id, to: "PAID" }, bearer(shopper.idToken))).body)).toBe("FORBIDDEN");
    });
  });

  describe("internal note", () => {
    it("is kept for admins, audited without its text, and hidden from the customer and the guest", async () => {
      const guestOrder = await placeGuest(`Note guest ${tag}`, 1);
      const customerOrder = await placeGuest(`Note customer ${tag}`, 1, {}, bearer(shopper.idToken));
      for (const order of [guestOrder, customerOrder]) {
        expect((await ok<{ setOrderInternalNote: { internalNote: string } }>(NOTE, { id: order.id, note: "  Fragile: call first  " })).setOrderInternalNote.internalNote).toBe(
          "Fragile: call first",
        );
      }
      const audit = await auditOf("order.setInternalNote", guestOrder.id);
      expect(audit).toHaveLength(1);
      expect(JSON.stringify(audit[0])).not.toContain("Fragile");

      const asGuest = await shop.graphql(`query($id: ID!, $t: String) { order(id: $id, guestToken: $t) { id internalNote } }`, { id: guestOrder.id, t: guestOrder.token });
      // A guest is nobody signed in: the admin-only field refuses them as such.
      expect(codeOf(asGuest.body)).toBe("UNAUTHENTICATED");
      expect(JSON.stringify(asGuest.body)).not.toContain("Fragile");
      const asCustomer = await shop.graphql(`{ myOrders { items { id internalNote } } }`, {}, bearer(shopper.idToken));
      expect(codeOf(asCustomer.body)).toBe("FORBIDDEN");
      expect(JSON.stringify(asCustomer.body)).not.toContain("Fragile");
      // REST (the original storefront) answers without it.
      const rest = await shop.get(`/api/order/${guestOrder.id}.${guestOrder.token!}`);
      expect(rest.status).toBe(200);
      expect(JSON.stringify(rest.body)).not.toContain("Fragile");

      expect(fieldsOf(await asAdmin(NOTE, { id: guestOrder.id, note: "x".repeat(2001) }))).toEqual(["internalNote"]);
      expect((await ok<{ setOrderInternalNote: { internalNote: string | null } }>(NOTE, { id: guestOrder.id, note: " " })).setOrderInternalNote.internalNote).toBeNull();
      expect(codeOf((await shop.graphql(NOTE, { id: guestOrder.id, note: "x" }, bearer(shopper.idToken))).body)).toBe("FORBIDDEN");
    });
  });

  describe("contact edits", () => {
    const contact = (extra: Record<string, unknown> = {}) => ({
      name: "Rahim Uddin",
      phone: "+880 1811-222333",
      email: "rahim@example.com",
      address: "Flat 3B, Road 7, Gulshan",
      district: "Dhaka",
      ...extra,
    });

    it("edits before shipping, with a history entry (status history only for the guest) and an audit entry", async () => {
      const order = await placeGuest(`Contact ${tag}`, 1);
      const edited = (await ok<{ updateOrderContact: Record<string, unknown> }>(CONTACT, { id: order.id, input: contact(), note: "Customer called" })).updateOrderContact;
      expect(edited).toMatchObject({ name: "Rahim Uddin", phone: "+880 1811-222333", email: "rahim@example.com", address: "Flat 3B, Road 7, Gulshan", canEditContact: true });
      const detail = (await ok<{ order: { history: { kind: string; note: string | null; by: string }[] } }>(DETAIL, { id: order.id })).order;
      expect(detail.history.at(-1)).toMatchObject({ kind: "CONTACT", by: "admin", note: "Contact edited: name, phone, email, address. Customer called" });
      const audit = await auditOf("order.updateContact", order.id);
      expect(audit[0]).toMatchObject({ before: { name: `Contact ${tag}`, phone: "01711-000000" }, after: { name: "Rahim Uddin", phone: "+880 1811-222333" } });

      // The guest sees the new details and the status history only.
      const guest = await shop.graphql<{ order: { name: string; history: { kind: string }[] } }>(
        `query($id: ID!, $t: String) { order(id: $id, guestToken: $t) { name history { kind status } } }`,
        { id: order.id, t: order.token },
      );
      expect(guest.body.data!.order.name).toBe("Rahim Uddin");
      expect(guest.body.data!.order.history.map((h) => h.kind)).toEqual(["STATUS"]);

      // Saving the same details again changes nothing and records nothing.
      await ok(CONTACT, { id: order.id, input: contact() });
      expect(await auditOf("order.updateContact", order.id)).toHaveLength(1);
    });

    it("refuses bad fields, a guest order without email, another zone's district, and any edit once shipped", async () => {
      const order = await placeGuest(`Refused contact ${tag}`, 1);
      const badPhone = await asAdmin(CONTACT, { id: order.id, input: contact({ phone: "call me" }) });
      expect(codeOf(badPhone)).toBe("BAD_USER_INPUT");
      expect(fieldsOf(badPhone)).toEqual(["phone"]);
      expect(badPhone.errors?.[0]?.message).toBe("Enter a phone number of digits, spaces or dashes.");
      expect(fieldsOf(await asAdmin(CONTACT, { id: order.id, input: contact({ email: "not-an-email" }) }))).toEqual(["email"]);
      expect(fieldsOf(await asAdmin(CONTACT, { id: order.id, input: contact({ email: null }) }))).toEqual(["email"]);
      expect(fieldsOf(await asAdmin(CONTACT, { id: order.id, input: contact({ address: "x" }) }))).toEqual(["address"]);
      // Placed in Dhaka ("Inside Dhaka"): Sylhet is the default zone's, with another fee.
      const otherZone = await asAdmin(CONTACT, { id: order.id, input: contact({ district: "Sylhet" }) });
      expect(fieldsOf(otherZone)).toEqual(["district"]);
      const unchanged = (await ok<{ order: { name: string; district: string } }>(DETAIL, { id: order.id })).order;
      expect(unchanged).toMatchObject({ name: `Refused contact ${tag}`, district: "Dhaka" });

      await ok(STATUS, { id: order.id, status: "PROCESSING" });
      await ok(CONTACT, { id: order.id, input: contact({ name: "Still editable" }) });
      await ok(STATUS, { id: order.id, status: "SHIPPED" });
      expect((await ok<{ order: { canEditContact: boolean } }>(DETAIL, { id: order.id })).order.canEditContact).toBe(false);
      const shipped = await asAdmin(CONTACT, { id: order.id, input: contact({ name: "Too late" }) });
      expect(codeOf(shipped)).toBe("CONFLICT");
      expect((await ok<{ order: { name: string } }>(DETAIL, { id: order.id })).order.name).toBe("Still editable");
      expect(codeOf((await shop.graphql(CONTACT, { id: order.id, input: contact() })).body)).toBe("UNAUTHENTICATED");
      expect(codeOf((await shop.graphql(CONTACT, { id: order.id, input: contact() }, bearer(shopper.idToken))).body)).toBe("FORBIDDEN");
    });
  });

  describe("status actions", () => {
    it("walk the machine, refuse a long note, and cancelling returns the stock", async () => {
      const stock = async () => (await shop.database.dataSource.getRepository(Product).findOneByOrFail({ id: productId })).stock;
      const before = await stock();
      const order = await placeGuest(`Status ${tag}`, 4);
      expect(await stock()).toBe(before - 4);
      expect(fieldsOf(await asAdmin(STATUS, { id: order.id, status: "PROCESSING", note: "x".repeat(501) }))).toEqual(["note"]);
      await ok(STATUS, { id: order.id, status: "PROCESSING", note: "Packed" });
      expect((await ok<{ order: { nextStatuses: string[] } }>(DETAIL, { id: order.id })).order.nextStatuses).toEqual(["SHIPPED", "CANCELLED"]);
      await ok(STATUS, { id: order.id, status: "CANCELLED", note: "Out of area" });
      expect(await stock()).toBe(before);
      expect((await ok<{ order: { nextStatuses: string[]; canEditContact: boolean } }>(DETAIL, { id: order.id })).order).toMatchObject({
        nextStatuses: [],
        canEditContact: false,
      });
      expect((await auditOf("order.setStatus", order.id)).map((a) => a.after)).toEqual([{ status: "PROCESSING" }, { status: "CANCELLED" }]);
    });
  });

  describe("the two notes of a status change (decision 042)", () => {
    const STATUS_NOTES = `mutation($id: ID!, $status: OrderStatus!, $note: String, $customerNote: String) {
      setOrderStatus(id: $id, status: $status, note: $note, customerNote: $customerNote) { id status }
    }`;
    const BULK = `mutation($ids: [ID!]!, $status: OrderStatus!, $note: String, $customerNote: String) {
      setOrdersStatus(ids: $ids, status: $status, note: $note, customerNote: $customerNote) { ok }
    }`;
    const HISTORY = `history { status by note customerNote }`;
    const internal = ["Supplier is late, margin is thin", "Batch 9: courier owes us"];
    const visible = ["Packed, leaving tomorrow", "Shipped with the courier"];
    const leaksNothing = (what: string, body: unknown) => {
      const text = JSON.stringify(body);
      for (const words of internal) expect(text, what).not.toContain(words);
    };

    it("shows the customer-visible note to the customer, the guest, the lookup and REST, and the internal one to admins only", async () => {
      const guest = await placeGuest(`Notes ${tag}`, 1, { phone: "01712-424242" });
      const { body: placed } = await shop.graphql<{ placeOrder: { order: { id: string } } }>(
        `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } } }`,
        { input: { lines: [{ productId, quantity: 1 }], name: `Notes Customer ${tag}`, phone: "01712-434343", address: "House 7, Road 1, Uttara", district: "Dhaka" } },
        bearer(shopper.idToken),
      );
      expect(placed.errors, JSON.stringify(placed.errors)).toBeUndefined();
      const mine = placed.data!.placeOrder.order.id;

      await ok(STATUS_NOTES, { id: guest.id, status: "PROCESSING", note: internal[0], customerNote: visible[0] });
      await ok(STATUS_NOTES, { id: mine, status: "PROCESSING", note: internal[0], customerNote: visible[0] });
      expect((await ok<{ setOrdersStatus: { ok: boolean }[] }>(BULK, { ids: [guest.id, mine], status: "SHIPPED", note: internal[1], customerNote: visible[1] })).setOrdersStatus).toEqual([
        { ok: true },
        { ok: true },
      ]);
      const expected = [
        { status: "PENDING", customerNote: "Order placed" },
        { status: "PROCESSING", customerNote: visible[0] },
        { status: "SHIPPED", customerNote: visible[1] },
      ];

      // Admins see both, each under its own name.
      const forAdmin = (await ok<{ order: { history: { status: string; note: string | null; customerNote: string | null }[] } }>(
        `query($id: ID!) { order(id: $id) { ${HISTORY} } }`,
        { id: guest.id },
      )).order.history;
      expect(forAdmin.map(({ status, note, customerNote }) => ({ status, note, customerNote }))).toEqual([
        { status: "PENDING", note: null, customerNote: "Order placed" },
        { status: "PROCESSING", note: internal[0], customerNote: visible[0] },
        { status: "SHIPPED", note: internal[1], customerNote: visible[1] },
      ]);

      // The guest with its token, and the signed-in customer's own order and list.
      const asGuest = await shop.graphql<{ order: { history: { note: string | null }[] } }>(
        `query($id: ID!, $t: String) { order(id: $id, guestToken: $t) { ${HISTORY} } }`,
        { id: guest.id, t: guest.token },
      );
      expect(asGuest.body.data?.order.history).toEqual(expected.map((e) => expect.objectContaining({ ...e, note: null })));
      leaksNothing("guest", asGuest.body);
      const asCustomer = await shop.graphql(`query($id: ID!) { order(id: $id) { ${HISTORY} } }`, { id: mine }, bearer(shopper.idToken));
      expect(JSON.stringify(asCustomer.body)).toContain(visible[1]);
      leaksNothing("customer", asCustomer.body);
      const list = await shop.graphql(`{ myOrders(take: 50) { items { ${HISTORY} } } }`, undefined, bearer(shopper.idToken));
      expect(JSON.stringify(list.body)).toContain(visible[0]);
      leaksNothing("myOrders", list.body);

      // Anyone tracking it by number and phone, on GraphQL and REST.
      const number = String((await shop.database.dataSource.getRepository(Order).findOneByOrFail({ id: guest.id })).number);
      const tracked = await shop.graphql<{ orderLookup: { history: { note: string | null; customerNote: string | null }[] } }>(
        `query($input: OrderLookupInput!) { orderLookup(input: $input) { ${HISTORY} } }`,
        { input: { orderNumber: number, phone: "01712-424242" } },
      );
      expect(tracked.body.data?.orderLookup.history).toEqual(expected.map((e) => expect.objectContaining({ ...e, note: null })));
      leaksNothing("orderLookup", tracked.body);
      const rest = await shop.app.inject({
        method: "POST",
        url: "/api/order/lookup",
        headers: { "content-type": "application/json" },
        payload: { orderNumber: number, phone: "01712-424242" },
      });
      expect((rest.json() as { history: { status: string; note: string | null }[] }).history).toEqual(
        expected.map((e) => ({ status: e.status.toLowerCase(), at: expect.any(String), note: e.customerNote })),
      );
      leaksNothing("REST lookup", rest.json());
    });

    it("checks the customer-visible note with the same rule, naming its field, and changes nothing", async () => {
      const order = await placeGuest(`Notes Long ${tag}`, 1);
      const long = await asAdmin(STATUS_NOTES, { id: order.id, status: "PROCESSING", customerNote: "x".repeat(501) });
      expect(fieldsOf(long)).toEqual(["customerNote"]);
      const bulk = await asAdmin(BULK, { ids: [order.id], status: "PROCESSING", customerNote: "x".repeat(501) });
      expect(codeOf(bulk)).toBe("BAD_USER_INPUT");
      expect((await shop.database.dataSource.getRepository(Order).findOneByOrFail({ id: order.id })).status).toBe("PENDING");
    });
  });

  describe("CSV export", () => {
    const exportCsv = (query: string, headers: Record<string, string> = bearer(admin.idToken)) =>
      shop.app.inject({ method: "GET", url: `/api/admin/orders/export.csv${query}`, headers });

    it("exports the filtered list as UTF-8 CSV with a BOM, every field quoted, formulas defused, and audits it", async () => {
      const risky = await placeGuest(`=HYPERLINK("http://evil.example","Click") ${tag}`, 2, {
        address: '@SUM(1+1), "Block" A\nLine two',
        notes: "-2+3",
      });
      const response = await exportCsv(`?search=${encodeURIComponent(tag)}&sort=NUMBER_LOW`);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
      const raw = response.rawPayload;
      expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = raw.subarray(3).toString("utf8");
      expect(text.startsWith('"Number","Placed at (Asia/Dhaka)","Status","Payment method"')).toBe(true);
      const rows = parse(text, { columns: true }) as Record<string, string>[];
      expect(Number(response.headers["x-total-count"])).toBe(rows.length);
      const row = rows.find((r) => r.Number === String(risky.number))!;
      expect(row).toMatchObject({
        Customer: `'=HYPERLINK("http://evil.example","Click") ${tag}`,
        Address: `'@SUM(1+1), "Block" A\nLine two`,
        "Customer notes": "'-2+3",
        Account: "Guest",
        Items: "2",
        Subtotal: "200.00",
        Status: "PENDING",
      });
      expect(rows.map((r) => Number(r.Number))).toEqual([...rows.map((r) => Number(r.Number))].sort((a, b) => a - b));
      const exports = await shop.database.dataSource.getRepository(AuditEntry).findBy({ action: "order.exportCsv" });
      expect(exports.at(-1)).toMatchObject({ actorUid: admin.uid, after: { rows: rows.length, sort: "NUMBER_LOW" } });
    });

    it("writes times in the shop's time zone, one row per line on request, and a courier sheet", async () => {
      const placed = await placeGuest(`Line Buyer ${tag}`, 3, { phone: "+880 1711-000111", notes: "Call before coming" });
      await shop.graphql(NOTE, { id: placed.id, note: "Fragile" }, bearer(admin.idToken));
      const stored = await shop.database.dataSource.getRepository(Order).findOneByOrFail({ id: placed.id });
      const rowsOf = async (query: string) => {
        const response = await exportCsv(`?search=${encodeURIComponent(`Line Buyer ${tag}`)}${query}`);
        expect(response.statusCode).toBe(200);
        return { response, rows: parse(response.rawPayload.subarray(3).toString("utf8"), { columns: true }) as Record<string, string>[] };
      };

      const { rows: orders } = await rowsOf("");
      expect(orders).toHaveLength(1);
      const dhaka = new Date(stored.createdAt.getTime() + 6 * 3_600_000).toISOString().slice(0, 19);
      expect(orders[0]).toMatchObject({
        "Placed at (Asia/Dhaka)": `${dhaka}+06:00`,
        "Payment method": "CASH_ON_DELIVERY",
        "Payment status": "UNPAID",
        "Customer notes": "Call before coming",
        "Staff note": "Fragile",
        Items: "3",
        "Cash to collect": (stored.totalMinor / 100).toFixed(2),
        Courier: "",
        "Tracking code": "",
      });

      const { response, rows: lines } = await rowsOf("&layout=lines");
      expect(response.headers["content-disposition"]).toMatch(/filename="order-lines-\d{4}-\d{2}-\d{2}\.csv"/);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ Number: String(placed.number), SKU: `AO-${tag}`, Product: `Admin Orders Toy ${tag}`, Quantity: "3", "Unit price": "100.00", "Line total": "300.00" });

      const { rows: sheet } = await rowsOf("&layout=courier");
      expect(sheet).toEqual([
        { Invoice: String(placed.number), Name: `Line Buyer ${tag}`, Address: "House 5, Road 2, Dhanmondi, Dhaka", Phone: "01711000111", Amount: (stored.totalMinor / 100).toFixed(2), Note: "Call before coming" },
      ]);
      expect((await exportCsv("?layout=pivot")).statusCode).toBe(400);
    });

    it("applies the status filter, refuses bad parameters, and is for admins only", async () => {
      const cancelled = await exportCsv(`?search=${encodeURIComponent(tag)}&status=CANCELLED`);
      const rows = parse(cancelled.rawPayload.subarray(3).toString("utf8"), { columns: true }) as Record<string, string>[];
      expect(rows.length).toBeGreaterThan(0);
      expect(new Set(rows.map((r) => r.Status))).toEqual(new Set(["CANCELLED"]));
      expect((await exportCsv("?status=LOST")).statusCode).toBe(400);
      expect((await exportCsv("?createdFrom=yesterday")).statusCode).toBe(400);
      expect((await exportCsv("?sort=RANDOM")).statusCode).toBe(400);
      expect((await exportCsv("", {})).statusCode).toBe(401);
      expect((await exportCsv("", bearer(shopper.idToken))).statusCode).toBe(403);
    });
  });
});
