import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoBanners } from "../../graph/src/catalog/demo/demo-banners.js";
import { sanitizeRichText } from "../../graph/src/shared/rich-text.js";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { startTestShop, type TestShop } from "../support/shop.js";

/** What a new demo shop shows on its first start: banners with pictures of its products, and a full privacy policy. */
describe.skipIf(skipDatabaseTests)(`demo content of a fresh seed (${testDatabaseKind})`, () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await startTestShop({ seed: true });
  });
  afterAll(() => shop?.close());

  async function served(url: string) {
    const response = await shop.app.inject({ method: "GET", url });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    return sharp(response.rawPayload).metadata();
  }

  it("seeds banners whose wide and square pictures are stored uploads, served by the shop, with alt text naming the products", async () => {
    const { body } = await shop.graphql<{ banners: { title: string; image: string; mobileImage: string | null; imageAlt: string | null }[] }>(
      "{ banners { title image mobileImage imageAlt } }",
    );
    expect(body.errors).toBeUndefined();
    const banners = body.data!.banners;
    expect(banners.map((b) => b.title)).toEqual(demoBanners.map((b) => b.title));

    for (const [index, banner] of banners.entries()) {
      // Stored by the upload pipeline: WebP variants under a random id, not the old SVG gradients.
      expect(banner.image).toMatch(/^\/uploads\/images\/[\w-]+\/\d+\.webp$/);
      expect(banner.mobileImage).toMatch(/^\/uploads\/images\/[\w-]+\/\d+\.webp$/);
      const wide = await served(banner.image);
      expect(wide.width / wide.height).toBeCloseTo(1600 / 600, 1);
      const square = await served(banner.mobileImage!);
      expect(square.width).toBe(square.height);

      for (const product of demoBanners[index]!.products) expect(banner.imageAlt).toContain(product);
    }
  });

  it("seeds a complete privacy policy with its headings and the shop's contact details, which the sanitizer keeps as it is", async () => {
    const { body } = await shop.graphql<{ settings: { privacyPolicy: string; contactEmail: string } }>("{ settings { privacyPolicy contactEmail } }");
    const policy = body.data!.settings.privacyPolicy;
    const headings = [...policy.matchAll(/<h2>([^<]+)<\/h2>/gu)].map((m) => m[1]);
    expect(headings).toEqual(expect.arrayContaining(["What we collect when you order", "Who we share your information with", "Your rights", "Contact us"]));
    expect(policy).toContain(`mailto:${body.data!.settings.contactEmail}`);
    expect(policy).toMatch(/Last updated: \d{1,2} \w+ \d{4}/u);
    expect(sanitizeRichText(policy)).toBe(policy);
  });
});
