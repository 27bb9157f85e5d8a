import { expect, test } from "./support/test.js";
import { findBuyableProduct, priceFrom, siteName } from "./support/catalog.js";

test.describe("storefront journeys", () => {
  test("home → category → price filter → product → variant → cart, kept across a reload", async ({ page, request }) => {
    const product = await findBuyableProduct(request, "men-fashion", 1000, 3000);

    await page.goto("/");
    await page.getByRole("link", { name: "Men Fashion" }).first().click();
    await expect(page).toHaveURL(/\/product-category\/men-fashion$/);

    await page.getByLabel(/^Min price/).fill("1000");
    await page.getByLabel(/^Max price/).fill("3000");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/min=1000/);
    await expect(page).toHaveURL(/max=3000/);

    const list = page.getByRole("list", { name: "Products", exact: true });
    const card = list.getByRole("article", { name: product.name });
    await expect(card).toBeVisible();
    // The filtered list replaces the full one: wait until every price shown is in the range.
    await expect
      .poll(async () => (await list.getByTestId("price").allTextContents()).map(priceFrom).every((p) => p >= 1000 && p <= 3000))
      .toBe(true);

    // The filtered list survives a reload (it lives in the URL).
    await page.reload();
    await expect(list.getByRole("article", { name: product.name })).toBeVisible();

    await list.getByRole("link", { name: product.name }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${product.slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();

    const addToCart = page.getByRole("main").getByRole("button", { name: "Add to cart" });
    await expect(addToCart).toBeDisabled();
    await page.getByRole("radiogroup", { name: /Colour/ }).getByText(product.color, { exact: true }).click();
    await page
      .getByRole("radiogroup", { name: "Size" })
      .getByText(new RegExp(`^${product.size.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\(|$)`))
      .click();
    await addToCart.click();

    const drawer = page.getByRole("dialog", { name: /Your cart/ });
    await expect(drawer).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Added to cart" })).toBeVisible();
    const line = drawer.getByRole("article", { name: product.name });
    await expect(line).toContainText(product.color);
    await line.getByRole("button", { name: `Increase quantity of ${product.name}` }).click();
    await expect(line.getByRole("group", { name: `Quantity of ${product.name}` })).toContainText("2");
    await drawer.getByRole("button", { name: "Close cart" }).click();
    await expect(drawer).toBeHidden();

    const wishlistToggle = page.getByRole("button", { name: "Save to wishlist" });
    await wishlistToggle.click();
    await expect(wishlistToggle).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("status").filter({ hasText: "Added to wishlist" })).toBeVisible();

    await page.reload();
    await expect(page.getByRole("button", { name: "Open cart, 2 items" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Wishlist, 1 item" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save to wishlist" })).toHaveAttribute("aria-pressed", "true");

    await page.goto("/shopping-cart");
    const cartLine = page.getByRole("main").getByRole("article", { name: product.name });
    await expect(cartLine).toBeVisible();
    await expect(cartLine).toContainText(product.size);
    await expect(cartLine.getByRole("group", { name: `Quantity of ${product.name}` })).toContainText("2");
  });

  test("the contact form checks its fields, then sends the message", async ({ page }) => {
    await page.goto("/contact-us");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByRole("button", { name: "Send message" }).click();
    // Nothing is sent until the form is complete; the first problem has the focus.
    await expect(form.getByText("Please enter your name.")).toBeVisible();
    await expect(form.getByText("Please write a message.")).toBeVisible();
    await expect(form.getByLabel("Name")).toBeFocused();
    await expect(form.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");

    await form.getByLabel("Name").fill("Rahim Uddin");
    await expect(form.getByText("Please enter your name.")).toBeHidden();
    await form.getByLabel("Email").fill("rahim@example.com");
    await form.getByLabel("Subject").fill("Delivery time");
    await form.getByLabel("Message").fill("When will my order arrive in Sylhet?");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thanks! Your message has been sent." })).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveValue("");
  });

  test("checkout with an empty cart says so and stays", async ({ page }) => {
    await page.goto("/shopping-cart");
    await page.getByRole("button", { name: /Open cart/ }).click();
    const drawer = page.getByRole("dialog", { name: /Your cart/ });
    await expect(drawer).toBeVisible();
    await drawer.getByRole("button", { name: "Checkout" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your cart is empty" })).toBeVisible();
    await expect(page).toHaveURL(/\/shopping-cart$/);
    await expect(drawer).toBeVisible();
  });

  test("the header search works from the keyboard", async ({ page }) => {
    await page.goto("/");
    const search = page.getByRole("combobox", { name: "Search products" });
    await search.focus();
    await page.keyboard.type("cotton");
    const options = page.getByRole("option");
    await expect(options.first()).toBeVisible();
    await expect(options.first()).toContainText(/cotton/i);
    await page.keyboard.press("ArrowDown");
    const chosen = (await page.getByRole("option").first().textContent()) ?? "";
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/products\//);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(chosen.split(/BDT|৳/)[0]!.trim().slice(0, 10));

    await search.fill("zzzqqqxx");
    await expect(page.getByRole("listbox", { name: "Search products" })).toContainText("No products found");
    await page.keyboard.press("Escape");
  });

  test("the document title follows the path", async ({ page, request }) => {
    const name = await siteName(request);
    await page.goto("/");
    await expect(page).toHaveTitle(`${name} | Home`);
    await page.goto("/product-category/men-fashion");
    await expect(page).toHaveTitle(`${name} | men fashion`);
    await page.goto("/shopping-cart");
    await expect(page).toHaveTitle(`${name} | shopping cart`);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", "index,follow");
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", /\/shopping-cart$/);
  });

  test("the server's HTML for a product page carries its share tags", async ({ request }) => {
    const product = await findBuyableProduct(request, "footwear", 0, 100_000);
    const response = await request.get(`/products/${product.slug}`, { headers: { accept: "text/html" } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<meta property="og:title" content="${product.name}"`);
    expect(html).toContain(`<meta name="twitter:title" content="${product.name}"`);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/uploads\/demo\/[^"]+"/);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+/products/${product.slug}"`));
    expect(html).toContain('<meta name="robots" content="index,follow"');
  });

  test("an unknown path shows the error page", async ({ page }) => {
    await page.goto("/definitely/not/here");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });
});
