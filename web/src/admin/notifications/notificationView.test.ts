import { describe, expect, it } from "vitest";
import type { MessageChannel, NotificationKind } from "../gql/graphql";
import { type Template, insertAt, problemsByField, kindRows, listEntries, recipientsRules, switchLabel, templateFromPath, templatePath } from "./notificationView";
import { templateInput, templateRules, templateValues } from "./templateForm";

function template(kind: NotificationKind, channel: MessageChannel, extra: Partial<Template> = {}): Template {
  return {
    __typename: "NotificationTemplate",
    kind,
    channel,
    audience: kind.startsWith("OWNER") ? "OWNER" : "SHOPPER",
    enabled: true,
    essential: kind === "ORDER_CONFIRMATION" || kind === "ORDER_CANCELLED",
    subject: channel === "EMAIL" ? "Subject" : null,
    body: "Body",
    isDefault: true,
    variables: ["orderNumber"],
    ...extra,
  };
}

describe("kindRows", () => {
  const templates = [
    template("ORDER_SHIPPED", "SMS"),
    template("OWNER_NEW_ORDER", "EMAIL"),
    template("ORDER_CONFIRMATION", "EMAIL"),
    template("ORDER_SHIPPED", "EMAIL"),
    template("ORDER_CONFIRMATION", "SMS"),
  ];

  it("groups the kinds by audience, in the kinds' order, each with its channels", () => {
    const shopper = kindRows(templates, "SHOPPER");
    expect(shopper.map((row) => row.kind)).toEqual(["ORDER_CONFIRMATION", "ORDER_SHIPPED"]);
    expect(Object.keys(shopper[1]?.templates ?? {}).sort()).toEqual(["EMAIL", "SMS"]);
    expect(shopper.map((row) => row.essential)).toEqual([true, false]);
    const owner = kindRows(templates, "OWNER");
    expect(owner.map((row) => row.kind)).toEqual(["OWNER_NEW_ORDER"]);
    expect(owner[0]?.templates.SMS).toBeUndefined();
  });
});

describe("template addresses", () => {
  it("names a template by its kind and channel, and reads them back", () => {
    expect(templatePath("ORDER_SHIPPED", "SMS")).toBe("notifications/order-shipped/sms");
    expect(templateFromPath("order-shipped", "sms")).toEqual({ kind: "ORDER_SHIPPED", channel: "SMS" });
    expect(templateFromPath("owner-new-order", "email")).toEqual({ kind: "OWNER_NEW_ORDER", channel: "EMAIL" });
    expect(templateFromPath("order-lost", "sms")).toBeNull();
    expect(templateFromPath("order-shipped", "fax")).toBeNull();
    expect(templateFromPath(undefined, undefined)).toBeNull();
  });

  it("labels each switch by kind and channel", () => {
    expect(switchLabel("ORDER_SHIPPED", "SMS")).toBe("Order shipped by SMS");
    expect(switchLabel("OWNER_NEW_ORDER", "EMAIL")).toBe("New order by email");
  });
});

describe("insertAt", () => {
  it("puts the text at the caret or over the selection, and moves the caret after it", () => {
    expect(insertAt("Hello !", "{{name}}", 6)).toEqual({ text: "Hello {{name}}!", caret: 14 });
    expect(insertAt("Hello you!", "{{name}}", 6, 9)).toEqual({ text: "Hello {{name}}!", caret: 14 });
    expect(insertAt("Hi", "{{x}}", 99)).toEqual({ text: "Hi{{x}}", caret: 7 });
  });
});

describe("recipients", () => {
  it("reads one entry per line (or comma), trimmed, without blanks or repeats", () => {
    expect(listEntries(" a@shop.test\n\nb@shop.test, a@shop.test \n")).toEqual(["a@shop.test", "b@shop.test"]);
  });

  it("names the first entry its rule refuses", () => {
    expect(recipientsRules.ownerEmails("a@shop.test\nnot-an-email")).toBe("not-an-email: Invalid email address");
    expect(recipientsRules.ownerEmails("")).toBeUndefined();
    expect(recipientsRules.ownerPhones("01711-000000\n+880 1711 000000")).toBeUndefined();
    expect(recipientsRules.ownerPhones("call me")).toMatch(/^call me: /u);
    // SMS alerts go to Bangladeshi mobiles only, as the server stores them.
    expect(recipientsRules.ownerPhones("02-9876543")).toBe("02-9876543: Enter a Bangladeshi mobile number (01XXXXXXXXX).");
    expect(recipientsRules.ownerPhones("00880 1811-000000")).toBeUndefined();
  });

  it("takes at most ten of each", () => {
    const eleven = Array.from({ length: 11 }, (_, index) => `owner${String(index)}@shop.test`).join("\n");
    expect(recipientsRules.ownerEmails(eleven)).toBe("At most 10 addresses.");
  });
});

describe("templateForm", () => {
  it("asks an email for a subject and an SMS for none, and limits an SMS's length", () => {
    expect(templateRules("EMAIL").subject?.("")).toBe("An email needs a subject.");
    expect(templateRules("EMAIL").subject?.("Two\nlines")).toBe("A subject is one line.");
    expect(templateRules("SMS").subject).toBeUndefined();
    expect(templateRules("SMS").body?.("a".repeat(481))).toBe("An SMS has at most 480 characters.");
    expect(templateRules("EMAIL").body?.("a".repeat(481))).toBeUndefined();
    expect(templateRules("EMAIL").body?.("a".repeat(5001))).toBe("An email's text has at most 5,000 characters.");
  });

  it("sends an SMS template without a subject", () => {
    const sms = template("ORDER_SHIPPED", "SMS", { body: "Shipped {{orderNumber}}" });
    expect(templateInput(sms, { ...templateValues(sms), enabled: false })).toEqual({
      kind: "ORDER_SHIPPED",
      channel: "SMS",
      enabled: false,
      subject: null,
      body: "Shipped {{orderNumber}}",
    });
    const email = template("ORDER_SHIPPED", "EMAIL");
    expect(templateInput(email, { enabled: true, subject: "  Your order  ", body: "B" }).subject).toBe("Your order");
  });
});

describe("problemsByField", () => {
  it("puts a problem under the subject when it is about the subject or names a tag only the subject has", () => {
    const problems = [
      "Unknown variable {{nope}}. Known: orderNumber.",
      "Unknown variable {{oops}}. Known: orderNumber.",
      "A subject is one line.",
      "The template cannot be read: Unclosed section \"lines\" at 30.",
    ];
    expect(problemsByField(problems, "Order {{nope}}", "Hello {{oops}}")).toEqual({
      subject: ["Unknown variable {{nope}}. Known: orderNumber.", "A subject is one line."],
      body: ["Unknown variable {{oops}}. Known: orderNumber.", "The template cannot be read: Unclosed section \"lines\" at 30."],
    });
  });

  it("keeps every problem under the message of an SMS, and one both fields share", () => {
    expect(problemsByField(["Unknown variable {{x}}. Known: a."], null, "{{x}}")).toEqual({ subject: [], body: ["Unknown variable {{x}}. Known: a."] });
    expect(problemsByField(["Unknown variable {{x}}. Known: a."], "{{x}}", "{{x}}").body).toHaveLength(1);
  });
});
