import { describe, expect, it } from "vitest";
import { decodePercentEscapes, plainTextExcerpt } from "./text.js";

describe("plainTextExcerpt", () => {
  it("turns HTML into one line of text, keeping words of adjacent blocks apart", () => {
    expect(plainTextExcerpt("<p>The <strong>best</strong> shirt.</p><ul><li>Cotton</li><li>Hand&nbsp;made</li></ul>")).toBe(
      "The best shirt. Cotton Hand made",
    );
  });

  it("never runs or keeps markup", () => {
    expect(plainTextExcerpt('<img src="x" onerror="alert(1)"><p>Safe &lt;text&gt;</p>')).toBe("Safe <text>");
    expect(plainTextExcerpt("<script>alert(1)</script><p>Only &amp; this &#8211; &#x263A;</p>")).toBe("Only & this – ☺");
  });

  it("cuts long text at a word boundary with an ellipsis", () => {
    const excerpt = plainTextExcerpt(`<p>${"word ".repeat(60)}</p>`, 30);
    expect(excerpt.length).toBeLessThanOrEqual(30);
    expect(excerpt).toBe("word word word word word word…");
  });

  it("is empty for an empty description", () => {
    expect(plainTextExcerpt("")).toBe("");
  });
});

describe("decodePercentEscapes", () => {
  it("decodes escapes, and leaves malformed ones as they are", () => {
    expect(decodePercentEscapes("Men%20Fashion")).toBe("Men Fashion");
    expect(decodePercentEscapes("%E0%A4%A")).toBe("%E0%A4%A");
    expect(decodePercentEscapes("100% cotton")).toBe("100% cotton");
  });
});
