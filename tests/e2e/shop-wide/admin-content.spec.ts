import { expect, type Page, test } from "../support/test.js";
import { DEMO_ADMIN, idTokenOf, signIn } from "../support/auth.js";
import { expectNoSeriousViolations } from "../support/axe.js";
import { addToCartAndCheckout, findBuyableProduct, graphql, priceFrom } from "../support/catalog.js";
import { png } from "../support/images.js";
import { uniquePhone, ORDER_PLACED_TIMEOUT } from "../support/checkout.js";

/**
 * The admin's banners, settings and tracking pixel (issue 12), as the demo admin. These change
 * what every page of the shop shows, so they run on the shop-wide project's own shop, one test at
 * a time (playwright.config.ts); every setting a test changes is still put back in `finally`.
 */

const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function adminToken(page: Page): Promise<string> {
  return idTokenOf(page.request, DEMO_ADMIN.email, DEMO_ADMIN.password);
}

/** No sideways scroll at the page's current width. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  // (A string: the tests are compiled without the DOM's types.)
  const overflow = await page.evaluate<number>("document.documentElement.scrollWidth - document.documentElement.clientWidth");
  expect(overflow).toBeLessThanOrEqual(0);
}

interface DeliverySection {
  zones: { name: string; fee: number; districts: string[]; isDefault: boolean }[];
  freeShippingThreshold: number | null;
}

interface SettingsSections {
  delivery: DeliverySection;
  contact: { email: string | null; phone: string | null; address: string | null };
  socialMedia: { facebook: string | null; instagram: string | null; x: string | null; youtube: string | null; whatsAppLink: string | null };
}

/** The sections the settings test changes, as `updateSettings` takes them back. */
async function settingsSections(page: Page): Promise<SettingsSections> {
  const { settings } = await graphql<{
    settings: {
      deliveryZones: DeliverySection["zones"];
      freeShippingThreshold: number | null;
      contactEmail: string | null;
      contactPhone: string | null;
      contactAddress: string | null;
      socialMedia: SettingsSections["socialMedia"];
    };
  }>(
    page.request,
    `{ settings { deliveryZones { name fee districts isDefault } freeShippingThreshold contactEmail contactPhone contactAddress
      socialMedia { facebook instagram x youtube whatsAppLink } } }`,
  );
  return {
    delivery: { zones: settings.deliveryZones, freeShippingThreshold: settings.freeShippingThreshold },
    contact: { email: settings.contactEmail, phone: settings.contactPhone, address: settings.contactAddress },
    socialMedia: settings.socialMedia,
  };
}

/** The stand-in for Meta's fbevents.js: the loader's queue stays a queue (nothing leaves this machine). */
const FBEVENTS_STUB = "/* fbevents stand-in */";
const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

test.describe("admin content and settings", () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  });

  test("a banner made in the dashboard, with an uploaded image, shows on the home page", async ({ page }) => {
    const title = uniqueName("E2E banner");
    let bannerId: string | undefined;
    try {
      await page.goto("/admin-dashboard/banner-management");
      await expect(page.getByRole("heading", { level: 1, name: "Banners" })).toBeVisible();
      await expect(page.getByRole("list", { name: "Banners, in display order" }).getByRole("listitem").first()).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.getByRole("button", { name: "New banner" }).click();
      const dialog = page.getByRole("dialog", { name: "New banner" });
      // Checked before sending: the title, the image and the link's rule.
      await dialog.getByLabel("Button link").fill("javascript:alert(1)");
      await dialog.getByRole("button", { name: "Create banner" }).click();
      await expect(dialog.getByText("Please enter the banner's title.")).toBeVisible();
      await expect(dialog.getByText("Choose an image.")).toBeVisible();
      await expect(dialog.getByText(/^Invalid URL/)).toBeVisible();

      // The image, uploaded with a progress bar (the answer is held back a moment to see it).
      await page.route("**/api/admin/images", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      await dialog.getByLabel("Image file", { exact: true }).setInputFiles(await png("hero.png", 180));
      await expect(dialog.getByRole("progressbar", { name: "Uploading the image" })).toBeVisible();
      await expect(dialog.getByRole("textbox", { name: /^Image/ })).toHaveValue(/^\/uploads\//, { timeout: 15_000 });
      await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(title);
      await dialog.getByLabel("Subtitle").fill("Fresh for the season");
      await dialog.getByLabel("Button text").fill("Shop men");
      await dialog.getByLabel("Button link").fill("/product-category/men-fashion");

      // The live preview: the storefront's hero, at desktop and phone width.
      const preview = dialog.getByRole("region", { name: "Preview" });
      await expect(preview.getByText(title)).toHaveCount(2);
      await expect(preview.locator("img").first()).toHaveAttribute("src", /^\/uploads\//);
      await expectNoSeriousViolations(page);

      await dialog.getByRole("button", { name: "Create banner" }).click();
      await expect(dialog).toBeHidden();
      const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
      await expect(item).toContainText("Active");
      bannerId = (await graphql<{ adminBanners: { id: string; title: string }[] }>(page.request, "{ adminBanners { id title } }", undefined, await adminToken(page))).adminBanners.find(
        (banner) => banner.title === title,
      )?.id;

      // Last in order; moved up from the keyboard, it is no longer last.
      const items = page.getByRole("list", { name: "Banners, in display order" }).getByRole("listitem");
      await expect(items.last()).toContainText(title);
      await item.getByRole("button", { name: `Move ${title} up` }).click();
      await expect(page.getByText("Order saved")).toBeVisible();
      await expect(items.last()).not.toContainText(title);
      // Dragged onto the first banner, it goes first (the others keep their order).
      await expect(page.getByText("Order saved")).toBeHidden({ timeout: 10_000 });
      await item.dragTo(items.first());
      await expect(page.getByText("Order saved")).toBeVisible();
      await expect(items.first()).toContainText(title);

      // The home page's hero shows it on the next load, with its uploaded image and its button.
      await page.goto("/");
      const hero = page.getByRole("region", { name: "Promotions" });
      await expect(hero.getByText(title)).toBeAttached({ timeout: 15_000 });
      const slide = hero.locator("div").filter({ hasText: title }).last();
      await expect(hero.locator(`img[src^="/uploads/"]`).first()).toBeAttached();
      await expect(slide).toBeAttached();

      // Switched off, it leaves the home page.
      await page.goto("/admin-dashboard/banner-management");
      // A Chakra switch: its input is visually hidden, so the click goes to its label.
      const shown = page.getByLabel(`Show ${title} on the home page`);
      await expect(shown).toBeChecked();
      await shown.locator("xpath=ancestor::label[1]").click();
      await expect(shown).not.toBeChecked();
      await expect(page.getByText(`${title} is hidden`)).toBeVisible();
      await page.goto("/");
      await expect(page.getByRole("region", { name: "Promotions" })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole("region", { name: "Promotions" }).getByText(title)).toHaveCount(0);

      // Deleted after a confirmation.
      await page.goto("/admin-dashboard/banner-management");
      await page.getByRole("button", { name: `Delete ${title}` }).click();
      const confirm = page.getByRole("alertdialog", { name: `Delete “${title}”?` });
      await confirm.getByRole("button", { name: "Delete" }).click();
      await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
      bannerId = undefined;
    } finally {
      if (bannerId) await graphql(page.request, "mutation($id: ID!) { deleteBanner(id: $id) }", { id: bannerId }, await adminToken(page));
    }
  });

  test("saved settings show in the storefront's footer and chat link, and a delivery fee is what the next checkout charges", async ({ page }) => {
    const saved = await settingsSections(page);
    const original = saved.delivery;
    const zone = uniqueName("E2E zone");
    const fee = 77;
    try {
      await page.goto("/admin-dashboard/settings");
      const form = page.getByRole("form", { name: "Shop settings" });
      await expect(form.getByLabel("Shop name")).not.toHaveValue("");
      await expectNoSeriousViolations(page);

      // Spec §5's messages, before anything is sent.
      await form.getByLabel("Email").fill("not-an-email");
      await form.getByLabel("Facebook").fill("facebook.com/shop");
      await form.getByRole("button", { name: "Save settings" }).click();
      await expect(form.getByText("Invalid email address")).toBeVisible();
      await expect(form.getByText("Invalid URL")).toBeVisible();
      await form.getByRole("button", { name: "Discard changes" }).click();
      await expect(form.getByText("Invalid email address")).toHaveCount(0);

      // A new zone, with its own district and fee; the default stays where it was.
      await form.getByRole("button", { name: "Add zone" }).click();
      await form.getByRole("textbox", { name: /^Zone name/ }).last().fill(zone);
      await form.getByRole("textbox", { name: /^Fee/ }).last().fill(String(fee));
      await form.getByRole("textbox", { name: /^Districts/ }).last().fill("E2E-Upazila");
      // And contact and social details the storefront shows.
      const address = `House 7, ${zone} Road, Dhaka`;
      await form.getByLabel("Address").fill(address);
      await form.getByLabel("Instagram").fill("https://instagram.com/e2e-shop");
      await form.getByLabel("Chat link (WhatsApp)").fill("https://wa.me/8801999999999");
      await form.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByText("Settings saved")).toBeVisible();

      // The storefront shows them on its next load: the footer and the floating chat link.
      await page.goto("/");
      const footer = page.getByRole("contentinfo");
      await expect(footer).toContainText(address);
      await expect(footer.getByRole("link", { name: "Instagram" })).toHaveAttribute("href", "https://instagram.com/e2e-shop");
      await expect(page.getByRole("link", { name: "Chat with us on WhatsApp" })).toHaveAttribute("href", "https://wa.me/8801999999999");

      // The next checkout offers the zone and charges its fee (plus the product's own shipping cost).
      const product = await findBuyableProduct(page.request, "men-fashion", 0, 100_000);
      await addToCartAndCheckout(page, product);
      const checkout = page.getByRole("form", { name: "Checkout" });
      const shipping = page.getByRole("region", { name: "Order summary" }).getByTestId("order-shipping");
      const inside = original.zones.find((z) => z.name === "Inside Dhaka");
      expect(inside).toBeDefined();
      // Shipping is the zone's fee plus the one unit's own surcharge. Waiting for each sum (not reading
      // the summary once) matters: the summary shows the previous zone's figure until the new quote lands.
      const { product: priced } = await graphql<{ product: { shippingCost: number } }>(
        page.request,
        "query($slug: String!) { product(slug: $slug) { shippingCost } }",
        { slug: product.slug },
      );
      const shown = async () => priceFrom((await shipping.textContent()) ?? "");
      await checkout.getByText("Inside Dhaka", { exact: true }).click();
      await expect(checkout.getByRole("radio", { name: /^Inside Dhaka/ })).toBeChecked();
      await expect.poll(shown).toBeCloseTo(inside!.fee + priced.shippingCost, 2);
      await checkout.getByText(zone, { exact: true }).click();
      await expect(checkout.getByRole("radio", { name: new RegExp(`^${zone}`) })).toBeChecked();
      await expect.poll(shown).toBeCloseTo(fee + priced.shippingCost, 2);
      const charged = await shipping.textContent();

      await checkout.getByLabel("Full name").fill("Settings Tester");
      await checkout.getByLabel("Phone").fill(uniquePhone());
      await checkout.getByLabel("Address").fill("House 9, Road 9, E2E-Upazila");
      await page.getByRole("button", { name: "Place order" }).click();
      await expect(page).toHaveURL(/\/order-confirmation\?id=[\w-]+$/, { timeout: ORDER_PLACED_TIMEOUT });
      await expect(page.getByTestId("order-shipping")).toHaveText(charged ?? "");
    } finally {
      await graphql(
        page.request,
        "mutation($input: SettingsInput!) { updateSettings(input: $input) { siteName } }",
        { input: { delivery: original, contact: saved.contact, socialMedia: saved.socialMedia } },
        await adminToken(page),
      );
    }
  });

  test("the pixel, set active, is loaded by the storefront, which reports its events; inactive, it is not", async ({ page, context }) => {
    const scripts: string[] = [];
    await context.route(/^https:\/\/connect\.facebook\.net\//, (route) => {
      scripts.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/javascript", body: FBEVENTS_STUB });
    });
    await context.route(/^https:\/\/www\.facebook\.com\//, (route) => route.fulfill({ status: 200, contentType: "image/gif", body: GIF }));
    const pixelId = "1234567890";
    try {
      await page.goto("/admin-dashboard/facebook-pixel");
      const form = page.getByRole("form", { name: "Pixel settings" });
      await expect(form.getByLabel("Pixel id")).toBeVisible();
      await expectNoSeriousViolations(page);

      await form.getByLabel("Pixel id").fill("12ab");
      await form.getByText("Active: the storefront loads the pixel").click();
      await form.getByRole("button", { name: "Save pixel settings" }).click();
      await expect(form.getByText("A pixel id has digits only.")).toBeVisible();
      await form.getByLabel("Pixel id").fill(pixelId);
      await form.getByRole("button", { name: "Save pixel settings" }).click();
      await expect(page.getByText("Pixel turned on")).toBeVisible();

      // The storefront loads the script and the noscript image, and reports what the shopper does.
      const product = await findBuyableProduct(page.request, "men-fashion", 0, 100_000);
      await page.goto("/");
      await expect.poll(() => scripts.join("\n")).toContain("https://connect.facebook.net/en_US/fbevents.js");
      expect(await page.evaluate<string>("[...document.querySelectorAll('noscript')].map((node) => node.innerHTML).join('')")).toContain(
        `https://www.facebook.com/tr?id=${pixelId}&amp;ev=PageView&amp;noscript=1`,
      );
      await addToCartAndCheckout(page, product);

      // The pixel page lists the events this tab's storefront sent.
      await page.goto("/admin-dashboard/facebook-pixel");
      const events = page.getByRole("list", { name: "Pixel events" });
      for (const event of ["PageView", "ViewContent", "AddToCart", "InitiateCheckout"]) {
        await expect(events.getByText(event, { exact: true }).first()).toBeVisible();
      }
      const addToCart = events.getByRole("listitem").filter({ hasText: "AddToCart" }).first();
      await expect(addToCart).toContainText('"content_ids":[');
      await expect(addToCart).toContainText('"currency":"BDT"');
      await expect(addToCart).toContainText('"value":');
      await expectNoSeriousViolations(page);

      // Turned off, a fresh load of the storefront asks Meta for nothing.
      await form.getByText("Inactive", { exact: true }).click();
      await form.getByRole("button", { name: "Save pixel settings" }).click();
      await expect(page.getByText("Pixel turned off")).toBeVisible();
      const before = scripts.length;
      await page.goto("/");
      await expect(page.getByRole("list", { name: "Products", exact: true }).getByRole("article").first()).toBeVisible({ timeout: 20_000 });
      await page.goto(`/products/${product.slug}`);
      await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
      expect(scripts.length).toBe(before);
      expect(await page.evaluate<string>("[...document.querySelectorAll('noscript')].map((node) => node.innerHTML).join('')")).not.toContain("facebook");
    } finally {
      await graphql(
        page.request,
        "mutation($input: PixelConfigInput!) { setPixelConfig(input: $input) { status } }",
        { input: { pixelId: null, status: "INACTIVE" } },
        await adminToken(page),
      );
    }
  });

  test("the country code in Settings makes the order page's call and WhatsApp links; currency and locale are chosen from lists", async ({ page }) => {
    const local = `018${String(Date.now()).slice(-8)}`;
    const product = await findBuyableProduct(page.request, "men-fashion", 0, 100_000);
    const { product: found } = await graphql<{ product: { id: string } }>(page.request, "query($slug: String!) { product(slug: $slug) { id } }", { slug: product.slug });
    const { placeOrder } = await graphql<{ placeOrder: { order: { id: string } } }>(
      page.request,
      `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } } }`,
      {
        input: {
          lines: [{ productId: found.id, color: product.color, size: product.size, quantity: 1 }],
          name: "Country Code Tester",
          phone: local,
          email: `country-code-${Date.now().toString(36)}@example.com`,
          district: "Dhaka",
          address: "House 3, Road 4, Dhaka",
        },
      },
    );
    try {
      await page.goto("/admin-dashboard/settings");
      const form = page.getByRole("form", { name: "Shop settings" });
      await expect(form.getByRole("combobox", { name: /^Currency/ })).toHaveValue("BDT");
      await expect(form.getByRole("combobox", { name: /^Number and date format/ })).toHaveValue("en-BD");
      await expect(form.getByRole("combobox", { name: /^Currency/ }).locator("option", { hasText: "USD" })).toHaveCount(1);
      const countryCode = form.getByLabel(/^Country calling code/);
      await expect(countryCode).toHaveValue("880");
      await countryCode.fill("+44");
      await form.getByRole("button", { name: "Save settings" }).click();
      await expect(form.getByText("A country calling code is 1 to 3 digits without + or a leading 0, such as 880.")).toBeVisible();
      await countryCode.fill("44");
      await form.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByText("Settings saved")).toBeVisible();

      await page.goto(`/admin-dashboard/orders/${placeOrder.order.id}`);
      const international = `44${local.slice(1)}`;
      await expect(page.getByRole("link", { name: `Call Country Code Tester at ${local}` })).toHaveAttribute("href", `tel:+${international}`);
      await expect(page.getByRole("link", { name: `WhatsApp Country Code Tester at ${local} (opens in a new tab)` })).toHaveAttribute(
        "href",
        `https://wa.me/${international}`,
      );
    } finally {
      await graphql(
        page.request,
        "mutation($input: SettingsInput!) { updateSettings(input: $input) { phoneCountryCode } }",
        { input: { contact: { ...(await settingsSections(page)).contact, phoneCountryCode: "880" } } },
        await adminToken(page),
      );
    }
  });

  test("banners, settings and the pixel on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin-dashboard/banner-management");
    await expect(page.getByRole("list", { name: "Banners, in display order" }).getByRole("listitem").first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.goto("/admin-dashboard/settings");
    await expect(page.getByRole("form", { name: "Shop settings" }).getByLabel("Shop name")).not.toHaveValue("");
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page);
    await page.goto("/admin-dashboard/facebook-pixel");
    await expect(page.getByRole("form", { name: "Pixel settings" }).getByLabel("Pixel id")).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
