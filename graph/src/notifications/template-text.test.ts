import { describe, expect, it } from "vitest";
import { DEFAULT_TEMPLATES } from "./default-templates.js";
import { KINDS, MessageChannel, NotificationKind } from "./notification-kinds.js";
import { renderHtml, renderText, templateProblems } from "./template-text.js";
import { orderView, sampleOrder, shopContext } from "./message-variables.js";

describe("notification templates", () => {
  it("accepts every default template with its kind's variables", () => {
    for (const kind of Object.values(NotificationKind)) {
      for (const channel of Object.values(MessageChannel)) {
        const { subject, body } = DEFAULT_TEMPLATES[kind][channel];
        expect(templateProblems(body, KINDS[kind].variables), `${kind} ${channel}`).toEqual([]);
        if (subject) expect(templateProblems(subject, KINDS[kind].variables), `${kind} ${channel} subject`).toEqual([]);
      }
    }
  });

  it("names unknown variables, line variables outside the lines, partials, unescaped values and bad syntax", () => {
    const vars = KINDS.ORDER_CONFIRMATION.variables;
    expect(templateProblems("{{#lines}}{{name}} {{quantity}}{{/lines}}", vars)).toEqual([]);
    expect(templateProblems("{{name}}", vars)).toEqual([expect.stringMatching(/^Unknown variable \{\{name\}\}/)]);
    expect(templateProblems("{{{customerName}}} {{&total}}", vars)).toEqual(["Write {{customerName}}: values are always inserted escaped.", "Write {{total}}: values are always inserted escaped."]);
    expect(templateProblems("{{> x}}", vars)).toEqual(["Partials ({{> …}}) are not supported."]);
    expect(templateProblems("{{=<% %>=}}", vars)).toEqual(["Changing the delimiters ({{= … =}}) is not supported."]);
    expect(templateProblems("{{#lines}}", vars)[0]).toMatch(/^The template cannot be read: Unclosed section "lines"/);
  });

  it("inserts values as they are in text and escapes the whole text in HTML, with paragraphs and links", () => {
    const view = { customerName: "<script>x</script>", orderUrl: "https://shop.example/my-orders?a=1&b=2" };
    expect(renderText("Hi {{customerName}}", view)).toBe("Hi <script>x</script>");
    expect(renderHtml("Hi <b>{{customerName}}</b>\n\nSee {{orderUrl}}.", view)).toBe(
      '<p style="margin:0 0 16px">Hi &lt;b&gt;&lt;script&gt;x&lt;/script&gt;&lt;/b&gt;</p>\n' +
        '<p style="margin:0 0 16px">See <a href="https://shop.example/my-orders?a=1&amp;b=2" style="color:#1d4ed8">https://shop.example/my-orders?a=1&amp;b=2</a>.</p>',
    );
  });

  it("writes an SMS's money with the currency's code, keeping the SMS in the GSM alphabet", () => {
    const shop = shopContext({ siteName: "Shop", logo: "/uploads/logo.png", locale: "en-BD" }, "https://shop.example/");
    expect(shop.logoUrl).toBe("https://shop.example/uploads/logo.png");
    const sms = orderView(sampleOrder("BDT"), shop, { sms: true });
    expect([sms.total, sms.cashToCollect, sms.lines[0]!.unitPrice]).toEqual(["BDT 2,560", "BDT 2,560", "BDT 1,800"]);
    expect(orderView(sampleOrder("BDT"), shop).total).toBe("৳2,560");
    for (const kind of Object.values(NotificationKind)) expect(DEFAULT_TEMPLATES[kind].SMS.body, kind).toMatch(/^[\x20-\x7e]*$/);
  });
});
