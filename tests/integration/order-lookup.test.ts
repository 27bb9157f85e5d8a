import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProductStatus } from "../../graph/src/catalog/product.entity.js";
import { ORDER_LOOKUP_LIMIT, ORDER_LOOKUP_NOT_FOUND } from "../../graph/src/orders/order-lookup.service.js";
import { OrderStatus } from "../../graph/src/orders/order.entity.js";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { startTestShop, type GraphQLBody, type TestShop } from "../support/shop.js";

const LOOKUP = `query Lookup($input: OrderLookupInput!) {
  orderLookup(input: $input) {
    number status createdAt currency deliveryZone subtotal shipping total maskedPhone maskedEmail paymentMethod paymentStatus
    lines { name quantity finalUnitPrice lineTotal }
    history { status by note }
  }
}`;

interface Tracked {
  number: number;
  status: string;
  deliveryZone: string;
  total: number;
  maskedPhone: string;
  maskedEmail: string | null;
  lines: { name: string; quantity: number }[];
  history: { status: string; by: string }[];
}

describe.skipIf(skipDatabaseTests)(`tracking an order by number and phone (${testDatabaseKind})`, () => {
  let shop: TestShop;
  let order: { id: string; number: number; token: string; total: number };
  let lastIp = 0;
  /** A fresh client address per test, so the limit counts each test's own lookups. */
  const nextIp = () => `10.9.0.${String(++lastIp)}`;

  beforeAll(async () => {
    shop = await startTestShop({ seed: true, env: { ORDER_LIMIT_PER_ADDRESS: "0", ORDER_LIMIT_PER_CONTACT: "0", ORDER_UNITS_PER_ADDRESS: "0", ORDER_UNITS_PER_CONTACT: "0" } });
    const category = (await shop.services.categories.findBySlugOrName("kids"))!;
    const product = await shop.services.products.create({
      name: "Lookup Test Tee",
      priceMinor: 45_000,
      categoryId: category.id,
      sku: "LOOKUP-TEE",
      stock: 50,
      status: ProductStatus.ACTIVE,
    });
    const { body } = await shop.graphql<{ placeOrder: { guestToken: string; order: { id: string; number: number; total: number } } }>(
      `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { guestToken order { id number total } } }`,
      {
        input: {
          lines: [{ productId: product.id, quantity: 2 }],
          name: "Rahima Begum",
          phone: "+880 1711-234567",
          email: "rahima@example.com",
          district: "Dhaka",
          address: "House 9, Road 4, Banani",
        },
      },
    );
    expect(body.errors).toBeUndefined();
    const placed = body.data!.placeOrder;
    order = { id: placed.order.id, number: placed.order.number, token: placed.guestToken, total: placed.order.total };
  }, 180_000);
  afterAll(async () => {
    await shop?.close();
  });

  async function lookup(input: Record<string, unknown>, ip: string, query = LOOKUP): Promise<{ status: number; body: GraphQLBody<{ orderLookup: Tracked }> }> {
    const response = await shop.app.inject({
      method: "POST",
      url: "/graphql",
      remoteAddress: ip,
      headers: { "content-type": "application/json" },
      payload: { query, variables: { input } },
    });
    return { status: response.statusCode, body: response.json() };
  }

  it("finds the order by its number and phone, however the phone is spaced, with status, history, lines and totals", async () => {
    const ip = nextIp();
    for (const [orderNumber, phone] of [
      [String(order.number), "+880 1711-234567"],
      [`#${String(order.number)}`, "+8801711234567"],
      [` ${String(order.number)} `, "880 1711 234 567"],
    ] as const) {
      const { body } = await lookup({ orderNumber, phone }, ip);
      expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
      const tracked = body.data!.orderLookup;
      expect(tracked).toMatchObject({ number: order.number, status: "PENDING", deliveryZone: "Inside Dhaka", total: order.total });
      expect(tracked.lines).toEqual([expect.objectContaining({ name: "Lookup Test Tee", quantity: 2 })]);
      expect(tracked.history).toEqual([expect.objectContaining({ status: "PENDING", by: "guest" })]);
    }
  });

  it("masks the phone and email and leaves the address, name, id and cancelling out", async () => {
    const { body } = await lookup({ orderNumber: String(order.number), phone: "+880 1711-234567" }, nextIp());
    expect(body.data!.orderLookup.maskedPhone).toBe("•••••••••••67");
    expect(body.data!.orderLookup.maskedEmail).toBe("r•••@example.com");
    expect(JSON.stringify(body.data)).not.toMatch(/Banani|Rahima|rahima@|1711/);
    // The type has no way in: no id, token, address or canCancel to ask for.
    for (const field of ["id", "canCancel", "address", "name", "phone", "email", "guestToken"]) {
      const { body: refused } = await lookup(
        { orderNumber: String(order.number), phone: "+880 1711-234567" },
        nextIp(),
        `query($input: OrderLookupInput!) { orderLookup(input: $input) { ${field} } }`,
      );
      expect(refused.errors?.[0]?.extensions?.code, field).toBe("GRAPHQL_VALIDATION_FAILED");
    }
    const stored = await shop.services.orders.findForViewer(order.id, { user: null, guestTokens: new Map([[order.id, order.token]]) });
    expect(stored.status).toBe(OrderStatus.PENDING);
  });

  it("answers a wrong phone, an unknown number and a number no order can have with the same NOT_FOUND", async () => {
    const ip = nextIp();
    const answers = [];
    for (const input of [
      { orderNumber: String(order.number), phone: "+880 1711-234568" },
      { orderNumber: String(order.number), phone: "1711234567" },
      { orderNumber: String(order.number + 5000), phone: "+880 1711-234567" },
      { orderNumber: "0", phone: "+880 1711-234567" },
      { orderNumber: "999999999999", phone: "+880 1711-234567" },
    ]) {
      const { status, body } = await lookup(input, ip);
      expect(body.data ?? null, JSON.stringify(input)).toBeNull();
      answers.push({ status, errors: body.errors?.map(({ message, extensions }) => ({ message, code: extensions?.code })) });
    }
    expect(answers[0]).toEqual({ status: 200, errors: [{ message: ORDER_LOOKUP_NOT_FOUND, code: "NOT_FOUND" }] });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it("refuses empty, malformed, too long and NUL inputs as BAD_USER_INPUT naming the field", async () => {
    const ip = nextIp();
    const cases: [Record<string, unknown>, string][] = [
      [{ orderNumber: "", phone: "+880 1711-234567" }, "orderNumber"],
      [{ orderNumber: "ten", phone: "+880 1711-234567" }, "orderNumber"],
      [{ orderNumber: "1".repeat(21), phone: "+880 1711-234567" }, "orderNumber"],
      [{ orderNumber: String(order.number), phone: "" }, "phone"],
      [{ orderNumber: String(order.number), phone: "1".repeat(31) }, "phone"],
    ];
    for (const [input, field] of cases) {
      const { body } = await lookup(input, ip);
      const error = body.errors?.[0];
      expect(error?.extensions?.code, JSON.stringify(input)).toBe("BAD_USER_INPUT");
      const fields = (error?.extensions?.fields as { field: string }[] | undefined)?.map((f) => f.field.replace(/^input\./, ""));
      expect(fields, JSON.stringify(input)).toEqual([field]);
    }
    // A NUL character is refused before anything runs, naming where it is (api/nul-characters.ts).
    const { body } = await lookup({ orderNumber: String(order.number), phone: "01711\u0000234567" }, ip);
    expect(body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(body.errors?.[0]?.message).toContain("$input.phone");
  });

  it(`allows ${String(ORDER_LOOKUP_LIMIT)} lookups per address in 10 minutes, then answers RATE_LIMITED with Retry-After`, async () => {
    const ip = nextIp();
    for (let i = 0; i < ORDER_LOOKUP_LIMIT; i++) {
      const { body } = await lookup({ orderNumber: String(order.number + 1 + i), phone: "+880 1711-234567" }, ip);
      expect(body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    }
    const response = await shop.app.inject({
      method: "POST",
      url: "/graphql",
      remoteAddress: ip,
      headers: { "content-type": "application/json" },
      payload: { query: LOOKUP, variables: { input: { orderNumber: String(order.number), phone: "+880 1711-234567" } } },
    });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    const body = response.json() as GraphQLBody<unknown>;
    expect(body.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
    expect(body.errors?.[0]?.message).toMatch(/Too many order lookups/);
    // Another address is not held back.
    expect((await lookup({ orderNumber: String(order.number), phone: "+880 1711-234567" }, nextIp())).body.errors).toBeUndefined();
  });

  describe("POST /api/order/lookup", () => {
    const post = (payload: unknown, ip: string) =>
      shop.app.inject({ method: "POST", url: "/api/order/lookup", remoteAddress: ip, headers: { "content-type": "application/json" }, payload: payload as object });

    it("answers the tracked order, masked, from the same service", async () => {
      const res = await post({ orderNumber: String(order.number), phone: "+880 1711-234567" }, nextIp());
      expect(res.statusCode).toBe(200);
      const body = res.json() as Record<string, unknown>;
      expect(body).toMatchObject({ number: order.number, status: "pending", phone: "•••••••••••67", email: "r•••@example.com", total: order.total });
      expect(body.history).toEqual([expect.objectContaining({ status: "pending" })]);
      expect(JSON.stringify(body)).not.toMatch(/Banani|Rahima|_id/);
    });

    it("answers a wrong pair 404, bad input 400 with the field, and floods 429", async () => {
      const ip = nextIp();
      const wrong = await post({ orderNumber: String(order.number), phone: "+880 1711-000000" }, ip);
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json()).toMatchObject({ message: ORDER_LOOKUP_NOT_FOUND, code: "NOT_FOUND" });
      const bad = await post({ orderNumber: "abc", phone: "+880 1711-234567" }, ip);
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json())).toContain("orderNumber");
      // The wrong pair counted; the refused input did not (it never reached the lookup).
      for (let i = 1; i < ORDER_LOOKUP_LIMIT; i++) await post({ orderNumber: "1", phone: "+880 1711-234567" }, ip);
      const limited = await post({ orderNumber: String(order.number), phone: "+880 1711-234567" }, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers["retry-after"]).toBeDefined();
    });
  });
});
