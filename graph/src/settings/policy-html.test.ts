import { describe, expect, it } from "vitest";
import { policyTextToHtml } from "./policy-html.js";

describe("policyTextToHtml", () => {
  it("makes paragraphs of blank-line-separated text, keeping single line breaks, escaped", () => {
    expect(policyTextToHtml("We collect your address.\r\n\r\nWe never sell <data> & more.\nAsk us anytime.\n\n\n")).toBe(
      "<p>We collect your address.</p><p>We never sell &lt;data&gt; &amp; more.<br>Ask us anytime.</p>",
    );
  });

  it("leaves HTML and blank text alone", () => {
    expect(policyTextToHtml("<p>Hi</p>")).toBe("<p>Hi</p>");
    expect(policyTextToHtml("  \n \n")).toBe("");
  });
});
