import { describe, expect, it } from "vitest";
import { policyParagraphs } from "./policyParagraphs";

describe("policyParagraphs", () => {
  it("splits on blank lines and keeps single line breaks inside a paragraph", () => {
    expect(policyParagraphs("We collect your address.\r\n\r\nWe never sell data.\nAsk us anytime.\n\n\n")).toEqual([
      ["We collect your address."],
      ["We never sell data.", "Ask us anytime."],
    ]);
  });

  it("is empty for blank text", () => {
    expect(policyParagraphs("  \n \n")).toEqual([]);
  });
});
