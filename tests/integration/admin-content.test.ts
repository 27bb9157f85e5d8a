import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuditEntry } from "../../graph/src/audit/audit-entry.entity.js";
import { type AdminShop, bearer, codeOf, startAdminShop } from "../support/admin-shop.js";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import type { GraphQLBody, TestShop } from "../support/shop.js";

interface Banner {
  id: string;
  image: string;
  mobileImage: string | null;
  title: string;
  subtitle: string | null;
  description: string | null;
  buttonText: string | null;
  buttonLink: string | null;
  isActive: boolean;
  sortOrder: number;
}

const BANNER = "id image mobileImage title subtitle description buttonText buttonLink isActive sortOrder";
const CREATE_BANNER = `mutation($input: BannerInput!) { createBanner(input: $input) { ${BANNER} } }`;
const UPDATE_BANNER = `mutation($id: ID!, $input: BannerInput!) { updateBanner(id: $id, input: $input) { ${BANNER} } }`;
const ADMIN_BANNERS = `{ adminBanners { ${BANNER} } }`;
const PUBLIC_BANNERS = "{ banners { id title } }";
const SETTINGS = `siteName siteDescription logo favicon contactEmail contactPhone contactAddress currency locale priceRounding homeOutOfStock
  socialMedia { facebook instagram x youtube whatsAppLink } deliveryZones { name fee districts isDefault } freeShippingThreshold privacyPolicy`;
const UPDATE_SETTINGS = `mutation($input: SettingsInput!) { updateSettings(input: $input) { ${SETTINGS} } }`;
const SET_PIXEL = `mutation($input: PixelConfigInput!) { setPixelConfig(input: $input) { pixelId status } }`;

const bannerInput = (extra: Record<string, unknown> = {}) => ({
  image: "/uploads/demo/hero.webp",
  mobileImage: "https://cdn.example.com/hero-mobile.jpg",
  title: "Eid collection",
  subtitle: "New in",
  description: "Festive wear for the whole family.",
  buttonText: "Shop now",
  buttonLink: "/product-category/men-fashion",
  ...extra,
});

const zones = (insideFee = 60) => [
  { name: "Inside Dhaka", fee: insideFee, districts: ["Dhaka", "Gazipur"], isDefault: false },
  { name: "Outside Dhaka", fee: 110, districts: [], isDefault: true },
];

describe.skipIf(skipDatabaseTests)(`the admin's banners, settings and pixel (${testDatabaseKind})`, () => {
  let adminShop: AdminShop;
  let shop: TestShop;
  let admin: AdminShop["admin"];
  let shopper: AdminShop["shopper"];
  let asAdmin: AdminShop["asAdmin"];
  let ok: AdminShop["ok"];

  beforeAll(async () => {
    adminShop = await startAdminShop({
      seed: true,
      indexHtml: "<!doctype html><html><head><title>Shop</title></head><body><div id=\"root\"></div></body></html>",
    });
    ({ shop, admin, shopper, asAdmin, ok } = adminShop);
  }, 180_000);
  afterAll(() => adminShop?.close());

  const problemsOf = (body: GraphQLBody<unknown>) =>
    Object.fromEntries(
      ((body.errors?.[0]?.extensions?.fields as { field: string; messages: string[] }[] | undefined) ?? []).map((f) => [f.field, f.messages[0]]),
    );
  const auditEntries = (action: string) =>
    shop.database.dataSource.getRepository(AuditEntry).find({ where: { action }, order: { at: "ASC" } });

  async function refusedToOthers(query: string, variables?: Record<string, unknown>) {
    expect(codeOf((await shop.graphql(query, variables)).body)).toBe("UNAUTHENTICATED");
    expect(codeOf((await shop.graphql(query, variables, bearer(shopper.idToken))).body)).toBe("FORBIDDEN");
  }

  describe("banners", () => {
    it("creates a banner with every field, last in order, shown on the home page while active", async () => {
      const before = (await ok<{ adminBanners: Banner[] }>(ADMIN_BANNERS)).adminBanners;
      const { createBanner: banner } = await ok<{ createBanner: Banner }>(CREATE_BANNER, { input: bannerInput({ title: "  Eid collection  " }) });
      expect(banner).toMatchObject({ ...bannerInput(), isActive: true, sortOrder: Math.max(-1, ...before.map((b) => b.sortOrder)) + 1 });

      const home = await shop.graphql<{ banners: { id: string }[] }>(PUBLIC_BANNERS);
      expect(home.body.data!.banners.at(-1)!.id).toBe(banner.id);

      const [entry] = await auditEntries("banner.create");
      expect(entry).toMatchObject({ actorUid: admin.uid, entityType: "banner", entityIds: [banner.id] });
    });

    it("refuses unsafe links, missing images and half a button, naming the fields", async () => {
      const bad = await asAdmin(CREATE_BANNER, {
        input: bannerInput({ image: "javascript:alert(1)", buttonLink: "javascript:alert(1)", title: " " }),
      });
      expect(codeOf(bad)).toBe("BAD_USER_INPUT");
      expect(problemsOf(bad)).toMatchObject({
        image: "Use an uploaded image (/uploads/…) or an http(s) URL.",
        title: "Please enter the banner's title.",
        buttonLink: expect.stringMatching(/^Invalid URL/u),
      });
      for (const buttonLink of ["//evil.example/x", "/\\evil.example", "data:text/html,hi"]) {
        expect(problemsOf(await asAdmin(CREATE_BANNER, { input: bannerInput({ buttonLink }) })), buttonLink).toHaveProperty("buttonLink");
      }
      expect(problemsOf(await asAdmin(CREATE_BANNER, { input: bannerInput({ buttonLink: null }) }))).toEqual({
        buttonLink: "Give the button a link, or leave its text empty.",
      });
      const ok1 = await ok<{ createBanner: Banner }>(CREATE_BANNER, {
        input: bannerInput({ title: "External", buttonLink: "https://example.com/sale?x=1", mobileImage: "", subtitle: "" }),
      });
      expect(ok1.createBanner).toMatchObject({ buttonLink: "https://example.com/sale?x=1", mobileImage: null, subtitle: null });
    });

    it("updates every field, switches a banner off and on, reorders all and deletes, each audited", async () => {
      const { createBanner: made } = await ok<{ createBanner: Banner }>(CREATE_BANNER, { input: bannerInput({ title: "To edit" }) });
      const { updateBanner } = await ok<{ updateBanner: Banner }>(UPDATE_BANNER, {
        id: made.id,
        input: bannerInput({ title: "Edited", buttonText: null, buttonLink: null, description: null, image: "https://cdn.example.com/x.png" }),
      });
      expect(updateBanner).toMatchObject({ title: "Edited", buttonText: null, buttonLink: null, description: null, isActive: true, sortOrder: made.sortOrder });

      await ok(`mutation($id: ID!) { setBannerActive(id: $id, active: false) { id isActive } }`, { id: made.id });
      let home = (await shop.graphql<{ banners: { id: string }[] }>(PUBLIC_BANNERS)).body.data!.banners;
      expect(home.map((b) => b.id)).not.toContain(made.id);
      expect((await ok<{ adminBanners: Banner[] }>(ADMIN_BANNERS)).adminBanners.find((b) => b.id === made.id)!.isActive).toBe(false);
      // An update without isActive keeps it.
      const kept = await ok<{ updateBanner: Banner }>(UPDATE_BANNER, { id: made.id, input: bannerInput({ title: "Still off" }) });
      expect(kept.updateBanner.isActive).toBe(false);
      await ok(`mutation($id: ID!) { setBannerActive(id: $id, active: true) { id } }`, { id: made.id });

      const all = (await ok<{ adminBanners: Banner[] }>(ADMIN_BANNERS)).adminBanners;
      const reversed = all.map((b) => b.id).reverse();
      const { reorderBanners } = await ok<{ reorderBanners: Banner[] }>(`mutation($ids: [ID!]!) { reorderBanners(ids: $ids) { id sortOrder } }`, {
        ids: reversed,
      });
      expect(reorderBanners.map((b) => b.id)).toEqual(reversed);
      home = (await shop.graphql<{ banners: { id: string }[] }>(PUBLIC_BANNERS)).body.data!.banners;
      expect(home.map((b) => b.id)).toEqual(reversed.filter((id) => all.find((b) => b.id === id)!.isActive || id === made.id));

      const partial = await asAdmin(`mutation($ids: [ID!]!) { reorderBanners(ids: $ids) { id } }`, { ids: reversed.slice(1) });
      expect(problemsOf(partial)).toEqual({ ids: "List every banner exactly once." });
      const twice = await asAdmin(`mutation($ids: [ID!]!) { reorderBanners(ids: $ids) { id } }`, { ids: [reversed[0], ...reversed.slice(0, -1)] });
      expect(codeOf(twice)).toBe("BAD_USER_INPUT");

      expect(await ok(`mutation($id: ID!) { deleteBanner(id: $id) }`, { id: made.id })).toEqual({ deleteBanner: made.id });
      expect(codeOf(await asAdmin(`mutation($id: ID!) { deleteBanner(id: $id) }`, { id: made.id }))).toBe("NOT_FOUND");
      expect(codeOf(await asAdmin(`mutation { deleteBanner(id: "not-a-uuid") }`))).toBe("NOT_FOUND");

      for (const action of ["banner.update", "banner.setActive", "banner.reorder", "banner.delete"]) {
        expect((await auditEntries(action)).length, action).toBeGreaterThan(0);
      }
      const [deleted] = await auditEntries("banner.delete");
      expect(deleted).toMatchObject({ entityIds: [made.id], before: expect.objectContaining({ title: "Still off" }) });
    });

    it("lets only admins list all banners and write them", async () => {
      const [banner] = (await ok<{ adminBanners: Banner[] }>(ADMIN_BANNERS)).adminBanners;
      await refusedToOthers(ADMIN_BANNERS);
      await refusedToOthers(CREATE_BANNER, { input: bannerInput() });
      await refusedToOthers(UPDATE_BANNER, { id: banner!.id, input: bannerInput() });
      await refusedToOthers(`mutation($id: ID!) { setBannerActive(id: $id, active: false) { id } }`, { id: banner!.id });
      await refusedToOthers(`mutation($ids: [ID!]!) { reorderBanners(ids: $ids) { id } }`, { ids: [banner!.id] });
      await refusedToOthers(`mutation($id: ID!) { deleteBanner(id: $id) }`, { id: banner!.id });
      expect((await ok<{ adminBanners: Banner[] }>(ADMIN_BANNERS)).adminBanners[0]).toEqual(banner);
    });
  });

  describe("settings", () => {
    const everySection = () => ({
      // Prices to the poisha, so the zone fee keeps its 0.50 (whole-unit prices store whole fees: decision 021).
      store: { siteName: "  Dhaka Threads ", siteDescription: "Clothes.", logo: "/uploads/logo.webp", favicon: "https://cdn.example.com/f.png", currency: "BDT", locale: "en-bd", priceRounding: "MINOR" },
      contact: { email: "hello@dhaka-threads.example", phone: "+880 1712-345678", address: "House 1, Road 2, Dhaka" },
      socialMedia: { facebook: "https://facebook.com/dt", instagram: "", x: null, youtube: "https://youtube.com/@dt", whatsAppLink: "https://wa.me/8801712345678" },
      delivery: { zones: zones(75.5), freeShippingThreshold: 5000 },
      privacyPolicy: `<h2>Privacy</h2><p onclick="alert(1)">We keep <a href="javascript:alert(1)">little</a>.</p><script>alert(1)</script><img src=x onerror=alert(1)>`,
    });

    it("saves every section, sanitizes the privacy policy and shows it all publicly, audited", async () => {
      const { updateSettings } = await ok<{ updateSettings: Record<string, unknown> }>(UPDATE_SETTINGS, { input: everySection() });
      expect(updateSettings).toMatchObject({
        siteName: "Dhaka Threads",
        logo: "/uploads/logo.webp",
        locale: "en-BD",
        priceRounding: "MINOR",
        contactEmail: "hello@dhaka-threads.example",
        socialMedia: { facebook: "https://facebook.com/dt", instagram: null, x: null, whatsAppLink: "https://wa.me/8801712345678" },
        deliveryZones: zones(75.5),
        freeShippingThreshold: 5000,
        privacyPolicy: "<h2>Privacy</h2><p>We keep <a rel=\"noopener noreferrer\">little</a>.</p>",
      });
      const visible = await shop.graphql<{ settings: Record<string, unknown> }>(`{ settings { ${SETTINGS} } }`);
      expect(visible.body.data!.settings).toEqual(updateSettings);

      const [entry] = (await auditEntries("settings.update")).slice(-1);
      expect(entry).toMatchObject({ actorUid: admin.uid, entityType: "settings" });
      expect(entry!.after).toMatchObject({ siteName: "Dhaka Threads", privacyPolicyLength: expect.any(Number) });
      expect(entry!.before).toHaveProperty("siteName");
    });

    it("changes only the sections given", async () => {
      await ok(UPDATE_SETTINGS, { input: { contact: { email: "desk@dhaka-threads.example" } } });
      const { settings } = (await shop.graphql<{ settings: { siteName: string; contactEmail: string; contactPhone: string | null } }>(`{ settings { siteName contactEmail contactPhone } }`)).body.data!;
      expect(settings).toEqual({ siteName: "Dhaka Threads", contactEmail: "desk@dhaka-threads.example", contactPhone: null });
    });

    it("charges the new zone fee at checkout", async () => {
      await ok(UPDATE_SETTINGS, { input: { delivery: { zones: zones(88), freeShippingThreshold: null } } });
      const product = (await shop.graphql<{ products: { items: { id: string; variants: { color: string; size: string; stock: number }[] }[] } }>(
        "{ products(take: 20) { items { id variants { color size stock } } } }",
      )).body.data!.products.items.find((p) => p.variants.length === 0 || p.variants.some((v) => v.stock > 0))!;
      const variant = product.variants.find((v) => v.stock > 0);
      const quote = await shop.graphql<{ quoteCart: { shipping: number; deliveryZone: string } }>(
        `query($input: QuoteCartInput!) { quoteCart(input: $input) { shipping deliveryZone } }`,
        { input: { lines: [{ productId: product.id, color: variant?.color, size: variant?.size, quantity: 1 }], district: "Gazipur" } },
      );
      expect(quote.body.data!.quoteCart.deliveryZone).toBe("Inside Dhaka");
      expect(quote.body.data!.quoteCart.shipping).toBeGreaterThanOrEqual(88);
    });

    it("refuses bad emails, URLs, zones and fees with spec §5's messages, changing nothing", async () => {
      const before = (await shop.graphql<{ settings: Record<string, unknown> }>(`{ settings { ${SETTINGS} } }`)).body.data!.settings;
      const bad = await asAdmin(UPDATE_SETTINGS, {
        input: {
          store: { siteName: "Changed", currency: "BDT", locale: "en-BD" },
          contact: { email: "not-an-email" },
          socialMedia: { facebook: "facebook.com/dt", whatsAppLink: "javascript:alert(1)" },
        },
      });
      expect(codeOf(bad)).toBe("BAD_USER_INPUT");
      expect(problemsOf(bad)).toEqual({
        "contact.email": "Invalid email address",
        "socialMedia.facebook": "Invalid URL",
        "socialMedia.whatsAppLink": "Invalid URL",
      });

      const twoDefaults = await asAdmin(UPDATE_SETTINGS, {
        input: { delivery: { zones: zones().map((z) => ({ ...z, isDefault: true })) } },
      });
      expect(problemsOf(twoDefaults)).toEqual({ "delivery.zones": "Choose exactly one default zone." });
      const negative = await asAdmin(UPDATE_SETTINGS, { input: { delivery: { zones: [{ ...zones()[0], fee: -5 }, zones()[1]] } } });
      expect(problemsOf(negative)).toEqual({ "delivery.zones.0.fee": "A fee is an amount from 0 to 10,000,000 with at most two decimals." });
      const sameDistrict = await asAdmin(UPDATE_SETTINGS, {
        input: { delivery: { zones: [zones()[0], { ...zones()[1], districts: ["dhaka"] }] } },
      });
      expect(problemsOf(sameDistrict)).toEqual({ "delivery.zones.1.districts": "dhaka is listed in two zones." });
      const noZones = await asAdmin(UPDATE_SETTINGS, { input: { delivery: { zones: [] } } });
      expect(problemsOf(noZones)).toEqual({ "delivery.zones": "Add at least one delivery zone." });
      const badStore = await asAdmin(UPDATE_SETTINGS, { input: { store: { siteName: "", logo: "javascript:x", currency: "JPY", locale: "en-BD" } } });
      expect(Object.keys(problemsOf(badStore)).sort()).toEqual(["store.currency", "store.logo", "store.siteName"]);

      const after = (await shop.graphql<{ settings: Record<string, unknown> }>(`{ settings { ${SETTINGS} } }`)).body.data!.settings;
      expect(after).toEqual(before);
    });

    it("keeps the reports' time zone and low-stock level, the level for admins only", async () => {
      expect((await shop.graphql<{ settings: { timeZone: string } }>("{ settings { timeZone } }")).body.data!.settings.timeZone).toBe("Asia/Dhaka");
      expect(await ok(UPDATE_SETTINGS.replace(SETTINGS, "timeZone lowStockThreshold"), { input: { reports: { timeZone: " Europe/London ", lowStockThreshold: 12 } } })).toEqual({
        updateSettings: { timeZone: "Europe/London", lowStockThreshold: 12 },
      });
      const bad = await asAdmin(UPDATE_SETTINGS, { input: { reports: { timeZone: "Mars/Olympus", lowStockThreshold: -1 } } });
      expect(problemsOf(bad)).toEqual({
        "reports.timeZone": "A time zone is a name such as Asia/Dhaka.",
        "reports.lowStockThreshold": "The low-stock level is a whole number from 0 to 1,000,000.",
      });
      const asShopper = await shop.graphql("{ settings { timeZone lowStockThreshold } }", undefined, bearer(shopper.idToken));
      expect(codeOf(asShopper.body)).toBe("FORBIDDEN");
      const rest = await shop.app.inject({ method: "GET", url: "/api/settings" });
      expect(rest.json()).toMatchObject({ timeZone: "Europe/London" });
      expect(rest.json()).not.toHaveProperty("lowStockThreshold");
      await ok(UPDATE_SETTINGS, { input: { reports: { timeZone: "Asia/Dhaka", lowStockThreshold: 5 } } });
    });

    it("keeps the phone links' country code: 880 for a new shop, kept when the contact section leaves it out, digits only", async () => {
      const countryCode = async () => (await shop.graphql<{ settings: { phoneCountryCode: string } }>("{ settings { phoneCountryCode } }")).body.data!.settings.phoneCountryCode;
      expect(await countryCode()).toBe("880");
      await ok(UPDATE_SETTINGS, { input: { contact: { email: null, phoneCountryCode: " 44 " } } });
      expect(await countryCode()).toBe("44");
      await ok(UPDATE_SETTINGS, { input: { contact: { email: null } } });
      expect(await countryCode()).toBe("44");
      for (const bad of ["+44", "0044", "1234", ""]) {
        const refused = await asAdmin(UPDATE_SETTINGS, { input: { contact: { phoneCountryCode: bad } } });
        expect(Object.keys(problemsOf(refused)), bad).toEqual(["contact.phoneCountryCode"]);
      }
      await ok(UPDATE_SETTINGS, { input: { contact: { phoneCountryCode: "880" } } });
      expect(await countryCode()).toBe("880");
    });

    it("lets only admins change the settings", async () => {
      await refusedToOthers(UPDATE_SETTINGS, { input: { contact: { email: "x@example.com" } } });
    });
  });

  describe("the tracking pixel", () => {
    it("takes digits only, needs an id to turn on, and switches the storefront's pixel policy", async () => {
      expect(problemsOf(await asAdmin(SET_PIXEL, { input: { pixelId: "12ab34", status: "ACTIVE" } }))).toEqual({ pixelId: "A pixel id has digits only." });
      expect(problemsOf(await asAdmin(SET_PIXEL, { input: { pixelId: "", status: "ACTIVE" } }))).toEqual({
        pixelId: "Enter the pixel id to turn the pixel on.",
      });
      expect((await shop.graphql<{ pixelConfig: unknown }>("{ pixelConfig { pixelId status } }")).body.data!.pixelConfig).toEqual({ pixelId: null, status: "INACTIVE" });

      expect(await ok(SET_PIXEL, { input: { pixelId: " 1234567890 ", status: "ACTIVE" } })).toEqual({ setPixelConfig: { pixelId: "1234567890", status: "ACTIVE" } });
      expect((await shop.graphql<{ pixelConfig: unknown }>("{ pixelConfig { pixelId status } }")).body.data!.pixelConfig).toEqual({ pixelId: "1234567890", status: "ACTIVE" });
      const page = () => shop.app.inject({ method: "GET", url: "/", headers: { accept: "text/html" } });
      const active = await page();
      expect(active.headers["content-security-policy"]).toContain("https://connect.facebook.net");

      expect(await ok(SET_PIXEL, { input: { pixelId: "1234567890", status: "INACTIVE" } })).toEqual({ setPixelConfig: { pixelId: "1234567890", status: "INACTIVE" } });
      const inactive = await page();
      expect(inactive.headers["content-security-policy"]).not.toContain("connect.facebook.net");

      const entries = await auditEntries("pixel.update");
      expect(entries.map((e) => e.after)).toEqual([{ pixelId: "1234567890", status: "ACTIVE" }, { pixelId: "1234567890", status: "INACTIVE" }]);
      await refusedToOthers(SET_PIXEL, { input: { pixelId: "1", status: "ACTIVE" } });
    });
  });
});
