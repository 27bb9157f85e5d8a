import "reflect-metadata";
import { createHash } from "node:crypto";
import { buildSchema, type GraphQLObjectType, type GraphQLSchema } from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { renderApiReference } from "./api-reference.js";
import { buildShopSchema } from "./schema.js";

describe("the API reference page", () => {
  let schema: GraphQLSchema;
  let html: string;

  beforeAll(async () => {
    schema = await buildShopSchema();
    html = renderApiReference(schema).html;
  });

  const rootFields = () =>
    [schema.getQueryType(), schema.getMutationType()].flatMap((root) =>
      Object.values((root as GraphQLObjectType).getFields()).map((field) => ({ root: (root as GraphQLObjectType).name, field })),
    );

  it("has an anchor for every root field and every named type, and links to each from the contents", () => {
    for (const { root, field } of rootFields()) expect(html).toContain(`id="${root}.${field.name}"`);
    const named = Object.keys(schema.getTypeMap()).filter((name) => !name.startsWith("__") && name !== "Query" && name !== "Mutation");
    for (const name of named) {
      expect(html).toContain(`id="type-${name}"`);
      expect(html).toContain(`href="#type-${name}"`);
    }
  });

  it("says who may call each root field, as auth/access.ts declares it", () => {
    for (const { root, field } of rootFields()) {
      const article = html.slice(html.indexOf(`id="${root}.${field.name}"`));
      const who = article.slice(0, article.indexOf("</article>"));
      expect(who, `${root}.${field.name}`).toContain(`<span class="access">${String(field.extensions.access)}</span>`);
    }
    const products = html.slice(html.indexOf('id="Query.products"'));
    expect(products.slice(0, products.indexOf("</article>"))).toContain("only for filter.status");
  });

  it("shows arguments with their types and defaults, enum values and descriptions", () => {
    expect(html).toContain('products(filter: <a href="#type-ProductFilter">ProductFilter</a>, sort: <a href="#type-ProductSort">ProductSort</a>! = NEWEST');
    expect(html).toContain("<code>NEWEST</code>");
    expect(html).toContain("Products, filtered and sorted; prices filter on the discounted price.");
  });

  it("names an app scope when a root field declares one, and says when no scope grants an admin field", () => {
    const small = buildSchema(`type Query { a: Int b: Int c: Int d: Int }`);
    const fields = small.getQueryType()!.getFields();
    fields.a!.extensions = { access: "ADMIN", scope: "WRITE_INVENTORY" };
    fields.b!.extensions = { access: "ADMIN" };
    fields.d!.extensions = { access: "PUBLIC", adminOnly: "filter.status", scope: "READ_PRODUCTS" };
    const page = renderApiReference(small).html;
    expect(page).toContain('<span class="access">ADMIN</span> · an admin, or an app with <span class="scope">WRITE_INVENTORY</span>');
    expect(page).toContain('<span class="access">PUBLIC</span> · admins or an app with <span class="scope">READ_PRODUCTS</span> only for filter.status');
    expect(page).toContain("admins (people) only: no app scope grants it");
    expect(page).toContain('<span class="access">not declared</span>');
  });

  it("escapes descriptions and loads nothing from anywhere", () => {
    const page = renderApiReference(buildSchema(`type Query { """<img src=x onerror=alert(1)> and \`code\`""" a: Int }`));
    expect(page.html).not.toContain("<img");
    expect(page.html).toContain("&#60;img src=x onerror=alert(1)&#62; and <code>code</code>");
    // Text is escaped, so any `<` is the page's own markup: no element that loads or runs anything, and only links within the page.
    expect(html).not.toMatch(/<(?:script|link|img|iframe|object|embed|source|video|audio|form)\b|\bsrc=|url\(|@import/i);
    expect([...html.matchAll(/href="([^"]*)"/g)].every((match) => match[1]!.startsWith("#"))).toBe(true);
  });

  it("has one inline style, whose hash is the one its policy allows", () => {
    const { html: page, styleHash } = renderApiReference(schema);
    const styles = [...page.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
    expect(styles).toHaveLength(1);
    expect(styleHash).toBe(`sha256-${createHash("sha256").update(styles[0]!).digest("base64")}`);
  });
});
