import { expect, type Page, test } from "./support/test.js";
import { DEMO_SHOPPER, openAccountMenu, signIn } from "./support/auth.js";
import { expectNoAxeViolations } from "./support/axe.js";
import { type BuyableProduct, findBuyableProduct } from "./support/catalog.js";
import { screens } from "./support/viewports.js";
import { uniquePhone } from "./support/checkout.js";

/**
 * Every storefront page, in the states a shopper meets (an open drawer, error texts after a
 * failed submit, empty and filled lists), has no axe violation of any impact at both sizes
 * the storefront is checked on (docs/storefront.md#accessibility).
 */

/** A page's first content can take a while on CI's two cores while axe runs in other workers. */
const LOADED = { timeout: 15_000 };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Opens the product's page and chooses its colour and size. */
async function openProductWithVariant(page: Page, product: BuyableProduct): Promise<void> {
  await page.goto(`/products/${product.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible(LOADED);
  await page.getByRole("radiogroup", { name: /Colour/ }).getByText(product.color, { exact: true }).click();
  await page
    .getByRole("radiogroup", { name: "Size" })
    .getByText(new RegExp(`^${escapeRegExp(product.size)}( \\(|$)`))
    .click();
}

/** The main "Add to cart" button (a sticky buy bar may repeat it on a phone). */
async function addToCart(page: Page) {
  await page.getByRole("main").getByRole("button", { name: "Add to cart" }).first().click();
  const drawer = page.getByRole("dialog", { name: /Your cart/ });
  await expect(drawer).toBeVisible();
  return drawer;
}

for (const [screenName, screen] of screens) {
  test.describe(`accessibility on ${screenName}`, () => {
    test.use(screen);
    // Several axe runs per test, each a few seconds on a long page on CI's two cores.
    test.slow();

    test("home page, and its hero: the first picture fetched first, dots large enough to tap", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("list", { name: "Products" }).first()).toBeVisible(LOADED);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);

      const hero = page.getByRole("region", { name: "Promotions" });
      const pictures = hero.locator("img");
      await expect(pictures.first()).toHaveAttribute("loading", "eager");
      await expect(pictures.first()).toHaveAttribute("fetchpriority", "high");
      // The demo banners show products, and say which.
      await expect(pictures.first()).toHaveAttribute("alt", /\w+ and \w+/);
      const count = await pictures.count();
      for (let i = 1; i < count; i++) await expect(pictures.nth(i)).toHaveAttribute("loading", "lazy");

      // WCAG 2.5.8: every dot is a target of at least 24 × 24 CSS pixels.
      const dots = hero.getByRole("button", { name: /^Go to slide \d+$/ });
      await expect(dots).toHaveCount(count);
      for (const dot of await dots.all()) {
        const box = await dot.boundingBox();
        expect(box?.width).toBeGreaterThanOrEqual(24);
        expect(box?.height).toBeGreaterThanOrEqual(24);
      }
      // From the keyboard: a dot shows its slide, and the carousel can be paused.
      await dots.nth(1).focus();
      await page.keyboard.press("Enter");
      await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
      await hero.getByRole("button", { name: "Pause slides" }).press("Enter");
      await expect(hero.getByRole("button", { name: "Play slides" })).toBeVisible();
    });

    test("all products and a category", async ({ page }) => {
      await page.goto("/product-category");
      await expect(page.getByRole("list", { name: "Products", exact: true })).toBeVisible(LOADED);
      await expectNoAxeViolations(page);

      await page.goto("/product-category/men-fashion");
      await expect(page.getByRole("list", { name: "Products", exact: true })).toBeVisible(LOADED);
      await expectNoAxeViolations(page);
    });

    test("product page, the open cart drawer and the cart page", async ({ page, request }) => {
      const product = await findBuyableProduct(request, "bags", 0, 100_000);
      await openProductWithVariant(page, product);
      await expectNoAxeViolations(page);

      const drawer = await addToCart(page);
      await expect(drawer.getByRole("article", { name: product.name })).toBeVisible();
      await expectNoAxeViolations(page);
      // The drawer's open state is kept (docs/behaviour.md#what-the-browser-keeps): close it before leaving.
      await drawer.getByRole("button", { name: "Close cart" }).click();
      await expect(drawer).toBeHidden();

      await page.goto("/shopping-cart");
      await expect(page.getByRole("main").getByRole("article", { name: product.name })).toBeVisible(LOADED);
      await expectNoAxeViolations(page);
    });

    test("checkout, its error texts, the order confirmation and the guest's orders", async ({ page, request }) => {
      const product = await findBuyableProduct(request, "footwear", 0, 100_000);
      await openProductWithVariant(page, product);
      const drawer = await addToCart(page);
      await drawer.getByRole("button", { name: "Checkout" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible(LOADED);
      const form = page.getByRole("form", { name: "Checkout" });
      await expect(page.getByRole("region", { name: "Order summary" }).getByRole("article", { name: product.name })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole("button", { name: "Place order" }).click();
      await expect(form.getByText("Please enter your name.")).toBeVisible();
      await expectNoAxeViolations(page);

      await form.getByLabel("Full name").fill("Nusrat Jahan");
      await form.getByLabel("Phone").fill(uniquePhone());
      await form.getByLabel("Email").fill(`a11y-${String(Date.now())}@shop.test`);
      await form.getByLabel("Address").fill("House 5, Road 2, Dhanmondi, Dhaka");
      await page.getByRole("button", { name: "Place order" }).click();
      await expect(page.getByRole("heading", { level: 1, name: /^Order #\d+$/ })).toBeVisible(LOADED);
      await expectNoAxeViolations(page);

      await page.goto("/my-orders");
      await expect(page.getByRole("region", { name: "Orders placed in this browser" }).getByRole("article").first()).toBeVisible(LOADED);
      await expectNoAxeViolations(page);
    });

    test("contact form and its error texts, privacy policy, a missing page", async ({ page }) => {
      await page.goto("/contact-us");
      const form = page.getByRole("form", { name: "Contact form" });
      await expect(form).toBeVisible(LOADED);
      await expectNoAxeViolations(page);
      await form.getByRole("button", { name: "Send message" }).click();
      await expect(form.getByText("Please enter your name.")).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto("/privacy-policy");
      await expect(page.getByRole("heading", { level: 1, name: /Privacy/ })).toBeVisible(LOADED);
      await expectNoAxeViolations(page);

      await page.goto("/definitely/not/here");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible(LOADED);
      await expectNoAxeViolations(page);
    });

    test("wishlist, empty and with an item", async ({ page, request }) => {
      await page.goto("/wishlist");
      await expect(page.getByRole("heading", { level: 1, name: /Wishlist/ })).toBeVisible(LOADED);
      await expectNoAxeViolations(page);

      const product = await findBuyableProduct(request, "bags", 0, 100_000);
      await page.goto(`/products/${product.slug}`);
      const save = page.getByRole("button", { name: "Save to wishlist" }).first();
      await save.click();
      await expect(save).toHaveAttribute("aria-pressed", "true");
      await page.goto("/wishlist");
      await expect(page.getByRole("main").getByRole("article", { name: product.name })).toBeVisible(LOADED);
      await expectNoAxeViolations(page);
    });

    test("sign-in and registration pages", async ({ page }) => {
      await page.goto("/login");
      await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible(LOADED);
      await expectNoAxeViolations(page);

      await page.goto("/register");
      await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible(LOADED);
      await expectNoAxeViolations(page);
    });

    test("profile pages and the account menu, signed in", async ({ page }) => {
      await signIn(page, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
      await page.goto("/my-profile");
      await expect(page.getByLabel("Profile details")).toBeVisible(LOADED);
      await expectNoAxeViolations(page);

      await page.goto("/update-profile");
      await expect(page.getByRole("form", { name: "Update profile" })).toBeVisible(LOADED);
      await expectNoAxeViolations(page);

      await openAccountMenu(page);
      await expectNoAxeViolations(page);
    });
  });
}
