import { describe, expect, it } from "vitest";
import { headTags, pageHead } from "./page-head.js";

const site = { siteName: "Shop", siteDescription: "Everything", logo: "/uploads/logo.png" };
const origin = "https://shop.example";
const category = { name: "Men Fashion", slug: "men-fashion", image: null, subCategories: ["Shirts", "Jeans"] };

describe("pageHead", () => {
  it("gives a plain page the site's tags and its own path as canonical", () => {
    const head = pageHead({ origin, pathname: "/contact-us", site });
    expect(head).toMatchObject({
      documentTitle: "Shop | contact us",
      title: "Shop",
      description: "Everything",
      canonicalUrl: "https://shop.example/contact-us",
      imageUrl: "https://shop.example/uploads/logo.png",
      robots: "index,follow",
    });
  });

  it("gives a category its slug as canonical, whatever the spelling in the path", () => {
    const head = pageHead({ origin, pathname: "/product-category/Men%20Fashion", site, subject: { kind: "category", category, moved: false } });
    expect(head.canonicalUrl).toBe("https://shop.example/product-category/men-fashion");
    expect(head.documentTitle).toBe("Shop | Men Fashion");
    expect(head.title).toBe("Men Fashion | Shop");
    expect(head.description).toBe("Shop Men Fashion: Shirts, Jeans at Shop.");
  });

  it("gives a moved category its current address's title", () => {
    const head = pageHead({ origin, pathname: "/product-category/old-name", site, subject: { kind: "category", category, moved: true } });
    expect(head.documentTitle).toBe("Shop | men fashion");
    expect(head.canonicalUrl).toBe("https://shop.example/product-category/men-fashion");
  });

  it("gives a product its name, excerpt, first image and type", () => {
    const product = { name: "Shirt", slug: "shirt", description: "<p>Soft <b>cotton</b></p>", images: ["https://cdn.example/a.jpg"] };
    const head = pageHead({ origin, pathname: "/products/shirt", site, subject: { kind: "product", product } });
    expect(head).toMatchObject({ title: "Shirt", description: "Soft cotton", imageUrl: "https://cdn.example/a.jpg", type: "product" });
  });

  it("titles a private page by what it shows, never indexed", () => {
    const head = pageHead({ origin, pathname: "/admin-dashboard/edit-product/0b1c", site, subject: { kind: "titled", title: "Linen shirt" } });
    expect([head.documentTitle, head.robots]).toEqual([`${site.siteName} | Linen shirt`, "noindex"]);
  });

  it("says noindex on a missing page", () => {
    expect(pageHead({ origin, pathname: "/nope", site, subject: { kind: "missing" } }).robots).toBe("noindex");
  });
});

describe("headTags", () => {
  it("has one title and one canonical link, and image tags only with an image", () => {
    const head = pageHead({ origin, pathname: "/", site: { ...site, logo: null } });
    const tags = headTags(head);
    expect(tags.filter((t) => t.tag === "title")).toHaveLength(1);
    expect(tags.filter((t) => t.tag === "link" && t.attrs.rel === "canonical")).toHaveLength(1);
    expect(tags.some((t) => t.tag === "meta" && t.attrs.property === "og:image")).toBe(false);
    expect(tags).toContainEqual({ tag: "meta", attrs: { name: "twitter:card", content: "summary" } });
  });
});
