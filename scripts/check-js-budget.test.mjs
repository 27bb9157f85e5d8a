import { describe, expect, it } from "vitest";
import { budgetChecks, entryKey, initialChunks, largest } from "./check-js-budget.mjs";

/** A build's manifest in small: an entry, shared chunks, a lazy route and a lazy admin area. */
const manifest = {
  "index.html": {
    file: "assets/index.js",
    isEntry: true,
    imports: ["_vendor-react.js", "_vendor-ui.js"],
    dynamicImports: ["src/catalog/pages/HomePage.tsx", "src/admin/AdminApp.tsx"],
  },
  "_vendor-react.js": { file: "assets/vendor-react.js" },
  "_vendor-ui.js": { file: "assets/vendor-ui.js", imports: ["_vendor-react.js"] },
  "_money.js": { file: "assets/money.js", imports: ["index.html"] },
  "src/catalog/pages/HomePage.tsx": {
    file: "assets/HomePage.js",
    isDynamicEntry: true,
    imports: ["_money.js", "_vendor-ui.js"],
    dynamicImports: ["_gallery.js"],
  },
  "_gallery.js": { file: "assets/gallery.js" },
  "src/admin/AdminApp.tsx": { file: "assets/AdminApp.js", isDynamicEntry: true, imports: ["_vendor-ui.js"] },
};

const sizes = { "assets/index.js": 100, "assets/vendor-react.js": 50, "assets/vendor-ui.js": 30, "assets/money.js": 5, "assets/HomePage.js": 7 };
const gzipSize = (file) => sizes[file] ?? 1000;

describe("entryKey", () => {
  it("is index.html's chunk", () => {
    expect(entryKey(manifest)).toBe("index.html");
  });

  it("is the only entry when index.html is not one", () => {
    expect(entryKey({ "src/main.tsx": { file: "assets/main.js", isEntry: true } })).toBe("src/main.tsx");
  });

  it("refuses a manifest without an entry", () => {
    expect(() => entryKey({ "_a.js": { file: "assets/a.js" } })).toThrow(/found 0/);
  });
});

describe("initialChunks", () => {
  it("is the entry and its static imports, recursively, each once, without dynamic imports", () => {
    expect(initialChunks(manifest, "index.html")).toEqual(["index.html", "_vendor-react.js", "_vendor-ui.js"]);
  });

  it("adds a route chunk and its static imports, following an import back to the entry only once", () => {
    expect(initialChunks(manifest, "index.html", ["src/catalog/pages/HomePage.tsx"])).toEqual([
      "index.html",
      "_vendor-react.js",
      "_vendor-ui.js",
      "src/catalog/pages/HomePage.tsx",
      "_money.js",
    ]);
  });

  it("refuses a key that is not in the manifest", () => {
    expect(() => initialChunks(manifest, "index.html", ["src/Nope.tsx"])).toThrow(/"src\/Nope.tsx" is not a chunk/);
  });
});

describe("budgetChecks", () => {
  it("checks the entry alone and entry + each route that is a chunk, skipping the others", () => {
    const checks = budgetChecks(manifest, gzipSize, ["src/catalog/pages/HomePage.tsx", "src/catalog/pages/ProductPage.tsx"]);
    expect(checks.map(({ name, total }) => ({ name, total }))).toEqual([
      { name: "entry (index.html)", total: 180 },
      { name: "entry + src/catalog/pages/HomePage.tsx", total: 192 },
    ]);
    expect(largest(checks).name).toBe("entry + src/catalog/pages/HomePage.tsx");
  });
});
