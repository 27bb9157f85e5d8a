import { type APIRequestContext, expect, test } from "./support/test.js";
import { DEMO_ADMIN, idTokenOf, signIn, uniqueEmail } from "./support/auth.js";
import { expectNoSeriousViolations } from "./support/axe.js";
import { addToCartAndCheckout, findBuyableProduct, graphql } from "./support/catalog.js";
import { uniquePhone, ORDER_PLACED_TIMEOUT } from "./support/checkout.js";

/**
 * Site analytics (issue 13), end to end: a visitor browses the storefront and places an order,
 * and the admin's Site analytics screen counts the page views, the product and the funnel.
 * Other specs browse the same server, so figures are compared with the ones before, as "at least".
 */

const DESKTOP_CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

// Playwright's Chromium says "HeadlessChrome", which the shop counts as a bot: browse as a desktop Chrome. The
// browser's own switch too, since a beacon sent as a page unloads carries the browser's agent, not the page's.
test.use({
  userAgent: DESKTOP_CHROME,
  launchOptions: async ({ launchOptions }, use) => {
    await use({ ...launchOptions, args: [...(launchOptions.args ?? []), `--user-agent=${DESKTOP_CHROME}`] });
  },
});

interface Figures {
  siteAnalytics: {
    pageViews: { current: number };
    topProducts: { name: string; views: number }[];
    funnel: { step: string; visitors: number }[];
  };
}

async function weekFigures(request: APIRequestContext, token: string) {
  const { siteAnalytics } = await graphql<Figures>(
    request,
    `{ siteAnalytics(range: { preset: WEEK }) { pageViews { current } topProducts { name views } funnel { step visitors } } }`,
    undefined,
    token,
  );
  const step = (name: string) => siteAnalytics.funnel.find((s) => s.step === name)?.visitors ?? 0;
  return {
    pageViews: siteAnalytics.pageViews.current,
    productViews: (name: string) => siteAnalytics.topProducts.find((p) => p.name === name)?.views ?? 0,
    viewed: step("VIEWED_PRODUCT"),
    ordered: step("PLACED_ORDER"),
  };
}

test.describe("site analytics", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a visit with an order moves the page views, the top products and the funnel on the admin's screen", async ({ page, request }) => {
    const token = await idTokenOf(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const product = await findBuyableProduct(request, "men-fashion", 0, 100_000);
    const before = await weekFigures(request, token);

    // Browse: home, a category, the product (added to the cart, on to checkout), then order.
    await page.goto("/");
    await expect(page.getByRole("main").getByRole("heading").first()).toBeVisible();
    await page.goto("/product-category/men-fashion");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await addToCartAndCheckout(page, product);
    const form = page.getByRole("form", { name: "Checkout" });
    await form.getByLabel("Full name").fill("Analytics Visitor");
    await form.getByLabel("Phone").fill(uniquePhone());
    await form.getByLabel("Email").fill(uniqueEmail("e2e-analytics"));
    await form.getByLabel("Address").fill("House 5, Road 2, Dhanmondi, Dhaka");
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/\/order-confirmation\?id=/, { timeout: ORDER_PLACED_TIMEOUT });
    await expect(page.getByRole("heading", { level: 1, name: /^Order #\d+$/ })).toBeVisible();
    // Leaving the page sends what waits (the order) as a beacon; the server writes it within seconds.
    await page.goto("/");

    await expect
      .poll(async () => {
        const after = await weekFigures(request, token);
        return after.pageViews >= before.pageViews + 5 && after.productViews(product.name) > before.productViews(product.name) && after.ordered > before.ordered;
      }, { timeout: 30_000 })
      .toBe(true);
    const after = await weekFigures(request, token);

    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.goto("/admin-dashboard");
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Site analytics" }).click();
    await expect(page).toHaveURL(/\/admin-dashboard\/site-analytics$/);
    await expect(page.getByRole("heading", { level: 1, name: "Site analytics" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Period" }).getByRole("button", { name: "Week" })).toHaveAttribute("aria-pressed", "true");

    const pageViewsCard = page.getByRole("list", { name: "Summary" }).getByRole("listitem").filter({ hasText: "Page views" });
    await expect(pageViewsCard).toContainText(/\d/);
    const shownViews = Number((await pageViewsCard.textContent())?.replace(/^Page views/, "").match(/[\d,]+/)?.[0]?.replace(/,/g, ""));
    expect(shownViews).toBeGreaterThanOrEqual(after.pageViews);

    const products = page.getByRole("table", { name: "Top products viewed" });
    await expect(products.getByRole("link", { name: product.name })).toBeVisible();

    const funnel = page.getByRole("table", { name: /^Funnel/ });
    const ordered = funnel.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Placed an order" }) });
    const shownOrdered = Number((await ordered.getByRole("cell").first().textContent())?.replace(/,/g, ""));
    expect(shownOrdered).toBeGreaterThanOrEqual(after.ordered);
    await expect(funnel.getByRole("rowheader", { name: "Viewed a product" })).toBeVisible();
    await expect(page.getByText(/of the visitors who viewed a product placed an order/)).toBeVisible();

    // The figures as a table, for screen readers.
    await page.getByRole("button", { name: "Show as table" }).click();
    await expect(page.getByRole("table", { name: /^Visitors and page views, by day/ }).getByRole("row")).toHaveCount(8);
    await expectNoSeriousViolations(page);

    // The period is kept in the URL.
    await page.getByRole("group", { name: "Period" }).getByRole("button", { name: "Month" }).click();
    await expect(page).toHaveURL(/range=month/);
    await page.reload();
    await expect(page.getByRole("group", { name: "Period" }).getByRole("button", { name: "Month" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("table", { name: "Top products viewed" }).getByRole("link", { name: product.name })).toBeVisible();

    // Days without visits say so.
    await page.goto("/admin-dashboard/site-analytics?range=custom&from=2020-01-01&to=2020-01-07");
    await expect(page.getByText("No visits recorded in this period")).toBeVisible();
    await expect(page.getByRole("list", { name: "Summary" }).getByRole("listitem").filter({ hasText: "Page views" })).toContainText("0");
  });
});
