import { createHmac } from "node:crypto";
import { type IncomingHttpHeaders, type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { type APIRequestContext, expect, type Page, test } from "./support/test.js";
import { DEMO_ADMIN, signIn, uniqueEmail } from "./support/auth.js";
import { expectNoSeriousViolations } from "./support/axe.js";
import { graphql } from "./support/catalog.js";

/**
 * The admin's Webhooks area (issue 34), as the demo admin on a phone's width: a webhook added
 * for "Order placed" to a real HTTP receiver started here (the browser tests' shop runs outside
 * production, so loopback is allowed) shows its secret once; an order placed through the API is
 * delivered to the receiver with a valid Standard Webhooks signature, and shows in the deliveries
 * log as Delivered with the receiver's 200 and its attempt; "Resend" sends the same event (same
 * webhook-id) again; the webhook is deleted after a confirmation. Other specs place orders at the
 * same time, so the receiver and the log are searched for this spec's order by its event id.
 */

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

interface Receiver {
  url: string;
  received: Received[];
  close: () => Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}/hooks/shop`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The Standard Webhooks signature of a delivery: v1,base64(HMAC-SHA256(key, "id.timestamp.body")), the key being the secret's base64 after `whsec_`. */
function signature(secret: string, id: string, timestamp: string, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/u, ""), "base64");
  return `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

async function placeGuestOrder(request: APIRequestContext): Promise<{ id: string; number: number }> {
  const products = await graphql<{ products: { items: { id: string; name: string; variants: { color: string; size: string; stock: number }[] }[] } }>(
    request,
    "{ products(take: 50) { items { id name variants { color size stock } } } }",
  );
  const product = products.products.items.find((item) => !item.name.startsWith("E2E ") && item.variants.some((variant) => variant.stock >= 5));
  const variant = product?.variants.find((item) => item.stock >= 5);
  if (!product || !variant) throw new Error("No product with stock");
  const digits = String(Date.now()).slice(-6);
  const data = await graphql<{ placeOrder: { order: { id: string; number: number } } }>(
    request,
    `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id number } } }`,
    {
      input: {
        lines: [{ productId: product.id, color: variant.color, size: variant.size, quantity: 1 }],
        name: "Webhook Buyer",
        phone: `01911-${digits}`,
        email: uniqueEmail("e2e-webhooks"),
        district: "Dhaka",
        address: "House 7, Road 3, Dhanmondi",
      },
    },
  );
  return data.placeOrder.order;
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate<number>("document.documentElement.scrollWidth - document.documentElement.clientWidth");
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The receiver's deliveries of one order's order.created event. */
function deliveriesOf(receiver: Receiver, orderId: string): Received[] {
  return receiver.received.filter((delivery) => {
    const body = JSON.parse(delivery.body) as { type?: string; data?: { order?: { id?: string } } };
    return body.type === "order.created" && body.data?.order?.id === orderId;
  });
}

test.describe("admin webhooks", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  test.use({ viewport: { width: 360, height: 800 } });

  let receiver: Receiver;
  test.beforeAll(async () => {
    receiver = await startReceiver();
  });
  test.afterAll(async () => {
    await receiver.close();
  });

  test.beforeEach(async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  });

  test("a webhook gets a signed delivery of an order, logged with its answer, and a resend of the same event", async ({ page, request }) => {
    await page.goto("/admin-dashboard");
    await page.getByRole("button", { name: "Open admin menu" }).click();
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Webhooks" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: /Allow private network targets/u })).not.toBeChecked();

    // Add it: the URL and an event are required; the secret is shown once.
    await page.getByRole("button", { name: "Add webhook" }).first().click();
    const form = page.getByRole("dialog", { name: "Add webhook" });
    await form.getByRole("button", { name: "Add webhook" }).click();
    await expect(form.getByText("Choose at least one event")).toBeVisible();
    await form.getByLabel(/^Endpoint URL/u).fill(receiver.url);
    // Chakra's input sits under its drawn box, so the check is forced (as the other admin specs do).
    await form.getByRole("checkbox", { name: /^Order placed/u }).check({ force: true });
    await expectNoSeriousViolations(page);
    await form.getByRole("button", { name: "Add webhook" }).click();

    const shown = page.getByRole("dialog", { name: "Webhook added: copy its signing secret" });
    await expect(shown.getByText("You will not see this secret again")).toBeVisible();
    const secret = await shown.getByLabel("Signing secret").inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32,}$/u);
    await shown.getByRole("button", { name: "Copy secret" }).click();
    expect(await page.evaluate<string>("navigator.clipboard.readText()")).toBe(secret);
    await shown.getByRole("button", { name: "Done" }).click();
    await expect(shown).toBeHidden();
    expect(await page.content()).not.toContain(secret);

    const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: receiver.url }) });
    await expect(row.getByText("Enabled")).toBeVisible();
    await expect(row.getByRole("list", { name: "Events" }).getByRole("listitem")).toHaveText(["Order placed"]);
    await expect(row.getByText("The shop")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page);

    // An order placed through the API reaches the receiver, signed with the secret.
    const order = await placeGuestOrder(request);
    await expect.poll(() => deliveriesOf(receiver, order.id).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    const [first] = deliveriesOf(receiver, order.id);
    const eventId = String(first!.headers["webhook-id"]);
    const timestamp = String(first!.headers["webhook-timestamp"]);
    expect(String(first!.headers["webhook-signature"]).split(" ")).toContain(signature(secret, eventId, timestamp, first!.body));
    expect(JSON.parse(first!.body)).toMatchObject({ id: eventId, type: "order.created", data: { order: { id: order.id, number: order.number } } });

    // The log shows it delivered with the receiver's answer, and its attempt.
    await row.getByRole("link", { name: `Deliveries to ${receiver.url}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Webhook deliveries" })).toBeVisible();
    const delivery = page.getByRole("listitem").filter({ hasText: eventId });
    await expect(delivery.getByText("Delivered", { exact: true }).first()).toBeVisible();
    await expect(delivery.getByRole("heading", { name: "Order placed" })).toBeVisible();
    await expect(delivery.getByText("HTTP 200").first()).toBeVisible();
    await expect(delivery.getByText("1 attempt")).toBeVisible();
    await delivery.getByRole("button", { name: "Attempt log (1)" }).click();
    await expect(delivery.getByRole("table", { name: "Attempts" }).getByRole("row")).toHaveCount(2);
    await expectNoSidewaysScroll(page);
    await expect(page.getByRole("list", { name: "Deliveries" })).not.toHaveAttribute("aria-busy", "true");
    await expectNoSeriousViolations(page);

    // Resend: the same event (same webhook-id) reaches the receiver again, as a new delivery in the log.
    await delivery.first().getByRole("button", { name: /^Resend/u }).click();
    await expect(page.getByRole("status").filter({ hasText: "Order placed: sent again" })).toBeVisible();
    await expect.poll(() => deliveriesOf(receiver, order.id).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    expect(new Set(deliveriesOf(receiver, order.id).map((received) => received.headers["webhook-id"]))).toEqual(new Set([eventId]));
    // The log asks again every 10 seconds while it is open: the resent delivery shows as delivered too.
    await expect(page.getByRole("listitem").filter({ hasText: eventId }).filter({ hasText: "Delivered" })).toHaveCount(2, { timeout: 30_000 });

    // Filtering by status: nothing failed.
    await page.getByLabel("Status").selectOption({ label: "Failed" });
    await expect(page.getByText("No deliveries with this status")).toBeVisible();
  });

  test("a webhook is deleted after a confirmation", async ({ page }) => {
    await page.goto("/admin-dashboard/webhooks");
    const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: receiver.url }) });
    await row.getByRole("button", { name: `Delete webhook ${receiver.url}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this webhook?" });
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await confirm.getByRole("button", { name: "Delete webhook" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Webhook deleted" })).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
