import { describe, expect, it } from "vitest";
import {
  FIELD_MESSAGES,
  checkFields,
  checkoutEmailRule,
  contactRules,
  fieldRules,
  isHttpUrl,
  profileRules,
  textRule,
} from "./fields.js";

describe("field rules", () => {
  it("accepts phone numbers of digits, spaces and dashes with an optional leading +", () => {
    for (const ok of ["+880 1712-345678", "01712345678", "1234567"]) expect(fieldRules.phone(ok)).toBeUndefined();
    for (const bad of ["", "12345", "call me", "+-1234567", "1".repeat(31)]) expect(fieldRules.phone(bad)).toBe(FIELD_MESSAGES.phone);
    expect(fieldRules.optionalPhone("")).toBeUndefined();
    expect(fieldRules.optionalPhone("  ")).toBeUndefined();
  });

  it("checks emails with one pattern and one length limit", () => {
    expect(fieldRules.email("ana@example.com")).toBeUndefined();
    expect(fieldRules.email("")).toBe(FIELD_MESSAGES.email);
    for (const bad of ["ana", "ana@example", "ana@.com", "a b@example.com", `${"a".repeat(310)}@example.com`]) {
      expect(fieldRules.email(bad)).toBe(FIELD_MESSAGES.emailInvalid);
    }
    expect(contactRules.email(`${"a".repeat(190)}@example.com`)).toBe(FIELD_MESSAGES.emailInvalid);
  });

  it("asks guests, not customers, for an email at checkout", () => {
    expect(checkoutEmailRule(true)("")).toBe(FIELD_MESSAGES.emailForOrder);
    expect(checkoutEmailRule(false)("")).toBeUndefined();
    expect(checkoutEmailRule(false)("nope")).toBe(FIELD_MESSAGES.emailInvalid);
  });

  it("trims before measuring, and counts a new password's characters as people see them", () => {
    expect(fieldRules.deliveryAddress("  ab  ")).toBe(FIELD_MESSAGES.address);
    expect(fieldRules.name(`  ${"a".repeat(100)}  `)).toBeUndefined();
    expect(fieldRules.newPassword("😀😀😀😀😀😀😀😀")).toBeUndefined();
    expect(fieldRules.newPassword("1234567")).toBe(FIELD_MESSAGES.passwordTooShort);
    expect(fieldRules.password(" ")).toBeUndefined();
  });

  it("accepts only http(s) URLs with a host", () => {
    expect(isHttpUrl("https://example.com/a.png")).toBe(true);
    for (const bad of ["javascript:alert(1)", "ftp://example.com", "https://", "http://exa mple.com"]) expect(isHttpUrl(bad)).toBe(false);
    expect(profileRules.photoURL("")).toBeUndefined();
    expect(profileRules.photoURL("data:image/png;base64,AAAA")).toBe(FIELD_MESSAGES.url);
  });

  it("reports the first problem of each field", () => {
    const rule = textRule({ required: "empty", min: [3, "short"], max: [5, "long"] });
    expect([rule(""), rule("ab"), rule("abcdef"), rule("abcd")]).toEqual(["empty", "short", "long", undefined]);
    expect(checkFields(contactRules, { name: "Ana", email: "x", subject: "", message: "Hello there, shop" })).toEqual({
      email: FIELD_MESSAGES.emailInvalid,
      subject: FIELD_MESSAGES.subject,
    });
  });
});
