import { expect, test, type APIRequestContext } from "./support/test.js";

/** The shop's name, from the API (the same contract the storefront uses). */
async function fetchSiteName(request: APIRequestContext): Promise<string> {
  const response = await request.post("/graphql", {
    data: { query: "query SiteName { settings { siteName } }" },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data?: { settings?: { siteName?: string } } };
  const siteName = body.data?.settings?.siteName;
  expect(siteName, "settings.siteName from the API").toBeTruthy();
  return siteName ?? "";
}

test("the home page lists products with prices under the shop's name", async ({ page, request }) => {
  const siteName = await fetchSiteName(request);

  await page.goto("/");

  const products = page.getByRole("list", { name: "Products", exact: true });
  await expect(products).toBeVisible();

  const cards = products.getByRole("article");
  await expect.poll(() => cards.count(), { message: "product cards on the home page" }).toBeGreaterThanOrEqual(8);

  const count = await cards.count();
  for (let index = 0; index < count; index += 1) {
    const card = cards.nth(index);
    await expect(card).toHaveAccessibleName(/\S/);
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByTestId("price")).toBeVisible();
    await expect(card.getByTestId("price")).toHaveText(/\d/);
  }

  await expect(page.getByRole("banner")).toContainText(siteName);
  await expect.poll(() => page.title(), { message: "document title" }).toContain(siteName);
});

test("an unknown path shows the not-found page with a way home", async ({ page }) => {
  await page.goto("/no-such-page");

  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to the shop" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("list", { name: "Products", exact: true })).toBeVisible();
});
