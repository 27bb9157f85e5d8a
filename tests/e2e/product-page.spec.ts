import { type APIRequestContext, expect, type Page, test } from "./support/test.js";
import { DEMO_ADMIN, idTokenOf, signIn } from "./support/auth.js";
import { expectNoSeriousViolations } from "./support/axe.js";
import { graphql } from "./support/catalog.js";
import { desktop, phone } from "./support/viewports.js";

/**
 * The product page (issue 14, item 2): the sticky buy bar, colour swatches, the gallery following
 * the chosen colour, and the main image loaded first. Each test makes its own product through the
 * admin API, with images tied to its colours (or, for the admin's test, none tied yet), in a
 * category the other specs do not shop in, and deletes it afterwards.
 */

/** The demo category these tests' products go in. */
const CATEGORY_SLUG = "home-living";
const made: string[] = [];

test.afterEach(async ({ request }) => {
  const ids = made.splice(0);
  if (!ids.length) return;
  const token = await idTokenOf(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await graphql(request, "mutation($ids: [ID!]!) { deleteProducts(ids: $ids) }", { ids }, token);
});

interface MadeProduct {
  id: string;
  name: string;
  slug: string;
  /** The untied image, then Navy's, then Maroon's. */
  urls: [string, string, string];
}

/** Three drawn pictures of the demo catalog, to show as this product's. */
async function demoImageUrls(request: APIRequestContext): Promise<[string, string, string]> {
  const data = await graphql<{ products: { items: { images: string[] }[] } }>(request, "{ products(take: 10) { items { images } } }");
  const urls = [...new Set(data.products.items.flatMap((product) => product.images))];
  expect(urls.length).toBeGreaterThanOrEqual(3);
  return [urls[0]!, urls[1]!, urls[2]!];
}

async function makeProduct(request: APIRequestContext, { tied }: { tied: boolean }): Promise<MadeProduct> {
  const token = await idTokenOf(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const { categories } = await graphql<{ categories: { id: string; slug: string }[] }>(request, "{ categories { id slug } }");
  const category = categories.find((candidate) => candidate.slug === CATEGORY_SLUG);
  expect(category, `the demo catalog has ${CATEGORY_SLUG}`).toBeDefined();
  const urls = await demoImageUrls(request);
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const colors = tied ? [null, "Navy", "Maroon"] : [null, null, null];
  const input = {
    name: `E2E Swatch Shirt ${stamp}`,
    description: "<p>A shirt in two colours.</p>",
    price: 1500,
    discount: 0,
    categoryId: category!.id,
    sku: `E2E-SWATCH-${stamp}`,
    status: "ACTIVE",
    variants: [
      { color: "Navy", size: "M", stock: 20 },
      { color: "Navy", size: "L", stock: 20 },
      { color: "Maroon", size: "M", stock: 20 },
    ],
    images: urls.map((url, i) => ({ url, alt: `Swatch shirt picture ${i + 1}`, color: colors[i] })),
  };
  const data = await graphql<{ createProduct: { id: string; name: string; slug: string } }>(
    request,
    `mutation($input: ProductInput!) { createProduct(input: $input) { id name slug } }`,
    { input },
    token,
  );
  made.push(data.createProduct.id);
  return { ...data.createProduct, urls };
}

const stickyBar = (page: Page) => page.getByRole("complementary", { name: "Buy this product" });
const mainAddToCart = (page: Page) => page.getByRole("main").getByRole("button", { name: "Add to cart" });
const colourGroup = (page: Page) => page.getByRole("radiogroup", { name: /Colour/ });
/** The gallery's main image: the only image in it with a text alternative (thumbnails are decorative). */
const mainImage = (page: Page, name: string) => page.getByRole("group", { name: `${name} images` }).getByRole("img");

async function openProduct(page: Page, product: MadeProduct): Promise<void> {
  await page.goto(`/products/${product.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible({ timeout: 15_000 });
}

async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)");
}

for (const [screenName, screen] of [
  ["desktop", desktop],
  ["phone", phone],
] as const) {
  test.describe(`product page on a ${screenName}`, () => {
    test.use(screen);
    test.describe.configure({ timeout: 90_000 });

    test("the sticky buy bar shows once the main button is scrolled past, leads to a missing choice, and adds to the cart", async ({ page, request }) => {
      const settings = await graphql<{ settings: { socialMedia: { whatsAppLink: string | null } } }>(request, "{ settings { socialMedia { whatsAppLink } } }");
      expect(settings.settings.socialMedia.whatsAppLink, "the demo shop has a WhatsApp link, so the chat button shows").toBeTruthy();
      // The floating chat button (phones have it docked in the footer instead: decision 024).
      const floatingChat = page.getByRole("complementary", { name: "Chat" });
      const product = await makeProduct(request, { tied: true });
      await openProduct(page, product);

      // Before the page's own buttons are scrolled past there is no bar, and the chat button shows.
      await expect(stickyBar(page)).toHaveCount(0);
      await mainAddToCart(page).scrollIntoViewIfNeeded();
      await expect(stickyBar(page)).toHaveCount(0);
      if (screenName === "desktop") await expect(floatingChat).toBeVisible();

      // Scrolled past them: the bar shows the name and price, and the chat button steps aside.
      // (Scrolled again until it shows: the related products may arrive after the first scroll and
      // lengthen the page, leaving the buttons in view at what was its end.)
      const bar = stickyBar(page);
      await expect(async () => {
        await scrollToEnd(page);
        await expect(bar).toBeVisible({ timeout: 1_000 });
      }).toPass();
      await expect(bar).toContainText(product.name);
      await expect(bar).toContainText("1,500");
      await expect(floatingChat).toHaveCount(0);

      // The bar never covers the end of the page: at its very end, the footer ends above the bar.
      await scrollToEnd(page);
      const footer = page.getByRole("contentinfo");
      const footerBox = await footer.boundingBox();
      const barBox = await bar.boundingBox();
      expect(footerBox!.y + footerBox!.height).toBeLessThanOrEqual(barBox!.y + 1);
      await expectNoSeriousViolations(page);

      // Nothing chosen yet: the bar's button leads to the colours instead of adding.
      await bar.getByRole("button", { name: "Add to cart" }).click();
      await expect(colourGroup(page).getByRole("alert")).toHaveText("Choose a colour and a size");
      await expect(colourGroup(page).getByRole("radio", { name: "Navy" })).toBeFocused();
      await expect(page.getByRole("dialog", { name: /Your cart/ })).toHaveCount(0);

      await colourGroup(page).getByText("Navy", { exact: true }).click();
      await page.getByRole("radiogroup", { name: "Size" }).getByText("L", { exact: true }).click();
      await scrollToEnd(page);
      await stickyBar(page).getByRole("button", { name: "Add to cart" }).click();
      const drawer = page.getByRole("dialog", { name: /Your cart/ });
      const line = drawer.getByRole("article", { name: product.name });
      await expect(line).toBeVisible();
      await expect(line).toContainText("Navy");
      await drawer.getByRole("button", { name: "Close cart" }).click();
    });

    test("colours are swatches with a checked state, and the gallery follows the chosen colour", async ({ page, request }) => {
      const product = await makeProduct(request, { tied: true });
      const [untied, navy, maroon] = product.urls;
      await openProduct(page, product);

      // Before a choice: every image, the first one shown, loaded at once with high priority.
      const image = mainImage(page, product.name);
      await expect(image).toHaveAttribute("src", untied);
      await expect(image).toHaveAttribute("fetchpriority", "high");
      await expect(image).not.toHaveAttribute("loading", "lazy");
      const thumbnails = page.getByRole("list", { name: "Thumbnails" }).getByRole("button");
      await expect(thumbnails).toHaveCount(3);
      await expect(thumbnails.first().locator("img")).toHaveAttribute("loading", "lazy");

      const maroonSwatch = colourGroup(page).getByRole("radio", { name: "Maroon" });
      await expect(maroonSwatch).not.toBeChecked();
      await colourGroup(page).getByText("Maroon", { exact: true }).click();
      await expect(maroonSwatch).toBeChecked();
      await expect(page.getByRole("radiogroup", { name: /^Colour\s*:\s*Maroon$/ })).toBeVisible();
      // Maroon's picture and the untied one; Maroon's is shown.
      await expect(image).toHaveAttribute("src", maroon);
      await expect(thumbnails).toHaveCount(2);

      await colourGroup(page).getByText("Navy", { exact: true }).click();
      await expect(colourGroup(page).getByRole("radio", { name: "Navy" })).toBeChecked();
      await expect(maroonSwatch).not.toBeChecked();
      await expect(image).toHaveAttribute("src", navy);
      await expectNoSeriousViolations(page);
    });
  });
}

test.describe("image colours in the admin", () => {
  test.use(desktop);
  test.describe.configure({ timeout: 120_000 });

  test("the admin ties an image to a colour and the storefront's gallery follows", async ({ page, request }) => {
    const product = await makeProduct(request, { tied: false });
    const maroon = product.urls[2];

    // Untied, choosing Maroon keeps the first picture.
    await openProduct(page, product);
    await colourGroup(page).getByText("Maroon", { exact: true }).click();
    await expect(mainImage(page, product.name)).toHaveAttribute("src", product.urls[0]);

    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.goto(`/admin-dashboard/edit-product/${product.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Edit product" })).toBeVisible({ timeout: 20_000 });
    const choice = page.getByRole("combobox", { name: "Image 3 shows colour" });
    await expect(choice).toHaveValue("");
    await choice.selectOption("Maroon");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Product saved")).toBeVisible();
    const saved = await graphql<{ product: { media: { color: string | null }[] } }>(
      request,
      `query($slug: String!) { product(slug: $slug) { media { color } } }`,
      { slug: product.slug },
    );
    expect(saved.product.media.map((image) => image.color)).toEqual([null, null, "Maroon"]);

    await openProduct(page, product);
    await colourGroup(page).getByText("Maroon", { exact: true }).click();
    await expect(mainImage(page, product.name)).toHaveAttribute("src", maroon);
  });
});
