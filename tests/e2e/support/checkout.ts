import { expect, type Page } from "@playwright/test";
import type { BuyableProduct } from "./catalog.js";

/** The phone the checkout helpers fill in. */
export const CHECKOUT_PHONE = "+880 1711-000000";

/**
 * A phone no other test orders with: the shop allows 5 orders per phone an hour (decision 008),
 * and the browser tests place more than that.
 */
export function uniquePhone(): string {
  return `+880 1${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
}

/** How long the browser tests wait for a placed order's confirmation page. */
export const ORDER_PLACED_TIMEOUT = 20_000;

/** Fills the checkout form (the default delivery zone stays chosen). */
export async function fillCheckout(page: Page, details: { name: string; email?: string; phone?: string }): Promise<void> {
  const form = page.getByRole("form", { name: "Checkout" });
  await form.getByLabel("Full name").fill(details.name);
  await form.getByLabel("Phone").fill(details.phone ?? CHECKOUT_PHONE);
  if (details.email !== undefined) await form.getByLabel("Email").fill(details.email);
  await form.getByLabel("Address").fill("House 5, Road 2, Dhanmondi, Dhaka");
  await form.getByLabel("Notes").fill("Please call before coming.");
  await expect(form.getByRole("radio", { name: /Cash on delivery/ })).toBeChecked();

  // The shop's default zone is chosen; another zone re-prices the delivery.
  const shipping = page.getByRole("region", { name: "Order summary" }).getByTestId("order-shipping");
  await expect(form.getByRole("radio", { name: /^Outside Dhaka/ })).toBeChecked();
  await expect(shipping).not.toBeEmpty();
  const outside = await shipping.textContent();
  await form.getByText("Inside Dhaka", { exact: true }).click();
  await expect(form.getByRole("radio", { name: /^Inside Dhaka/ })).toBeChecked();
  await expect(shipping).not.toHaveText(outside ?? "");
}

/** Places the order and returns its number, read from the confirmation page. */
export async function placeOrder(page: Page, product: BuyableProduct): Promise<number> {
  const summary = page.getByRole("region", { name: "Order summary" });
  await expect(summary.getByRole("article", { name: product.name })).toBeVisible();
  await expect(summary.getByTestId("order-total")).toBeVisible();
  const place = page.getByRole("button", { name: "Place order" });
  await expect(place).toBeEnabled();
  await place.click();

  // Placing an order is the storefront's heaviest write (stock locked, limits counted, the order
  // numbered): on a CI machine busy with two other browsers it has taken over 5 seconds.
  await expect(page).toHaveURL(/\/order-confirmation\?id=[\w-]+$/, { timeout: ORDER_PLACED_TIMEOUT });
  const heading = page.getByRole("heading", { level: 1, name: /^Order #\d+$/ });
  await expect(heading).toBeVisible();
  const number = Number((await heading.textContent())?.replace(/\D/g, ""));
  expect(number).toBeGreaterThanOrEqual(10_001);

  await expect(page.getByRole("status").filter({ hasText: "Your order has been placed" })).toBeVisible();
  const lines = page.getByRole("list", { name: `Items in order #${String(number)}` });
  await expect(lines).toContainText(product.name);
  await expect(lines).toContainText(`Colour: ${product.color}`);
  await expect(lines).toContainText(`Size: ${product.size}`);
  await expect(page.getByTestId("order-status")).toHaveText("Pending");
  await expect(page.getByText("Cash on delivery").first()).toBeVisible();
  // The cart was emptied.
  await expect(page.getByRole("button", { name: "Open cart, 0 items" })).toBeVisible();
  return number;
}
