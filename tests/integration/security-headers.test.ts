import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthConfig, loadConfig } from "../../graph/src/config.js";
import { HSTS, PERMISSIONS_POLICY, pagePolicy } from "../../graph/src/http/security-headers.js";
import { PixelConfig, PixelStatus } from "../../graph/src/settings/pixel-config.entity.js";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { startTestShop, type TestShop } from "../support/shop.js";

const INDEX_HTML = "<!doctype html><html><head><title>Shop</title></head><body><div id=root></div></body></html>";

/** A policy's directives by name. */
function directives(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe("string");
  return new Map(
    String(header)
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const FIREBASE = { FIREBASE_PROJECT_ID: "shop-prod", FIREBASE_API_KEY: "web-key", FIREBASE_AUTH_DOMAIN: "shop-prod.firebaseapp.com" };
const authOf = (env: Record<string, string>): AuthConfig => loadConfig({ NODE_ENV: "test", ...env }).auth;
const noSignIn = authOf({});
const firebase = authOf(FIREBASE);
const emulator = authOf({ USE_AUTH_EMULATOR: "true", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" });

const COMMON_TAIL = "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

describe("the page's Content-Security-Policy", () => {
  it("allows only this origin when sign-in is off and the pixel inactive", () => {
    expect(pagePolicy({ auth: noSignIn, pixelActive: false, https: false })).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; " +
        `frame-src 'none'; ${COMMON_TAIL}`,
    );
  });

  it("adds Meta's hosts only while the pixel is active", () => {
    expect(pagePolicy({ auth: noSignIn, pixelActive: true, https: false })).toBe(
      "default-src 'self'; script-src 'self' https://connect.facebook.net; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: https://www.facebook.com; connect-src 'self' https://www.facebook.com https://connect.facebook.net; " +
        `frame-src 'none'; ${COMMON_TAIL}`,
    );
  });

  it("adds Google's loader, Firebase's endpoints and the auth domain's iframe for a Firebase project", () => {
    expect(pagePolicy({ auth: firebase, pixelActive: false, https: false })).toBe(
      "default-src 'self'; script-src 'self' https://apis.google.com; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; " +
        "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com; " +
        `frame-src https://shop-prod.firebaseapp.com; ${COMMON_TAIL}`,
    );
    expect(pagePolicy({ auth: firebase, pixelActive: true, https: true })).toBe(
      "default-src 'self'; script-src 'self' https://apis.google.com https://connect.facebook.net; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: https: https://www.facebook.com; " +
        "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com https://www.facebook.com https://connect.facebook.net; " +
        `frame-src https://shop-prod.firebaseapp.com; ${COMMON_TAIL}; upgrade-insecure-requests`,
    );
  });

  it("sends Firebase's calls and iframe to the emulator when it is used", () => {
    expect(pagePolicy({ auth: emulator, pixelActive: false, https: false })).toBe(
      "default-src 'self'; script-src 'self' https://apis.google.com; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; " +
        `connect-src 'self' http://127.0.0.1:9099; frame-src http://127.0.0.1:9099; ${COMMON_TAIL}`,
    );
    // Never upgraded: the emulator only speaks plain HTTP.
    expect(pagePolicy({ auth: emulator, pixelActive: false, https: true })).not.toContain("upgrade-insecure-requests");
  });

  it("refuses a configured host that would change the policy", () => {
    for (const authDomain of ["shop.example; script-src *", "https://shop.example", "shop.example/path", "*"]) {
      expect(() => pagePolicy({ auth: { ...firebase, authDomain }, pixelActive: false, https: false }), authDomain).toThrow(
        /FIREBASE_AUTH_DOMAIN must be a host name/,
      );
    }
  });
});

describe.skipIf(skipDatabaseTests)(`security headers on responses (${testDatabaseKind})`, () => {
  /** A Firebase project, behind a reverse proxy (TRUST_PROXY). */
  let shop: TestShop;
  /** Sign-in off, not behind a proxy. */
  let plain: TestShop;

  beforeAll(async () => {
    shop = await startTestShop({ indexHtml: INDEX_HTML, env: { ...FIREBASE, TRUST_PROXY: "true" } });
    plain = await startTestShop({ indexHtml: INDEX_HTML });
    fs.mkdirSync(path.join(shop.dataDir, "uploads"), { recursive: true });
    fs.writeFileSync(path.join(shop.dataDir, "uploads", "logo.svg"), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  });
  afterAll(async () => {
    await shop?.close();
    await plain?.close();
  });

  const get = (target: TestShop, url: string, headers: Record<string, string> = {}) =>
    target.app.inject({ method: "GET", url, headers });
  const setPixel = (pixelId: string | null, status: PixelStatus) =>
    shop.database.dataSource.getRepository(PixelConfig).update({ id: 1 }, { pixelId, status });

  it("gives the SPA's HTML the page policy of the configuration", async () => {
    for (const url of ["/", "/products/anything", "/no-such-page"]) {
      const res = await get(shop, url, { accept: "*/*" });
      expect(res.headers["content-type"], url).toMatch(/^text\/html/);
      expect(res.headers["content-security-policy"], url).toBe(pagePolicy({ auth: firebase, pixelActive: false, https: false }));
    }
    const page = await get(plain, "/wishlist");
    expect(page.headers["content-security-policy"]).toBe(pagePolicy({ auth: noSignIn, pixelActive: false, https: false }));
  });

  it("follows the pixel's status in the settings, page by page", async () => {
    const pixelHosts = (csp: unknown) => String(csp).match(/https:\/\/[a-z.]*facebook\.(?:net|com)/g) ?? [];
    try {
      await setPixel("1234567890", PixelStatus.ACTIVE);
      const active = await get(shop, "/products/anything");
      expect(active.headers["content-security-policy"]).toBe(pagePolicy({ auth: firebase, pixelActive: true, https: false }));
      expect(directives(active.headers["content-security-policy"]).get("script-src")).toContain("https://connect.facebook.net");

      // The storefront loads no pixel with an id that is not digits, so the page allows none.
      await setPixel("12ab", PixelStatus.ACTIVE);
      expect(pixelHosts((await get(shop, "/")).headers["content-security-policy"])).toEqual([]);

      await setPixel("1234567890", PixelStatus.INACTIVE);
      expect(pixelHosts((await get(shop, "/")).headers["content-security-policy"])).toEqual([]);
    } finally {
      await setPixel(null, PixelStatus.INACTIVE);
    }
  });

  it("gives JSON, files and errors a policy that allows nothing", async () => {
    const strict = (csp: unknown) => {
      const policy = directives(csp);
      expect(policy.get("default-src")).toEqual(["'none'"]);
      expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
      expect(policy.has("script-src")).toBe(false);
    };
    strict((await get(shop, "/api/settings")).headers["content-security-policy"]);
    strict((await get(shop, "/api/nothing-here")).headers["content-security-policy"]);
    const graphql = await shop.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json" },
      payload: { query: "{ __typename }" },
    });
    strict(graphql.headers["content-security-policy"]);
    const upload = await get(shop, "/uploads/logo.svg");
    expect(upload.statusCode).toBe(200);
    strict(upload.headers["content-security-policy"]);
    // Shown by the original storefront on another host too (CORS_ORIGINS).
    expect(upload.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect((await get(shop, "/api/settings")).headers["cross-origin-resource-policy"]).toBe("same-origin");
  });

  it("sets the other headers everywhere", async () => {
    for (const url of ["/", "/api/settings", "/api/settings", "/graphql?query=%7Bsettings%7BsiteName%7D%7D"]) {
      const res = await get(shop, url);
      expect(res.headers["permissions-policy"], url).toBe(PERMISSIONS_POLICY);
      expect(res.headers["x-frame-options"], url).toBe("DENY");
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      // Firebase's Google popup reports back to the page that opened it.
      expect(res.headers["cross-origin-opener-policy"], url).toBe("same-origin-allow-popups");
      // Helmet's other defaults, also on cached answers and GraphQL (computed once, not per request).
      expect(res.headers["origin-agent-cluster"], url).toBe("?1");
      expect(res.headers["x-dns-prefetch-control"], url).toBe("off");
      expect(res.headers["x-download-options"], url).toBe("noopen");
      expect(res.headers["x-permitted-cross-domain-policies"], url).toBe("none");
      expect(res.headers["x-xss-protection"], url).toBe("0");
      expect(res.headers["x-powered-by"], url).toBeUndefined();
    }
    expect(PERMISSIONS_POLICY).toMatch(/(^|, )camera=\(\)/);
    expect(PERMISSIONS_POLICY).toMatch(/(^|, )geolocation=\(\)/);
    expect(PERMISSIONS_POLICY).toMatch(/(^|, )microphone=\(\)/);
  });

  it("outside production answers only this machine's names, so a DNS-rebinding page cannot reach the shop", async () => {
    for (const url of ["/", "/graphql?query=%7Bsettings%7BsiteName%7D%7D", "/api/settings", "/health/live"]) {
      const rebound = await get(plain, url, { host: "rebind.evil.test:3000" });
      expect(rebound.statusCode, url).toBe(403);
      expect(rebound.json(), url).toMatchObject({ success: false, code: "FORBIDDEN" });
      expect((await get(plain, url, { host: "127.0.0.1:3000" })).statusCode, url).not.toBe(403);
    }
  });

  it("sends HSTS only over HTTPS, as the trusted proxy reports it", async () => {
    const overHttps = await get(shop, "/", { "x-forwarded-proto": "https" });
    expect(overHttps.headers["strict-transport-security"]).toBe(HSTS);
    expect(overHttps.headers["content-security-policy"]).toBe(pagePolicy({ auth: firebase, pixelActive: false, https: true }));
    expect((await get(shop, "/api/settings", { "x-forwarded-proto": "https" })).headers["strict-transport-security"]).toBe(HSTS);

    expect((await get(shop, "/", { "x-forwarded-proto": "http" })).headers["strict-transport-security"]).toBeUndefined();
    expect((await get(shop, "/")).headers["strict-transport-security"]).toBeUndefined();
    // Without TRUST_PROXY a client's X-Forwarded-Proto means nothing: this connection is plain HTTP.
    const spoofed = await get(plain, "/", { "x-forwarded-proto": "https" });
    expect(spoofed.headers["strict-transport-security"]).toBeUndefined();
    expect(spoofed.headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
  });
});
