import { escapeHtml, renderHtml, renderText } from "./template-text.js";
import type { OrderView } from "./message-variables.js";

/**
 * The fixed layout every email is sent in, around the owner's text (docs/notifications.md): the
 * logo or shop name, the text, and for an order its lines, totals, cash to collect and a button to
 * the order. Table-based with inline styles (what mail clients render), one column that reads on a
 * phone, a language and a title, real text for every figure. The text part is made from the same
 * data.
 */

export interface EmailParts {
  subject: string;
  text: string;
  html: string;
}

interface LayoutData {
  shopName: string;
  logoUrl: string;
  shopUrl: string;
  /** Set for messages about an order. */
  order?: OrderView;
  /** The button's words: "View your order", "Open the order". */
  buttonLabel?: string;
}

export function renderEmail(subjectTemplate: string, bodyTemplate: string, view: LayoutData & object): EmailParts {
  const subject = renderText(subjectTemplate, view).replace(/\s+/g, " ").trim();
  const bodyText = renderText(bodyTemplate, view).trim();
  const bodyHtml = renderHtml(bodyTemplate, view);
  return { subject, text: textPart(bodyText, view), html: htmlPart(subject, bodyHtml, view) };
}

function textPart(body: string, { shopName, shopUrl, order, buttonLabel }: LayoutData): string {
  const parts = [body];
  if (order) {
    const lines = order.lines.map((line) => `- ${line.name}${line.options ? ` (${line.options})` : ""} x ${line.quantity}: ${line.lineTotal}`);
    parts.push(
      [`Order #${order.orderNumber}`, ...lines].join("\n"),
      [`Subtotal: ${order.subtotal}`, `Shipping: ${order.shipping}`, `Total: ${order.total}`, ...(order.cashToCollect ? [`Cash to collect on delivery: ${order.cashToCollect}`] : [])].join("\n"),
    );
    if (order.trackingCode) parts.push(`Tracking code: ${order.trackingCode}${order.trackingUrl ? `\n${order.trackingUrl}` : ""}`);
    parts.push(`${buttonLabel ?? "View your order"}: ${order.orderUrl}`);
  }
  parts.push(`${shopName}\n${shopUrl}`);
  return `${parts.join("\n\n")}\n`;
}

const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const cell = "padding:8px 0;border-bottom:1px solid #e5e7eb;vertical-align:top";

function htmlPart(subject: string, bodyHtml: string, { shopName, logoUrl, shopUrl, order, buttonLabel }: LayoutData): string {
  const e = escapeHtml;
  const header = logoUrl
    ? `<img src="${e(logoUrl)}" alt="${e(shopName)}" height="48" style="display:block;height:48px;max-width:240px;border:0">`
    : `<span style="font-size:22px;font-weight:700;color:#111827">${e(shopName)}</span>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${e(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6;${FONT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 24px 8px"><a href="${e(shopUrl)}" style="text-decoration:none">${header}</a></td></tr>
<tr><td style="padding:16px 24px;font-size:16px;line-height:1.5;color:#111827">
${bodyHtml}
</td></tr>
${order ? orderHtml(order, buttonLabel ?? "View your order") : ""}<tr><td style="padding:16px 24px 24px;font-size:13px;line-height:1.5;color:#4b5563;border-top:1px solid #e5e7eb">${e(shopName)} · <a href="${e(shopUrl)}" style="color:#4b5563">${e(shopUrl.replace(/^https?:\/\//, ""))}</a></td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function orderHtml(order: OrderView, buttonLabel: string): string {
  const e = escapeHtml;
  const rows = order.lines
    .map(
      (line) => `<tr>
<td style="${cell};font-size:15px;color:#111827">${e(line.name)}${line.options ? `<br><span style="font-size:13px;color:#4b5563">${e(line.options)}</span>` : ""}</td>
<td style="${cell};font-size:15px;color:#111827;text-align:center;white-space:nowrap">${line.quantity} × ${e(line.unitPrice)}</td>
<td style="${cell};font-size:15px;color:#111827;text-align:right;white-space:nowrap">${e(line.lineTotal)}</td>
</tr>`,
    )
    .join("\n");
  const total = (label: string, value: string, strong = false) =>
    `<tr><td colspan="2" style="padding:4px 0;font-size:15px;color:#374151${strong ? ";font-weight:700" : ""}">${e(label)}</td><td style="padding:4px 0;font-size:15px;text-align:right;white-space:nowrap;color:#111827${strong ? ";font-weight:700" : ""}">${e(value)}</td></tr>`;
  const tracking = order.trackingCode
    ? `<p style="margin:16px 0 0;font-size:15px;color:#111827">Tracking code: <strong>${e(order.trackingCode)}</strong>${order.trackingUrl ? ` · <a href="${e(order.trackingUrl)}" style="color:#1d4ed8">Track the parcel</a>` : ""}</p>`
    : "";
  const cash = order.cashToCollect
    ? `<p style="margin:16px 0 0;padding:12px 16px;background:#fef3c7;border-radius:6px;font-size:16px;color:#78350f">Cash to collect on delivery: <strong>${e(order.cashToCollect)}</strong></p>`
    : "";
  return `<tr><td style="padding:8px 24px 16px">
<table role="table" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse">
<caption style="text-align:left;font-size:17px;font-weight:700;color:#111827;padding-bottom:8px">Order #${order.orderNumber}</caption>
<thead><tr><th scope="col" style="text-align:left;font-size:13px;color:#4b5563;padding:4px 0;border-bottom:1px solid #e5e7eb">Item</th><th scope="col" style="text-align:center;font-size:13px;color:#4b5563;padding:4px 0;border-bottom:1px solid #e5e7eb">Qty × price</th><th scope="col" style="text-align:right;font-size:13px;color:#4b5563;padding:4px 0;border-bottom:1px solid #e5e7eb">Amount</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot>
${total("Subtotal", order.subtotal)}
${total("Shipping", order.shipping)}
${total("Total", order.total, true)}
</tfoot>
</table>
${cash}${tracking}
<p style="margin:24px 0 0"><a href="${e(order.orderUrl)}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600;font-size:16px">${e(buttonLabel)}</a></p>
</td></tr>
`;
}
