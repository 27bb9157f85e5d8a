import { describe, expect, it } from "vitest";
import { chunkPreloads } from "./build-manifest.js";

const manifest = {
  "index.html": { file: "assets/index.js", isEntry: true, imports: ["_vendor-react.js", "_shared.js"] },
  "_vendor-react.js": { file: "assets/vendor-react.js" },
  "_shared.js": { file: "assets/shared.js" },
  "src/catalog/pages/HomePage.tsx": { file: "assets/HomePage.js", imports: ["_shared.js", "_carousel.js"] },
  "_carousel.js": { file: "assets/carousel.js", imports: ["_zag.js"] },
  "_zag.js": { file: "assets/zag.js", imports: ["_carousel.js"] },
};

describe("chunkPreloads", () => {
  it("preloads a page's chunk and what it imports, but not the shell's chunks again", () => {
    expect(chunkPreloads(manifest, ["src/catalog/pages/HomePage.tsx"])).toEqual([
      "/assets/HomePage.js",
      "/assets/carousel.js",
      "/assets/zag.js",
    ]);
  });

  it("preloads nothing for a module the build does not know, or for none", () => {
    expect(chunkPreloads(manifest, ["src/nowhere.tsx"])).toEqual([]);
    expect(chunkPreloads(manifest, [])).toEqual([]);
  });
});
