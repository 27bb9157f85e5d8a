import { expect, type Page, test } from "./support/test.js";
import { DEMO_ADMIN, idTokenOf, signIn } from "./support/auth.js";
import { expectNoAxeViolations } from "./support/axe.js";
import { graphql } from "./support/catalog.js";
import { dragWithPointer } from "./support/drag.js";
import { png } from "./support/images.js";

/**
 * The product form as an owner's week uses it (issue 35): the options builder making a 2 x 3
 * variant grid in a few actions, variant ids kept across edits (orders name them), images kept in
 * the order picked and reordered by drag or keyboard, files refused before any upload, and
 * Duplicate opening the copy. At 1440 and 390 px.
 */

const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };

interface StoredVariant {
  id: string;
  color: string;
  size: string;
  stock: number;
}

async function firstCategoryName(page: Page): Promise<string> {
  const data = await graphql<{ categories: { name: string }[] }>(page.request, "{ categories { name } }");
  return data.categories[0]!.name;
}

async function storedVariants(page: Page, token: string, id: string): Promise<StoredVariant[]> {
  const data = await graphql<{ adminProduct: { variants: StoredVariant[] } }>(
    page.request,
    "query($id: ID!) { adminProduct(id: $id) { variants { id color size stock } } }",
    { id },
    token,
  );
  return data.adminProduct.variants;
}

/** A product made through the API, for the tests that start on its edit page. */
async function apiProduct(page: Page, token: string, name: string): Promise<string> {
  const { categories } = await graphql<{ categories: { id: string }[] }>(page.request, "{ categories { id } }");
  const sku = `E2E-VAR-${Date.now().toString(36)}-${String(Math.floor(Math.random() * 1e6))}`;
  const { createProduct } = await graphql<{ createProduct: { id: string } }>(
    page.request,
    "mutation($input: ProductInput!) { createProduct(input: $input) { id } }",
    { input: { name, price: 500, categoryId: categories[0]!.id, sku, stock: 3, status: "ACTIVE" } },
    token,
  );
  return createProduct.id;
}

const noSidewaysScroll = async (page: Page) =>
  // (A string: the tests are compiled without the DOM's types.)
  expect(await page.evaluate<number>("document.documentElement.scrollWidth - document.documentElement.clientWidth")).toBeLessThanOrEqual(0);

/**
 * A new product with 2 colours x 3 sizes, every variant with 5 in stock, as an owner makes it;
 * each click, fill, choice or key press is counted. Answers the count and the new product's id.
 */
async function createTwoByThree(page: Page, name: string, sku: string): Promise<{ actions: number; id: string }> {
  const category = await firstCategoryName(page);
  await page.goto("/admin-dashboard/add-product");
  await expect(page.getByRole("heading", { level: 1, name: "Add product" })).toBeVisible();
  let actions = 0;
  const act = async (step: Promise<unknown>) => {
    actions += 1;
    await step;
  };
  await act(page.getByRole("textbox", { name: /^Name/ }).fill(name));
  await act(page.getByRole("textbox", { name: /^SKU/ }).first().fill(sku));
  await act(page.getByRole("textbox", { name: /^Price/ }).fill("800"));
  await act(page.getByRole("combobox", { name: /^Category/ }).selectOption({ label: category }));
  const colours = page.getByRole("textbox", { name: /^Colours/ });
  await act(colours.fill("Red, Blue"));
  await act(colours.press("Enter"));
  const sizes = page.getByRole("textbox", { name: /^Sizes/ });
  await act(sizes.fill("S, M, L"));
  await act(sizes.press("Enter"));
  await expect(page.getByTestId("variant-row")).toHaveCount(6);
  await act(page.getByRole("textbox", { name: "Stock for several" }).fill("5"));
  await act(page.getByRole("button", { name: "Set stock of all 6 variants" }).click());
  await expect(page.getByRole("textbox", { name: /^Stock \(/ })).toHaveValue("30");
  await act(page.getByRole("button", { name: "Create product" }).click());
  await expect(page).toHaveURL(/\/admin-dashboard\/edit-product\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  return { actions, id: page.url().split("/").at(-1)! };
}

/** The image rows' pictures, in order. */
const imageSources = (page: Page) => page.getByTestId("product-image").locator("img").evaluateAll((images) => images.map((image) => image.getAttribute("src")));

test.describe("admin product variants and images", () => {
  test.describe.configure({ timeout: 120_000 });

  let token = "";
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    token ||= await idTokenOf(page.request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  });

  test("1440 px: a 2 x 3 grid in under 15 actions; editing the options keeps the variants' ids", async ({ page }) => {
    await page.setViewportSize(desktop);
    const stamp = Date.now().toString(36);
    const name = `E2E Grid Tee ${stamp}`;
    const { actions, id } = await createTwoByThree(page, name, `E2E-GRID-${stamp}`);
    expect(actions).toBeLessThan(15);

    const made = await storedVariants(page, token, id);
    expect(made.map((v) => `${v.color}/${v.size}/${String(v.stock)}`)).toEqual(["Red/S/5", "Red/M/5", "Red/L/5", "Blue/S/5", "Blue/M/5", "Blue/L/5"]);
    // The tab names the product, not the address's id.
    await expect(page).toHaveTitle(new RegExp(`\\| Edit ${name}$`));

    // The options load back; a size goes, a colour comes, Blue / L is not made, Red costs 50 more.
    await expect(page.getByRole("list", { name: "Colours" }).getByRole("listitem")).toHaveText(["Red", "Blue"]);
    await page.getByRole("button", { name: "Remove size S" }).click();
    await page.getByRole("textbox", { name: /^Colours/ }).fill("Green");
    await page.getByRole("textbox", { name: /^Colours/ }).press("Enter");
    await page.getByRole("button", { name: "Remove Blue / L" }).click();
    await expect(page.getByTestId("variant-row-off")).toHaveText(/Blue \/ L/);
    // Chakra's checkbox input is visually hidden: the click goes to its label.
    for (const size of ["M", "L"]) await page.getByRole("checkbox", { name: `Select Red / ${size}` }).locator("xpath=ancestor::label[1]").click();
    await page.getByRole("textbox", { name: "Additional price for several" }).fill("50");
    await page.getByRole("button", { name: "Raise additional price of 2 selected variants" }).click();
    await page.getByRole("textbox", { name: "Stock of Green / M" }).fill("2");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Product saved")).toBeVisible();

    const kept = await storedVariants(page, token, id);
    expect(kept.map((v) => `${v.color}/${v.size}/${String(v.stock)}`)).toEqual(["Red/M/5", "Red/L/5", "Blue/M/5", "Green/M/2", "Green/L/0"]);
    const idOf = (variants: StoredVariant[], key: string) => variants.find((v) => `${v.color}/${v.size}` === key)?.id;
    for (const key of ["Red/M", "Red/L", "Blue/M"]) expect(idOf(kept, key)).toBe(idOf(made, key));

    // After a reload the grid is as saved.
    await page.reload();
    await expect(page.getByTestId("variant-row")).toHaveCount(5);
    await expect(page.getByRole("textbox", { name: "Additional price of Red / L" })).toHaveValue("50.00");
    await expect(page.getByRole("list", { name: "Sizes" }).getByRole("listitem")).toHaveText(["M", "L"]);
    await expectNoAxeViolations(page);
  });

  test("390 px: the same grid in under 15 actions, without sideways scrolling", async ({ page }) => {
    await page.setViewportSize(phone);
    const stamp = Date.now().toString(36);
    const { actions } = await createTwoByThree(page, `E2E Phone Tee ${stamp}`, `E2E-PHONE-${stamp}`);
    expect(actions).toBeLessThan(15);
    await expect(page.getByTestId("variant-row")).toHaveCount(6);
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });

  test("1440 px: images keep the order picked, reorder by drag and keyboard, and bad files are refused before upload", async ({ page }) => {
    await page.setViewportSize(desktop);
    const id = await apiProduct(page, token, `E2E Pictures ${Date.now().toString(36)}`);
    await page.goto(`/admin-dashboard/edit-product/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Edit product" })).toBeVisible();

    // Too big and of the wrong type: refused at once, no request made.
    const uploads: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/admin/images")) uploads.push(request.url());
    });
    await page.getByLabel("Add images").setInputFiles([
      { name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(10 * 1024 * 1024 + 1) },
      { name: "anim.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") },
    ]);
    await expect(page.getByText("huge.png is 10.1 MB; an image may be at most 10 MB.")).toBeVisible();
    await expect(page.getByText("anim.gif is not a JPEG, PNG, WebP or AVIF image.")).toBeVisible();
    expect(uploads).toEqual([]);

    // Three picked at once finish in reverse order (the first is held back longest), yet join in the order picked.
    const urlOf = new Map<string, string>();
    const delay: Record<string, number> = { "one.png": 1500, "two.png": 700, "three.png": 0 };
    await page.route("**/api/admin/images", async (route) => {
      const file = /filename="([^"]+)"/.exec(route.request().postDataBuffer()?.toString("latin1") ?? "")?.[1] ?? "";
      const response = await route.fetch();
      const body = (await response.json()) as { images: { url: string }[] };
      urlOf.set(file, body.images[0]!.url);
      await new Promise((resolve) => setTimeout(resolve, delay[file] ?? 0));
      await route.fulfill({ response });
    });
    await page.getByLabel("Add images").setInputFiles([await png("one.png", 20), await png("two.png", 120), await png("three.png", 220)]);
    await expect(page.getByTestId("product-image")).toHaveCount(3, { timeout: 20_000 });
    const [one, two, three] = ["one.png", "two.png", "three.png"].map((file) => urlOf.get(file));
    expect(await imageSources(page)).toEqual([one, two, three]);

    // Drag the third onto the first by its handle, then move the new first down from the keyboard.
    const handle = (n: number) => page.getByRole("button", { name: `Drag image ${String(n)} to reorder` });
    await dragWithPointer(page, handle(3), handle(1), {
      // The screen reader's announcement says where the image would land.
      beforeRelease: () => expect(page.getByText("Image 3 is over position 1.")).toBeAttached(),
    });
    await expect.poll(() => imageSources(page)).toEqual([three, one, two]);
    // Each key waits for the one before to take effect (the sensor listens from the next frame).
    await handle(1).focus();
    await page.keyboard.press("Space");
    await expect(handle(1)).toHaveAttribute("aria-pressed", "true");
    // The sensor adds its key listener a frame after the drag starts: two frames, then the key.
    await page.evaluate("new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByText("Image 1 is over position 2.")).toBeAttached();
    await page.keyboard.press("Space");
    await expect.poll(() => imageSources(page)).toEqual([one, three, two]);

    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Product saved")).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("product-image")).toHaveCount(3);
    expect(await imageSources(page)).toEqual([one, three, two]);
    await expectNoAxeViolations(page);
  });

  test("390 px: duplicate opens the copy's edit page; the list shows drafts", async ({ page }) => {
    await page.setViewportSize(phone);
    const name = `E2E Dup ${Date.now().toString(36)}`;
    const id = await apiProduct(page, token, name);
    await page.goto(`/admin-dashboard/all-products?q=${encodeURIComponent(name)}`);
    await page.getByRole("button", { name: `Duplicate ${name}` }).click();
    await expect(page).toHaveURL(/\/admin-dashboard\/edit-product\/[0-9a-f-]{36}$/, { timeout: 15_000 });
    expect(page.url()).not.toContain(id);
    await expect(page.getByRole("textbox", { name: /^Name/ })).toHaveValue(`${name} (copy)`);
    await expect(page.getByRole("combobox", { name: /^Status/ })).toHaveValue("DRAFT");
    await noSidewaysScroll(page);

    // Back on the list (every status by default), the draft copy is there and marked.
    await page.goto(`/admin-dashboard/all-products?q=${encodeURIComponent(name)}`);
    await expect(page.getByText(`${name} (copy)`).first()).toBeVisible();
    // (The status filter's options say "Draft" too, unseen.)
    await expect(page.getByText("Draft", { exact: true }).filter({ visible: true }).first()).toBeVisible();
  });
});
