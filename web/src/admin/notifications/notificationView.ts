/**
 * What the notifications screens show of the server's templates: each kind's name, the table's
 * rows grouped by audience, a template's address, and the owner's recipients as typed.
 */
import { fieldRules, NOT_A_MOBILE, smsNumber } from "@shop/common";
import type { AdminNotificationTemplateFieldsFragment, MessageAudience, MessageChannel, NotificationKind } from "../gql/graphql";

export type Template = AdminNotificationTemplateFieldsFragment;

export const KIND_LABELS: Record<NotificationKind, string> = {
  ORDER_CONFIRMATION: "Order confirmation",
  ORDER_PROCESSING: "Order processing",
  ORDER_SHIPPED: "Order shipped",
  ORDER_DELIVERED: "Order delivered",
  ORDER_CANCELLED: "Order cancelled",
  OWNER_NEW_ORDER: "New order",
  OWNER_CONTACT_MESSAGE: "Contact message",
  OWNER_LOW_STOCK: "Low stock",
  OWNER_WEBHOOK_DISABLED: "Webhook disabled",
};

/** When each kind is sent, under its name in the table. */
export const KIND_DESCRIPTIONS: Record<NotificationKind, string> = {
  ORDER_CONFIRMATION: "When an order is placed.",
  ORDER_PROCESSING: "When you mark an order as processing.",
  ORDER_SHIPPED: "When an order is shipped, with the courier's tracking code and link.",
  ORDER_DELIVERED: "When an order is delivered.",
  ORDER_CANCELLED: "When an order is cancelled.",
  OWNER_NEW_ORDER: "When a shopper places an order.",
  OWNER_CONTACT_MESSAGE: "When someone writes through the contact page.",
  OWNER_LOW_STOCK: "When a product runs low or out of stock.",
  OWNER_WEBHOOK_DISABLED: "When a webhook that kept failing is turned off.",
};

export const CHANNELS: readonly MessageChannel[] = ["EMAIL", "SMS"];

export const CHANNEL_LABELS: Record<MessageChannel, string> = { EMAIL: "Email", SMS: "SMS" };

/** The table's groups, in order. */
export const AUDIENCE_GROUPS: readonly { audience: MessageAudience; title: string }[] = [
  { audience: "SHOPPER", title: "To shoppers" },
  { audience: "OWNER", title: "To you" },
];

/** The switch's accessible name: "Order shipped by SMS", "New order by email". */
export function switchLabel(kind: NotificationKind, channel: MessageChannel): string {
  return `${KIND_LABELS[kind]} by ${channel === "EMAIL" ? "email" : "SMS"}`;
}

export interface KindRow {
  kind: NotificationKind;
  audience: MessageAudience;
  /** Essential kinds are always sent to shoppers; a customer cannot turn them off. */
  essential: boolean;
  templates: Partial<Record<MessageChannel, Template>>;
}

/** The templates as the table's rows: one per kind, in the order of `KIND_LABELS`, each with its channels. */
export function kindRows(templates: readonly Template[], audience: MessageAudience): KindRow[] {
  const kinds = (Object.keys(KIND_LABELS) as NotificationKind[]).filter((kind) =>
    templates.some((template) => template.kind === kind && template.audience === audience),
  );
  return kinds.map((kind) => {
    const own = templates.filter((template) => template.kind === kind);
    return {
      kind,
      audience,
      essential: own.some((template) => template.essential),
      templates: Object.fromEntries(own.map((template) => [template.channel, template])),
    };
  });
}

const kindSlug = (kind: NotificationKind) => kind.toLowerCase().replaceAll("_", "-");

/** A template's editor, under the notifications area: `notifications/order-shipped/sms`. */
export function templatePath(kind: NotificationKind, channel: MessageChannel): string {
  return `notifications/${kindSlug(kind)}/${channel.toLowerCase()}`;
}

/** The kind and channel an editor's address names; null for one that names none. */
export function templateFromPath(kind: string | undefined, channel: string | undefined): { kind: NotificationKind; channel: MessageChannel } | null {
  const foundKind = (Object.keys(KIND_LABELS) as NotificationKind[]).find((known) => kindSlug(known) === kind);
  const foundChannel = CHANNELS.find((known) => known.toLowerCase() === channel);
  return foundKind && foundChannel ? { kind: foundKind, channel: foundChannel } : null;
}

/** How a variable is written in a template. */
export function placeholder(variable: string): string {
  return `{{${variable}}}`;
}

/**
 * The text with `inserted` put in place of the selection `[start, end)` (the caret when they are
 * equal), and where the caret goes after it.
 */
export function insertAt(text: string, inserted: string, start: number, end: number = start): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + inserted + text.slice(to), caret: from + inserted.length };
}

/** A list typed one per line (or separated by commas): its entries, trimmed, blanks and repeats left out. */
export function listEntries(text: string): string[] {
  const entries = text
    .split(/[\n,;]/u)
    .map((entry) => entry.trim())
    .filter(Boolean);
  return [...new Set(entries)];
}

/** As many addresses, and as many phones, as owner alerts go to (the server's `MAX_OWNER_RECIPIENTS`). */
export const MAX_RECIPIENTS = 10;

/** The first entry of a typed list its rule refuses, as "someone@: Invalid email address"; none when all pass. */
function listProblem(text: string, rule: (value: string) => string | undefined, tooMany: string): string | undefined {
  const entries = listEntries(text);
  for (const entry of entries) {
    const problem = rule(entry);
    if (problem) return `${entry}: ${problem}`;
  }
  return entries.length > MAX_RECIPIENTS ? tooMany : undefined;
}

function alertPhoneProblem(entry: string): string | undefined {
  return fieldRules.phone(entry) ?? (smsNumber(entry) ? undefined : NOT_A_MOBILE);
}

/** The owner's recipients form: emails and phones, one per line (`common/src/fields.ts`' rules for each). */
export const recipientsRules = {
  ownerEmails: (value: unknown) => listProblem(String(value ?? ""), fieldRules.email, `At most ${String(MAX_RECIPIENTS)} addresses.`),
  ownerPhones: (value: unknown) => listProblem(String(value ?? ""), alertPhoneProblem, `At most ${String(MAX_RECIPIENTS)} phones.`),
};

export interface RecipientsValues {
  ownerEmails: string;
  ownerPhones: string;
}

export function recipientsValues(settings: { ownerEmails: readonly string[]; ownerPhones: readonly string[] }): RecipientsValues {
  return { ownerEmails: settings.ownerEmails.join("\n"), ownerPhones: settings.ownerPhones.join("\n") };
}

/**
 * The preview's problems under the field they are about. The server lists the subject's and the
 * message's together: one about the subject itself, or naming a `{{tag}}` only the subject has,
 * is the subject's; every other is the message's.
 */
export function problemsByField(problems: readonly string[], subject: string | null, body: string): { subject: string[]; body: string[] } {
  const sorted = { subject: [] as string[], body: [] as string[] };
  for (const problem of problems) {
    const tags = problem.match(/\{\{[^}]*\}\}/gu) ?? [];
    const aboutSubject =
      subject !== null &&
      (/^(A subject|An email needs a subject)/u.test(problem) || (tags.length > 0 && tags.some((tag) => subject.includes(tag) && !body.includes(tag))));
    sorted[aboutSubject ? "subject" : "body"].push(problem);
  }
  return sorted;
}
