import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContactMessage } from "../../graph/src/content/contact-message.entity.js";
import { CONTACT_LIMIT } from "../../graph/src/content/contact.service.js";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { startTestShop, type TestShop } from "../support/shop.js";

const SEND = `mutation Send($input: ContactMessageInput!) {
  createContactMessage(input: $input) { id name email phone subject message status createdAt }
}`;

const valid = {
  name: "Rahim Uddin",
  email: "Rahim@Example.com",
  phone: "+880 1711-000000",
  subject: "Delivery to Sylhet",
  message: "Do you deliver to Sylhet, and how long does it take?",
};

describe.skipIf(skipDatabaseTests)(`storefront content over GraphQL (${testDatabaseKind})`, () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop({ seed: true });
  });
  afterAll(() => shop?.close());

  /** Send from a given client address (the rate-limit key). */
  const send = async (input: Record<string, unknown>, ip = "10.0.0.1") => {
    const res = await shop.app.inject({
      method: "POST",
      url: "/graphql",
      remoteAddress: ip,
      headers: { "content-type": "application/json" },
      payload: { query: SEND, variables: { input } },
    });
    return res.json() as {
      data?: { createContactMessage: Record<string, unknown> } | null;
      errors?: { message: string; extensions: { code: string; fields?: { field: string }[] } }[];
    };
  };
  const storedCount = () => shop.database.dataSource.getRepository(ContactMessage).count();

  describe("banners", () => {
    it("lists the active banners in order", async () => {
      const { body } = await shop.graphql<{ banners: { title: string; image: string; buttonLink: string }[] }>(
        "{ banners { title image mobileImage buttonText buttonLink } }",
      );
      expect(body.data!.banners.map((b) => b.title)).toEqual(["Eid Collection", "Step into comfort", "Made for home"]);
      expect(body.data!.banners.every((b) => b.image.startsWith("/uploads/"))).toBe(true);
    });

    it("leaves out inactive banners", async () => {
      await shop.services.banners.create({ title: "Hidden", image: "/uploads/x.svg", isActive: false, sortOrder: -1 });
      const { body } = await shop.graphql<{ banners: { title: string }[] }>("{ banners { title } }");
      expect(body.data!.banners.map((b) => b.title)).not.toContain("Hidden");
    });

    it("refuses a button link that is neither a shop path nor http(s)", async () => {
      await expect(
        shop.services.banners.create({ title: "Bad", image: "/x.svg", buttonLink: "javascript:alert(1)" }),
      ).rejects.toMatchObject({ code: "BAD_USER_INPUT" });
      await expect(shop.services.banners.create({ title: "Bad", image: "/x.svg", buttonLink: "//evil.test" })).rejects.toMatchObject({
        code: "BAD_USER_INPUT",
      });
    });
  });

  describe("createContactMessage", () => {
    it("stores a valid message, trimmed, with status NEW", async () => {
      const before = await storedCount();
      const body = await send({ ...valid, name: "  Rahim Uddin  " }, "10.0.0.2");
      expect(body.errors).toBeUndefined();
      expect(body.data!.createContactMessage).toMatchObject({
        name: "Rahim Uddin",
        email: "rahim@example.com",
        subject: "Delivery to Sylhet",
        status: "NEW",
      });
      expect(await storedCount()).toBe(before + 1);
    });

    it.each([
      ["an invalid email", { email: "not-an-email" }, "email", "Invalid email address"],
      ["a blank name", { name: "   " }, "name", "Please enter your name."],
      ["a too-short message", { message: "hi" }, "message", "A message has 10 to 5,000 characters."],
      ["a too-long subject", { subject: "x".repeat(151) }, "subject", "A subject has at most 150 characters."],
      ["a malformed phone", { phone: "call me" }, "phone", "Enter a phone number of digits, spaces or dashes."],
    ])("refuses %s with BAD_USER_INPUT naming the field, storing nothing", async (_what, change, field, message) => {
      const before = await storedCount();
      const body = await send({ ...valid, ...change }, "10.0.0.3");
      expect(body.errors![0]!.extensions.code).toBe("BAD_USER_INPUT");
      expect(body.errors![0]!.extensions.fields!.map((f) => f.field)).toContain(field);
      expect(body.errors![0]!.message).toContain(message);
      expect(await storedCount()).toBe(before);
    });

    it(`allows ${CONTACT_LIMIT} messages per client in 10 minutes, then RATE_LIMITED`, async () => {
      for (let i = 0; i < CONTACT_LIMIT; i++) expect((await send(valid, "10.0.0.9")).errors).toBeUndefined();
      const before = await storedCount();
      const refused = await send(valid, "10.0.0.9");
      expect(refused.errors![0]!.extensions.code).toBe("RATE_LIMITED");
      expect(refused.errors![0]!.message).toMatch(/try again in \d+ minutes/);
      expect(await storedCount()).toBe(before);
      // Another client is not affected.
      expect((await send(valid, "10.0.0.10")).errors).toBeUndefined();
    });

    it("does not let a client pick its rate-limit key with X-Forwarded-For", async () => {
      for (let i = 0; i < CONTACT_LIMIT; i++) await send(valid, "10.0.0.20");
      const res = await shop.app.inject({
        method: "POST",
        url: "/graphql",
        remoteAddress: "10.0.0.20",
        headers: { "content-type": "application/json", "x-forwarded-for": "1.2.3.4" },
        payload: { query: SEND, variables: { input: valid } },
      });
      expect(res.json().errors[0].extensions.code).toBe("RATE_LIMITED");
    });
  });

  describe("home-page product lists", () => {
    it("filters discounted and featured products", async () => {
      const { body } = await shop.graphql<{
        sale: { totalItems: number; items: { discount: number }[] };
        featured: { totalItems: number; items: { featured: boolean }[] };
        all: { totalItems: number };
      }>(`{
        sale: products(filter: { discounted: true }, take: 100) { totalItems items { discount } }
        featured: products(filter: { featured: true }, take: 100) { totalItems items { featured } }
        all: products { totalItems }
      }`);
      const { sale, featured, all } = body.data!;
      expect(sale.totalItems).toBeGreaterThan(0);
      expect(sale.totalItems).toBeLessThan(all.totalItems);
      expect(sale.items.every((p) => p.discount > 0)).toBe(true);
      expect(featured.totalItems).toBeGreaterThanOrEqual(8);
      expect(featured.items.every((p) => p.featured)).toBe(true);
    });
  });

  describe("relatedProducts", () => {
    it("lists other products of the same category, same subcategory first", async () => {
      const shirt = (await shop.services.products.findBySlug("classic-cotton-shirt"))!;
      const { body } = await shop.graphql<{ relatedProducts: { id: string; subCategory: string; category: { name: string } }[] }>(
        `{ relatedProducts(productId: "${shirt.id}", take: 6) { id subCategory category { name } } }`,
      );
      const related = body.data!.relatedProducts;
      expect(related.length).toBeGreaterThan(2);
      expect(related.length).toBeLessThanOrEqual(6);
      expect(related.map((p) => p.id)).not.toContain(shirt.id);
      expect(related.every((p) => p.category.name === "Men Fashion")).toBe(true);
      const firstOther = related.findIndex((p) => p.subCategory !== "Shirts");
      expect(related.slice(0, firstOther === -1 ? undefined : firstOther).every((p) => p.subCategory === "Shirts")).toBe(true);
      expect(related[0]!.subCategory).toBe("Shirts");
    });

    it("answers [] for an unknown product and refuses take above 24", async () => {
      const { body } = await shop.graphql('{ relatedProducts(productId: "00000000-0000-4000-8000-000000000000") { id } }');
      expect(body.data).toEqual({ relatedProducts: [] });
      const tooMany = await shop.graphql('{ relatedProducts(productId: "x", take: 25) { id } }');
      expect(tooMany.body.errors![0]!.extensions!.code).toBe("BAD_USER_INPUT");
    });
  });
});
