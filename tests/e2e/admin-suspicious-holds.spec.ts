import { expect, test } from "./support/test.js";
import { DEMO_ADMIN, signIn, uniqueEmail } from "./support/auth.js";
import { expectNoSeriousViolations } from "./support/axe.js";
import { graphql } from "./support/catalog.js";

/**
 * Suspicious holds on the Pending page (decision 039): three guest orders giving one phone,
 * written three ways, are shown as one group; the admin releases them after confirming.
 */
test.describe("suspicious holds", () => {
  test.describe.configure({ timeout: 120_000 });

  test("the admin sees pending orders from one phone as one hold and releases them, also at 360 px", async ({ page, request }) => {
    const { products } = await graphql<{ products: { items: { id: string; stock: number; variants: { color: string; size: string; stock: number }[] }[] } }>(
      request,
      `{ products(take: 50) { items { id stock variants { color size stock } } } }`,
    );
    const line = products.items
      .map((p) => ({ productId: p.id, variant: p.variants.find((v) => v.stock >= 3), stock: p.stock }))
      .find((p) => (p.variant ? true : p.stock >= 3))!;
    const subscriber = String(Date.now()).slice(-8);
    const phones = [`017${subscriber}`, `+880 17${subscriber}`, `00880-17${subscriber}`];
    const numbers: number[] = [];
    for (const phone of phones) {
      const placed = await graphql<{ placeOrder: { order: { number: number } } }>(
        request,
        `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { number } } }`,
        {
          input: {
            lines: [{ productId: line.productId, color: line.variant?.color ?? null, size: line.variant?.size ?? null, quantity: 1 }],
            name: "Hold Tester",
            phone,
            email: uniqueEmail("e2e-holds"),
            district: "Dhaka",
            address: "House 7, Road 3, Gulshan, Dhaka",
          },
        },
      );
      numbers.push(placed.placeOrder.order.number);
    }

    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/admin-dashboard/orders/pending");
    const section = page.getByRole("region", { name: "Suspicious holds" });
    // From 127.0.0.1, other specs' guest orders may make an address group too: this is the phone's.
    const hold = section.getByRole("listitem").filter({ hasText: "Orders with one phone number" }).filter({ hasText: `#${String(numbers[0])}` });
    for (const number of numbers) await expect(hold.getByRole("link", { name: new RegExp(`^#${String(number)} `) })).toBeVisible();
    const overflow = await page.evaluate<number>("document.documentElement.scrollWidth - document.documentElement.clientWidth");
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page);

    // Keyboard: Enter opens the confirmation with focus inside it, Escape leaves it with nothing released.
    const release = hold.getByRole("button", { name: "Release 3 orders" });
    await release.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog", { name: "Release 3 orders?" });
    const reason = dialog.getByLabel("Reason, seen by staff only (optional)");
    await expect(reason).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(hold).toBeVisible();
    await release.focus();
    await page.keyboard.press("Enter");
    await expect(reason).toBeFocused();
    await reason.fill("Three orders, one phone, one minute");
    await dialog.getByRole("button", { name: "Release", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Released 3 orders; their stock is back on sale")).toBeVisible();
    await expect(section.getByRole("listitem").filter({ hasText: `#${String(numbers[0])}` })).toHaveCount(0);
    // At 360 px the pending orders are cards (decision 061).
    await expect(page.getByRole("list", { name: "Pending orders", exact: true }).getByRole("listitem").filter({ hasText: "Hold Tester" })).toHaveCount(0);
  });
});
