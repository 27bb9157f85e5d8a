import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "./support/test.js";
import { DEMO_ADMIN, DEMO_SHOPPER, fakeGoogleApis, signIn, signInWithForm, signOut } from "./support/auth.js";
import { addToCartAndCheckout, type BuyableProduct, findBuyableProduct } from "./support/catalog.js";

/**
 * The shop under its real security headers (graph/src/http/security-headers.ts): every page,
 * frame and popup is watched for Content-Security-Policy violations, and a walk through the
 * storefront, the sign-in flows and the admin area must produce none. The Playwright web server
 * covers sign-in through the Auth emulator with the pixel off; two more configurations (the
 * pixel on with sign-in off, and a real Firebase project) run on servers started here from the
 * built server (graph/dist), with Meta's and Google's hosts answered by stand-ins.
 */

/** Collects every CSP report of the context: the DOM event, and Chromium's console message. */
async function watchPolicyViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding("__reportCspViolation", ({ frame }, report: string) => {
    violations.push(`${frame.url()}: ${report}`);
  });
  await context.addInitScript(`
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__reportCspViolation(event.effectiveDirective + " refused " + (event.blockedURI || "inline") +
        " (" + event.sourceFile + ":" + event.lineNumber + ")");
    }, true);
  `);
  context.on("console", (message) => {
    const text = message.text();
    if (/Refused to|Content.Security.Policy|Permissions.Policy/i.test(text)) violations.push(`console ${message.type()}: ${text}`);
  });
  return violations;
}

/** A page's data can take a while on two busy cores. */
const LOADED = { timeout: 20_000 };

/** Home, a category, a product into the cart, the cart page and the checkout page. */
async function walkStorefront(page: Page, base: string, product: BuyableProduct): Promise<void> {
  await page.goto(`${base}/`);
  await expect(page.getByRole("list", { name: "Products", exact: true }).getByRole("article").first()).toBeVisible(LOADED);

  await page.goto(`${base}/product-category/men-fashion`);
  await expect(page.getByRole("list", { name: "Products", exact: true }).getByRole("article").first()).toBeVisible(LOADED);

  await addToCartAndCheckout(page, product, { base, timeout: LOADED.timeout });

  await page.goto(`${base}/shopping-cart`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

/** Directive → sources of a Content-Security-Policy header. */
function policyOf(header: string | undefined): Map<string, string[]> {
  expect(header, "Content-Security-Policy").toBeTruthy();
  return new Map(
    (header ?? "")
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

test.describe("security headers in the browser", () => {
  test.describe.configure({ timeout: 90_000 });

  test("the watcher sees a violation (so that none means none)", async ({ page, context }) => {
    const violations = await watchPolicyViolations(context);
    await page.goto("/privacy-policy");
    await page.evaluate(`document.head.appendChild(Object.assign(document.createElement("script"), { src: "https://evil.example/x.js" }))`);
    await expect.poll(() => violations.join("\n")).toContain("script-src-elem refused https://evil.example/x.js");
  });

  test("storefront, checkout, email sign-in and the admin area (Auth emulator, pixel off)", async ({ page, context, request }) => {
    test.slow();
    const violations = await watchPolicyViolations(context);
    const product = await findBuyableProduct(request, "men-fashion", 0, 100_000);

    const response = await page.goto("/");
    const headers = response?.headers() ?? {};
    const policy = policyOf(headers["content-security-policy"]);
    const emulator = policy.get("connect-src")?.find((source) => source.startsWith("http://127.0.0.1:"));
    expect(emulator, "the emulator's origin in connect-src").toBeTruthy();
    expect(policy.get("frame-src")).toEqual([emulator]);
    expect(policy.get("script-src")).toEqual(["'self'", "https://apis.google.com"]);
    expect(headers["content-security-policy"]).not.toContain("facebook");
    expect(headers["strict-transport-security"], "no HSTS over plain HTTP").toBeUndefined();
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["x-frame-options"]).toBe("DENY");

    await walkStorefront(page, "", product);

    await signIn(page, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    await page.goto("/my-profile");
    await expect(page.getByLabel("Profile details")).toContainText(DEMO_SHOPPER.email);
    await signOut(page);

    await page.goto("/admin-dashboard");
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin-dashboard$/);
    await signInWithForm(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page.getByRole("heading", { level: 1, name: "Admin dashboard" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Admin dashboard" })).toBeVisible();

    expect(violations).toEqual([]);
  });

  test("Google sign-in through the emulator's popup", async ({ page, context }) => {
    test.slow();
    const violations = await watchPolicyViolations(context);
    await fakeGoogleApis(context);
    const email = `e2e-csp-${String(Date.now())}@shop.test`;

    const response = await page.goto("/login?next=/my-profile");
    // The helper iframe comes from the emulator, and nothing else may frame the page.
    const policy = policyOf(response?.headers()["content-security-policy"]);
    expect(policy.get("frame-src")).toEqual([policy.get("connect-src")?.[1]]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(response?.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    await popup.locator("#add-account-button").click();
    await popup.locator("#email-input").fill(email);
    await popup.locator("#display-name-input").fill("Policy Shopper");
    await popup.locator("#sign-in").click();

    await expect(page).toHaveURL(/\/my-profile$/);
    await expect(page.getByLabel("Profile details")).toContainText(email);
    expect(violations).toEqual([]);
  });
});

/** A shop started in this worker from the built server, on a port of its own. */
interface LocalShop {
  origin: string;
  api: APIRequestContext;
  close(): Promise<void>;
}

const graphDist = (file: string) => new URL(`../../graph/dist/${file}`, import.meta.url).href;

async function startLocalShop(
  playwright: { request: { newContext(options: { baseURL: string }): Promise<APIRequestContext> } },
  env: Record<string, string>,
  setup?: (shop: import("../../graph/src/server.js").Shop) => Promise<void>,
): Promise<LocalShop> {
  const { loadConfig } = (await import(graphDist("config.js"))) as typeof import("../../graph/src/config.js");
  const { createShop } = (await import(graphDist("server.js"))) as typeof import("../../graph/src/server.js");
  const { openDatabase } = (await import(graphDist("db/data-source.js"))) as typeof import("../../graph/src/db/data-source.js");
  const { seedDemoCatalog } = (await import(graphDist("catalog/demo/seed-demo.js"))) as typeof import("../../graph/src/catalog/demo/seed-demo.js");

  const dataDir = mkdtempSync(join(tmpdir(), "shop-e2e-csp-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    WEB_DIST: fileURLToPath(new URL("../../web/dist", import.meta.url)),
    LOG_LEVEL: "warn",
    ...env,
  });
  const shop = await createShop(config, { database: await openDatabase({ inMemory: true }) });
  await seedDemoCatalog(shop.services, join(dataDir, "uploads"));
  await setup?.(shop);
  await shop.app.listen({ port: 0, host: "127.0.0.1" });
  const address = shop.app.server.address();
  if (!address || typeof address === "string") throw new Error("The shop is not listening on a port");
  const origin = `http://127.0.0.1:${String(address.port)}`;
  const api = await playwright.request.newContext({ baseURL: origin });
  return {
    origin,
    api,
    async close() {
      await api.dispose();
      await shop.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A stand-in for Meta's fbevents.js (this machine has no internet) that uses the same hosts the
 * real one does: its configuration script from connect.facebook.net, and events to
 * www.facebook.com/tr as an image, a beacon and a fetch.
 */
const FAKE_FBEVENTS = String.raw`(() => {
  const fbq = window.fbq;
  let pixelId = "";
  const send = (event) => {
    const query = "id=" + pixelId + "&ev=" + event;
    new Image().src = "https://www.facebook.com/tr/?" + query;
    navigator.sendBeacon("https://www.facebook.com/tr/", query);
    fetch("https://www.facebook.com/tr/?" + query + "&via=fetch", { method: "POST", mode: "no-cors", keepalive: true });
  };
  fbq.callMethod = (command, name) => {
    if (command === "init") {
      pixelId = name;
      const config = document.createElement("script");
      config.src = "https://connect.facebook.net/signals/config/" + name + "?v=2.9.200&r=stable";
      document.head.appendChild(config);
    } else if (command === "track") {
      send(name);
    }
  };
  for (const args of fbq.queue.splice(0)) fbq.callMethod(...args);
})();`;

const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

test.describe("security headers with other configurations", () => {
  test.describe.configure({ timeout: 120_000 });

  test("the tracking pixel active, sign-in off: Meta's hosts allowed, Google's not", async ({ page, context, playwright }) => {
    test.slow();
    const shop = await startLocalShop(playwright, {}, async ({ database }) => {
      const { PixelConfig, PixelStatus } = (await import(graphDist("settings/pixel-config.entity.js"))) as typeof import("../../graph/src/settings/pixel-config.entity.js");
      await database.dataSource.getRepository(PixelConfig).update({ id: 1 }, { pixelId: "1234567890", status: PixelStatus.ACTIVE });
    });
    try {
      const violations = await watchPolicyViolations(context);
      const meta: string[] = [];
      await context.route(/^https:\/\/connect\.facebook\.net\//, (route) => {
        meta.push(route.request().url());
        const body = route.request().url().includes("/fbevents.js") ? FAKE_FBEVENTS : "/* pixel configuration */";
        return route.fulfill({ status: 200, contentType: "text/javascript", body });
      });
      await context.route(/^https:\/\/www\.facebook\.com\//, (route) => {
        meta.push(`${route.request().method()} ${route.request().url()}`);
        return route.fulfill({ status: 200, contentType: "image/gif", body: GIF, headers: { "access-control-allow-origin": "*" } });
      });

      const response = await page.goto(`${shop.origin}/`);
      const policy = policyOf(response?.headers()["content-security-policy"]);
      expect(policy.get("script-src")).toEqual(["'self'", "https://connect.facebook.net"]);
      expect(policy.get("frame-src")).toEqual(["'none'"]);
      expect(response?.headers()["content-security-policy"]).not.toContain("google");

      const product = await findBuyableProduct(shop.api, "men-fashion", 0, 100_000);
      await walkStorefront(page, shop.origin, product);

      const seen = () => meta.join("\n");
      await expect.poll(seen).toContain("https://connect.facebook.net/en_US/fbevents.js");
      await expect.poll(seen).toContain("https://connect.facebook.net/signals/config/1234567890");
      await expect.poll(seen).toMatch(/GET https:\/\/www\.facebook\.com\/tr\/\?id=1234567890&ev=PageView/);
      await expect.poll(seen).toMatch(/POST https:\/\/www\.facebook\.com\/tr\/\?id=1234567890&ev=AddToCart&via=fetch/);
      await expect.poll(seen).toMatch(/GET https:\/\/www\.facebook\.com\/tr\?id=1234567890&ev=PageView&noscript=1/);
      expect(violations).toEqual([]);
    } finally {
      await shop.close();
    }
  });

  test("a real Firebase project: Firebase's API, Google's loader and the auth domain's iframe", async ({ page, context, playwright }) => {
    test.slow(); // Firebase reports a closed popup only after about 8 s.
    const shop = await startLocalShop(playwright, {
      FIREBASE_PROJECT_ID: "shop-csp",
      FIREBASE_API_KEY: "web-api-key",
      FIREBASE_AUTH_DOMAIN: "shop-csp.firebaseapp.com",
    });
    try {
      const violations = await watchPolicyViolations(context);
      const google: string[] = [];
      // Firebase Auth's REST API, as far as these flows use it.
      await context.route(/^https:\/\/identitytoolkit\.googleapis\.com\//, (route) => {
        const url = route.request().url();
        google.push(url);
        const cors = { "access-control-allow-origin": "*" };
        if (url.includes("/v1/accounts:signInWithPassword")) {
          return route.fulfill({ status: 400, headers: cors, json: { error: { code: 400, message: "INVALID_LOGIN_CREDENTIALS" } } });
        }
        if (url.includes("/v1/projects")) {
          return route.fulfill({ headers: cors, json: { projectId: "shop-csp", authorizedDomains: ["127.0.0.1", "localhost"] } });
        }
        return route.fulfill({ status: 404, headers: cors, json: { error: { code: 404, message: "NOT_FOUND" } } });
      });
      // The auth domain: the popup's helper iframe (reports ready through the stand-in gapi) and the popup.
      await context.route(/^https:\/\/shop-csp\.firebaseapp\.com\/__\/auth\//, (route) => {
        const url = route.request().url();
        google.push(url);
        const body = url.includes("/__/auth/iframe")
          ? `<!doctype html><script src="https://apis.google.com/js/api.js"></script><script>gapi.iframes.getContext().getParentIframe();</script>`
          : "<!doctype html><title>Sign in with Google</title><p>Google sign-in</p>";
        return route.fulfill({ status: 200, contentType: "text/html", body });
      });
      await fakeGoogleApis(context);

      const response = await page.goto(`${shop.origin}/login`);
      const policy = policyOf(response?.headers()["content-security-policy"]);
      expect(policy.get("connect-src")).toEqual(["'self'", "https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com"]);
      expect(policy.get("frame-src")).toEqual(["https://shop-csp.firebaseapp.com"]);

      await signInWithForm(page, DEMO_SHOPPER.email, "Wrong-pass-123");
      await expect(page.getByRole("alert").filter({ hasText: "Email or password is incorrect." })).toBeVisible();

      const popupPromise = page.waitForEvent("popup");
      await page.getByRole("button", { name: "Continue with Google" }).click();
      const popup = await popupPromise;
      await popup.waitForLoadState();
      expect(popup.url()).toContain("https://shop-csp.firebaseapp.com/__/auth/handler");
      await popup.close();
      await expect(page.getByRole("status").filter({ hasText: "Google sign-in was cancelled." })).toBeVisible({ timeout: 20_000 });

      const seen = google.join("\n");
      expect(seen).toContain("https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword");
      expect(seen).toContain("https://identitytoolkit.googleapis.com/v1/projects");
      expect(seen).toContain("https://shop-csp.firebaseapp.com/__/auth/iframe");
      expect(violations).toEqual([]);
    } finally {
      await shop.close();
    }
  });
});
