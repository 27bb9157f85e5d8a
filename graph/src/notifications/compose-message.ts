import { renderEmail } from "./email-layout.js";
import { KINDS, MessageAudience, MessageChannel, type NotificationKind } from "./notification-kinds.js";
import type { OrderView } from "./message-variables.js";
import { renderText } from "./template-text.js";

/** A message ready to go: an email's three parts, or an SMS's text. */
export interface ComposedMessage {
  subject: string | null;
  text: string;
  html: string | null;
}

/** The variables of one message; `order` is set for messages about an order (the email layout shows it). */
export interface MessageView {
  shopName: string;
  logoUrl: string;
  shopUrl: string;
  order?: OrderView;
  [variable: string]: unknown;
}

/** An SMS is one paragraph: line breaks and runs of spaces become single spaces. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

export function composeMessage(kind: NotificationKind, channel: MessageChannel, template: { subject: string | null; body: string }, view: MessageView): ComposedMessage {
  if (channel === MessageChannel.SMS) return { subject: null, text: oneLine(renderText(template.body, view)), html: null };
  const buttonLabel = KINDS[kind].audience === MessageAudience.OWNER ? "Open the order" : "View your order";
  const { subject, text, html } = renderEmail(template.subject ?? "", template.body, { ...view, buttonLabel });
  return { subject, text, html };
}
