import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "../shared/rich-text.js";
import { privacyPolicyTemplate } from "./privacy-policy-template.js";

describe("privacyPolicyTemplate", () => {
  const updatedOn = new Date("2026-11-23T20:30:00Z");

  it("covers what the shop does with shoppers' data, under its headings", () => {
    const html = privacyPolicyTemplate({}, updatedOn, "Asia/Dhaka");
    const headings = [...html.matchAll(/<h2>([^<]+)<\/h2>/gu)].map((m) => m[1]);
    expect(headings).toEqual([
      "What we collect when you order",
      "Your account",
      "What your browser keeps",
      "Advertising measurement (Meta Pixel)",
      "Who we share your information with",
      "How long we keep it",
      "Your rights",
      "How we protect it",
      "Changes to this policy",
      "Contact us",
    ]);
    for (const fact of ["phone number", "Firebase Authentication", "Google", "local storage", "cookieless", "Meta Pixel", "Steadfast", "delete"]) {
      expect(html).toContain(fact);
    }
    // The day in the shop's time zone: 02:30 on the 24th in Dhaka.
    expect(html).toContain("Last updated: 24 November 2026");
  });

  it("passes the rich-text sanitizer unchanged, contact details included", () => {
    const html = privacyPolicyTemplate(
      { email: "hello@example.com", phone: "+880 1700-000000", address: "House 1, Road 1 <Dhanmondi> & Co" },
      updatedOn,
      "Asia/Dhaka",
    );
    expect(sanitizeRichText(html)).toBe(html);
    expect(html).toContain('<a href="mailto:hello@example.com" rel="noopener noreferrer">hello@example.com</a>');
    expect(html).toContain("<li>Phone: +880 1700-000000</li>");
    expect(html).toContain("House 1, Road 1 &lt;Dhanmondi&gt; &amp; Co");
  });

  it("names only the contact page when the shop has no contact details yet", () => {
    const html = privacyPolicyTemplate({ email: " ", phone: null }, updatedOn, "Asia/Dhaka");
    expect(html).not.toContain("Email:");
    expect(html).not.toContain("Phone:");
    expect(html).toContain("/contact-us");
  });
});
