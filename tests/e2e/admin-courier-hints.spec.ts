import { type APIRequestContext, expect, type Page, test } from "./support/test.js";
import { DEMO_ADMIN, idTokenOf, signIn, uniqueEmail } from "./support/auth.js";
import { graphql } from "./support/catalog.js";
import { uniquePhone } from "./support/checkout.js";

/**
 * The order page's courier hint as an owner sees it at each state of one order sent with the
 * courier (courierHint.ts, decision 069), on the local fake of Steadfast that
 * playwright.config.ts starts: new, confirmed, with the courier, finished at the courier (no
 * refresh offered any more), and delivered.
 */

const COURIER = `http://127.0.0.1:${String(Number(process.env.E2E_COURIER_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1000))}`;
/** A page's first content can take a while on CI's two cores. */
const LOADED = { timeout: 15_000 };

interface Placed {
  id: string;
  number: number;
}

async function placeGuestOrder(request: APIRequestContext): Promise<Placed> {
  const { products } = await graphql<{ products: { items: { id: string; variants: { color: string; size: string; stock: number }[] }[] } }>(
    request,
    "{ products(take: 50) { items { id variants { color size stock } } } }",
  );
  const product = products.items.find((item) => item.variants.some((v) => v.stock >= 2))!;
  const variant = product.variants.find((v) => v.stock >= 2)!;
  const data = await graphql<{ placeOrder: { order: Placed } }>(
    request,
    `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id number } } }`,
    {
      input: {
        lines: [{ productId: product.id, color: variant.color, size: variant.size, quantity: 1 }],
        name: "Courier Hint Guest",
        phone: uniquePhone(),
        email: uniqueEmail("e2e-courier-hints"),
        district: "Dhaka",
        address: "House 7, Road 3, Mirpur",
      },
    },
  );
  return data.placeOrder.order;
}

test.describe("the order page's courier hint", () => {
  test.describe.configure({ timeout: 150_000 });

  test("follows one order from new to delivered with the courier", async ({ page, request }) => {
    const order = await placeGuestOrder(request);
    const token = await idTokenOf(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const admin = (query: string, variables: Record<string, unknown>) => graphql(request, query, variables, token);
    const setStatus = (status: string) =>
      admin(`mutation($id: ID!, $status: OrderStatus!) { setOrderStatus(id: $id, status: $status) { id } }`, { id: order.id, status });

    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const hint = page.getByTestId("courier-hint");
    const courier = courierPanel(page);
    const open = async () => {
      await page.goto(`/admin-dashboard/orders/${order.id}`);
      await expect(page.getByRole("heading", { level: 1, name: new RegExp(`#${String(order.number)}`) })).toBeVisible(LOADED);
    };

    // New: confirm it first; nothing to send yet.
    await open();
    await expect(hint).toHaveText("Confirm the order first: once it is processing, it can be sent to the courier from Order management.", LOADED);

    // Confirmed: ready to send, from Order management.
    await setStatus("PROCESSING");
    await open();
    await expect(hint).toHaveText(/^Ready to send to .+, from Order management\. Order management$/, LOADED);
    await expect(hint.getByRole("link", { name: "Order management" })).toHaveAttribute("href", "/admin-dashboard/orders/management");

    // Sent: with the courier, its tracking code, and a refresh on offer.
    const [sent] = await admin(`mutation($ids: [ID!]!) { dispatchOrders(ids: $ids) { ok message } }`, { ids: [order.id] }).then(
      (data) => (data as { dispatchOrders: { ok: boolean; message: string | null }[] }).dispatchOrders,
    );
    expect(sent).toMatchObject({ ok: true });
    await open();
    await expect(hint).toHaveText(/^With the courier \(tracking code SF[0-9A-F]+\)\. Its delivery status is checked regularly; refresh it to ask now\.$/, LOADED);
    const { order: shipped } = (await admin(`query($id: ID!) { order(id: $id) { shipment { consignmentId } } }`, { id: order.id })) as {
      order: { shipment: { consignmentId: string } };
    };
    const consignment = shipped.shipment.consignmentId;

    // The courier delivers; the owner asks now: finished, and no refresh any more.
    await request.post(`${COURIER}/__fake/delivery-status`, { data: { consignmentId: consignment, status: "delivered" } });
    await courier.getByRole("button", { name: "Refresh courier status" }).click();
    await expect(hint).toHaveText(/^The courier has finished with the parcel \(tracking code SF[0-9A-F]+\): delivered\.$/, LOADED);
    await expect(courier.getByRole("button", { name: "Refresh courier status" })).toHaveCount(0);

    // The owner marks it shipped, then delivered.
    await setStatus("SHIPPED");
    await setStatus("DELIVERED");
    await open();
    await expect(hint).toHaveText(/^Delivered\. The courier had the parcel \(tracking code SF[0-9A-F]+\)\.$/, LOADED);
    await expect(courier.getByRole("button", { name: "Refresh courier status" })).toHaveCount(0);
  });
});

/** The order page's "Courier" card. */
function courierPanel(page: Page) {
  return page.locator("div").filter({ has: page.getByRole("heading", { level: 2, name: "Courier" }) }).last();
}
