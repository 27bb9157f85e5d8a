import { describe, expect, it } from "vitest";
import {
  courierSettingsRules,
  FIELD_LIMITS,
  FIELD_MESSAGES,
  PASSWORD_RULE_TEXT,
  acceptsNumbers,
  categoryRules,
  checkFields,
  checkoutEmailRule,
  contactRules,
  fieldRules,
  imageRules,
  isHttpUrl,
  isImageUrl,
  orderLookupRules,
  phoneDigits,
  phoneKey,
  smsNumber,
  internationalPhone,
  contactSettingsRules,
  productRules,
  profileRules,
  registerRules,
  signInRules,
  textRule,
  variantRules,
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

// The forms' own cases, moved here from the web's copies of these rules.

describe("contact form rules", () => {
  const valid = {
    name: "Rahim Uddin",
    email: "rahim@example.com",
    phone: "",
    subject: "Delivery time",
    message: "When will my order arrive in Sylhet?",
  };
  const check = (values: Partial<typeof valid>) => checkFields(contactRules, { ...valid, ...values });

  it("accepts a complete form, phone optional", () => {
    expect(check({})).toEqual({});
    expect(check({ phone: "+880 1700-000000" })).toEqual({});
  });

  it("requires name, email, subject and message", () => {
    expect(checkFields(contactRules, { name: "", email: "", phone: "", subject: "", message: "" })).toEqual({
      name: "Please enter your name.",
      email: "Invalid email address",
      subject: "Please enter a subject.",
      message: "Please write a message.",
    });
    expect(check({ name: "   " }).name).toBe("Please enter your name.");
  });

  it("checks the email against a basic address pattern", () => {
    for (const email of ["rahim", "rahim@", "@example.com", "rahim@example", "ra him@example.com", "rahim@@example.com"]) {
      expect(check({ email }).email).toBe("Invalid email address");
    }
    expect(check({ email: " a.b+c@mail.example.co.bd " }).email).toBeUndefined();
  });

  it("applies the server's length limits", () => {
    expect(check({ name: "n".repeat(100) }).name).toBeUndefined();
    expect(check({ name: "n".repeat(101) }).name).toBe("A name has at most 100 characters.");
    expect(check({ subject: "s".repeat(150) }).subject).toBeUndefined();
    expect(check({ subject: "s".repeat(151) }).subject).toBe("A subject has at most 150 characters.");
    expect(check({ message: "123456789" }).message).toBe("A message has 10 to 5,000 characters.");
    expect(check({ message: "  123456789  " }).message).toBe("A message has 10 to 5,000 characters.");
    expect(check({ message: "1234567890" }).message).toBeUndefined();
    expect(check({ message: "m".repeat(5000) }).message).toBeUndefined();
    expect(check({ message: "m".repeat(5001) }).message).toBe("A message has 10 to 5,000 characters.");
  });

  it("checks a phone number when one is given", () => {
    expect(check({ phone: "call me" }).phone).toBe("Enter a phone number of digits, spaces or dashes.");
    expect(check({ phone: "01700000000" }).phone).toBeUndefined();
  });
});

describe("profile form rules", () => {
  const empty = { displayName: "", photoURL: "", phone: "", address: "" };

  it("accepts an empty form: every field is optional", () => {
    expect(checkFields(profileRules, empty)).toEqual({});
  });

  it("applies the URL rule to the photo", () => {
    expect(checkFields(profileRules, { ...empty, photoURL: "ftp://example.com/me.jpg" })).toEqual({ photoURL: "Invalid URL" });
    expect(checkFields(profileRules, { ...empty, photoURL: "https://example.com/me.jpg" })).toEqual({});
  });

  it("checks the name length, the phone pattern and the address length", () => {
    expect(checkFields(profileRules, { displayName: "x".repeat(101), photoURL: "", phone: "call me", address: "a".repeat(501) })).toEqual({
      displayName: "A name has at most 100 characters.",
      phone: "Enter a phone number of digits, spaces or dashes.",
      address: "An address has at most 500 characters.",
    });
    expect(checkFields(profileRules, { ...empty, phone: "+880 1711-000000" })).toEqual({});
  });
});

describe("photo URL rule", () => {
  const urlProblem = fieldRules.optionalUrl;

  it("accepts an empty field (the photo is optional)", () => {
    expect(urlProblem("")).toBeUndefined();
    expect(urlProblem("   ")).toBeUndefined();
  });

  it("accepts http and https URLs, ignoring surrounding spaces", () => {
    expect(urlProblem("https://example.com/me.jpg")).toBeUndefined();
    expect(urlProblem("http://cdn.example.com/a/b.png?size=200")).toBeUndefined();
    expect(urlProblem("  HTTPS://EXAMPLE.COM/ME.JPG  ")).toBeUndefined();
  });

  it.each([
    "example.com/me.jpg",
    "ftp://example.com/me.jpg",
    "javascript:alert(1)",
    "data:image/png;base64,AAAA",
    "mailto:me@example.com",
    "https://",
    "http:///path",
    "https://exa mple.com/me.jpg",
    "not a url",
  ])("refuses %s with Invalid URL", (value) => {
    expect(urlProblem(value)).toBe(FIELD_MESSAGES.url);
  });

  it("says Invalid URL", () => {
    expect(FIELD_MESSAGES.url).toBe("Invalid URL");
  });
});

describe("sign-in and registration rules", () => {
  it("asks for an address, then for a valid one", () => {
    expect(signInRules.email("  ")).toBe("Please enter your email address.");
    expect(signInRules.email("shopper")).toBe("Invalid email address");
    expect(signInRules.email("shopper@shop")).toBe("Invalid email address");
    expect(signInRules.email("sho pper@shop.test")).toBe("Invalid email address");
    expect(signInRules.email(" shopper@shop.test ")).toBeUndefined();
  });

  it("needs an email and a password at sign-in, whatever its length", () => {
    expect(checkFields(signInRules, { email: "", password: "" })).toEqual({
      email: "Please enter your email address.",
      password: "Please enter your password.",
    });
    expect(checkFields(signInRules, { email: "a@b.co", password: "short" })).toEqual({});
  });

  it("checks the name, the email and the shop's password rule at registration", () => {
    expect(checkFields(registerRules, { displayName: " ", email: "nope", password: "1234567" })).toEqual({
      displayName: "Please enter your name.",
      email: "Invalid email address",
      password: "Use at least 8 characters.",
    });
  });

  it("limits the name to 100 characters", () => {
    expect(checkFields(registerRules, { displayName: "x".repeat(101), email: "a@b.co", password: "12345678" })).toEqual({
      displayName: "A name has at most 100 characters.",
    });
  });

  it("accepts a complete registration", () => {
    expect(checkFields(registerRules, { displayName: "Rahim", email: "rahim@shop.test", password: "12345678" })).toEqual({});
  });
});

describe("new password rule", () => {
  const passwordProblem = registerRules.password;

  it("asks for a password when there is none", () => {
    expect(passwordProblem("")).toBe("Please choose a password.");
  });

  it("refuses fewer than 8 characters", () => {
    expect(FIELD_LIMITS.passwordMin).toBe(8);
    expect(passwordProblem("1234567")).toBe("Use at least 8 characters.");
    expect(passwordProblem("       ")).toBe("Use at least 8 characters.");
  });

  it("accepts 8 characters or more, spaces included", () => {
    expect(passwordProblem("12345678")).toBeUndefined();
    expect(passwordProblem("correct horse battery staple")).toBeUndefined();
  });

  it("counts characters, not UTF-16 units", () => {
    // Seven emoji are fourteen UTF-16 units but seven characters.
    expect(passwordProblem("🔑🔑🔑🔑🔑🔑🔑")).toBe("Use at least 8 characters.");
    expect(passwordProblem("🔑🔑🔑🔑🔑🔑🔑🔑")).toBeUndefined();
  });

  it("states the rule on the form in the same terms", () => {
    expect(PASSWORD_RULE_TEXT).toBe("At least 8 characters.");
  });
});

describe("catalog rules (the admin's product and category forms, and the API)", () => {
  it("reads prices as the form's text and as the API's numbers alike", () => {
    for (const ok of ["12.50", " 0 ", "10000000", 12.5, 0, 1999.99]) expect(productRules.price(ok)).toBeUndefined();
    for (const bad of ["12.505", "-1", "abc", "1e3", "10000000.01", 12.505, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(productRules.price(bad)).toBe("A price is an amount from 0 to 10,000,000 with at most two decimals.");
    }
    expect(productRules.price("")).toBe("Please enter the price.");
    expect(productRules.price(null)).toBe("Please enter the price.");
    expect(productRules.shippingCost("")).toBeUndefined();
  });

  it("takes a discount from 0 to 100 and whole stock counts", () => {
    expect([productRules.discount("100"), productRules.discount(12.25), productRules.discount(undefined)]).toEqual([undefined, undefined, undefined]);
    expect(productRules.discount(100.01)).toBe("A discount is a percentage from 0 to 100 with at most two decimals.");
    expect(productRules.stock("3")).toBeUndefined();
    expect(variantRules.stock(2.5)).toBe("Stock is a whole number from 0 to 1,000,000.");
    expect(variantRules.stock("")).toBe("Please enter the stock.");
  });

  it("marks the number rules, so the server lets numbers reach them", () => {
    expect(acceptsNumbers(productRules.price)).toBe(true);
    expect(acceptsNumbers(productRules.name)).toBe(false);
  });

  it("checks names, slugs and SKUs", () => {
    expect(productRules.name(" ")).toBe("Please enter the product's name.");
    expect(productRules.name("n".repeat(201))).toBe("A product name has at most 200 characters.");
    expect(productRules.slug("")).toBeUndefined();
    expect(productRules.slug("blue-shirt-2")).toBeUndefined();
    expect(productRules.slug("Blue Shirt")).toMatch(/^A slug has lowercase letters/);
    expect(productRules.sku("ABC 1")).toBe("A SKU has no spaces.");
    expect(productRules.sku("")).toBe("Please enter a SKU.");
    expect(categoryRules.name("!!!")).toBe("A category name needs at least one letter or digit.");
  });

  it("accepts the shop's uploads and http(s) images, nothing else", () => {
    for (const ok of ["/uploads/demo/a.svg", "/uploads/2026/x-640.webp", "https://cdn.example.com/a.jpg"]) expect(isImageUrl(ok)).toBe(true);
    for (const bad of ["javascript:alert(1)", "data:image/png;base64,AA", "//evil.example/a.png", "/uploads/../db/x", "/etc/passwd", "/uploads/a b.png", "uploads/a.png"]) {
      expect(isImageUrl(bad)).toBe(false);
    }
    expect(imageRules.url("")).toBe("Choose an image.");
    expect(imageRules.url("ftp://x.example/a.png")).toBe("Use an uploaded image (/uploads/…) or an http(s) URL.");
    expect(categoryRules.image("")).toBeUndefined();
  });
});

describe("tracking an order", () => {
  it("compares phones by their digits, whatever the spacing", () => {
    expect(phoneDigits("+880 1711-234 567")).toBe("8801711234567");
    expect(phoneDigits("01711-234567")).toBe(phoneDigits("01711 234 567"));
    expect(phoneDigits("+8801711234567")).not.toBe(phoneDigits("01711234567"));
  });

  it("makes one key of a phone however it is written: national, +880, 00880, spaces and dashes", () => {
    const key = "01711234567";
    for (const spelling of ["01711234567", "01711-234 567", "+8801711234567", "+880 1711-234567", "008801711234567", "00880 1711 234567", "8801711234567", "+880 01711-234567"]) {
      expect(phoneKey(spelling), spelling).toBe(key);
    }
    expect(phoneKey("01811234567")).not.toBe(key);
    // Another country's number keeps its digits and never meets a national one.
    expect(phoneKey("+44 20 7946 0000")).toBe("442079460000");
    expect(phoneKey("0044 20 7946 0000")).toBe("442079460000");
  });

  it("sends SMS to Bangladeshi mobile numbers only, as the gateway takes them (8801XXXXXXXXX), however they are written", () => {
    for (const spelling of ["01711000000", "+880 1711-000000", "008801711000000", "8801711000000"]) expect(smsNumber(spelling), spelling).toBe("8801711000000");
    expect(smsNumber("01211000000")).toBeNull(); // no such operator
    expect(smsNumber("0171100000")).toBeNull(); // a digit short
    expect(smsNumber("029876543")).toBeNull(); // a Dhaka landline
    expect(smsNumber("+44 7700 900000")).toBeNull();
  });

  it("writes a phone in international form for call and WhatsApp links, with the shop's country code for national numbers", () => {
    for (const spelling of ["01712345678", "01712-345 678", "+8801712345678", "+880 1712-345678", "008801712345678", "8801712345678", "+880 01712-345678", "1712345678"]) {
      expect(internationalPhone(spelling, "880"), spelling).toBe("8801712345678");
    }
    // Numbers written with their own code keep it; the setting decides only national ones.
    expect(internationalPhone("+44 20 7946 0000", "880")).toBe("442079460000");
    expect(internationalPhone("0044 20 7946 0000", "880")).toBe("442079460000");
    expect(internationalPhone("020 7946 0000", "44")).toBe("442079460000");
    expect(internationalPhone("01712345678", "91")).toBe("911712345678");
    expect(internationalPhone("", "880")).toBeNull();
    expect(internationalPhone("call me", "880")).toBeNull();
  });

  it("takes a country calling code of 1 to 3 digits, without + or a leading 0", () => {
    for (const ok of ["880", "44", "1", " 91 "]) expect(contactSettingsRules.phoneCountryCode(ok), ok).toBeUndefined();
    for (const bad of ["", "+880", "0880", "8800", "88a"]) expect(contactSettingsRules.phoneCountryCode(bad), bad).toBeDefined();
  });

  it("takes an order number with or without #, and the checkout's phone rule", () => {
    for (const ok of ["10023", "#10023", " # 10023 ", "1"]) expect(orderLookupRules.orderNumber(ok)).toBeUndefined();
    for (const bad of ["", "  ", "ten", "10023a", "#", "1".repeat(13), "1".repeat(21)]) {
      expect(orderLookupRules.orderNumber(bad), bad).toBe(FIELD_MESSAGES.orderNumber);
    }
    expect(orderLookupRules.phone("")).toBe(FIELD_MESSAGES.phone);
    expect(orderLookupRules.phone("+880 1711-234567")).toBeUndefined();
  });

  it("takes a courier key of visible ASCII only: no space, NUL byte, control or invisible character", () => {
    expect(courierSettingsRules.apiKey("Ab3$-_.~key")).toBeUndefined();
    for (const bad of ["has a space", "key-with\u0000nul", "key\u0007bell", "zero\u200bwidth", "nbsp\u00a0key", "ключ-ключ-ключ"]) {
      expect(courierSettingsRules.apiKey(bad), JSON.stringify(bad)).toContain("has no spaces");
    }
  });
});
