import { type EntityManager, In } from "typeorm";
import { DEFAULT_TEMPLATES } from "./default-templates.js";
import { CHANNELS, KINDS, MessageChannel, type MessageAudience, NotificationKind } from "./notification-kinds.js";
import { NotificationRecipients, NotificationTemplateRow } from "./notification.entities.js";
import { TEMPLATE_LIMITS, templateProblems } from "./template-text.js";
import type { FieldProblem } from "../shared/errors.js";

/** One (kind, channel) template as it is used now: the owner's version, or the default. */
export interface EffectiveTemplate {
  kind: NotificationKind;
  channel: MessageChannel;
  audience: MessageAudience;
  enabled: boolean;
  essential: boolean;
  subject: string | null;
  body: string;
  isDefault: boolean;
  variables: string[];
}

export function effectiveTemplate(kind: NotificationKind, channel: MessageChannel, row: NotificationTemplateRow | null): EffectiveTemplate {
  const info = KINDS[kind];
  const fallback = DEFAULT_TEMPLATES[kind][channel];
  const subject = channel === MessageChannel.EMAIL ? (row?.subject ?? fallback.subject) : null;
  const body = row?.body ?? fallback.body;
  return {
    kind,
    channel,
    audience: info.audience,
    enabled: row?.enabled ?? info.enabledByDefault[channel],
    essential: info.essential,
    subject,
    body,
    isDefault: subject === fallback.subject && body === fallback.body,
    variables: [...info.variables],
  };
}

/** Every (kind, channel) template, in the enum's order. */
export async function allTemplates(em: EntityManager): Promise<EffectiveTemplate[]> {
  const rows = await em.getRepository(NotificationTemplateRow).find();
  const byKey = new Map(rows.map((row) => [`${row.kind}/${row.channel}`, row]));
  return Object.values(NotificationKind).flatMap((kind) => CHANNELS.map((channel) => effectiveTemplate(kind, channel, byKey.get(`${kind}/${channel}`) ?? null)));
}

/** The templates of `kinds` on one channel, read in one query. */
export async function channelTemplates(em: EntityManager, channel: MessageChannel, kinds: Iterable<NotificationKind>): Promise<Map<NotificationKind, EffectiveTemplate>> {
  const wanted = [...kinds];
  const rows = wanted.length ? await em.getRepository(NotificationTemplateRow).findBy({ channel, kind: In(wanted) }) : [];
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  return new Map(wanted.map((kind) => [kind, effectiveTemplate(kind, channel, byKind.get(kind) ?? null)]));
}

export async function oneTemplate(em: EntityManager, kind: NotificationKind, channel: MessageChannel): Promise<EffectiveTemplate> {
  const row = await em.getRepository(NotificationTemplateRow).findOneBy({ kind, channel });
  return effectiveTemplate(kind, channel, row);
}

/** What is wrong with a template the owner wrote, as field errors (`subject`, `body`). */
export function templateFieldProblems(kind: NotificationKind, channel: MessageChannel, subject: string | null | undefined, body: string): FieldProblem[] {
  const variables = KINDS[kind].variables;
  const problems: FieldProblem[] = [];
  if (channel === MessageChannel.EMAIL) {
    const messages: string[] = [];
    if (!subject?.trim()) messages.push("An email needs a subject.");
    else if (subject.length > TEMPLATE_LIMITS.subject) messages.push(`A subject has at most ${TEMPLATE_LIMITS.subject} characters.`);
    else if (/[\r\n]/.test(subject)) messages.push("A subject is one line.");
    else messages.push(...templateProblems(subject, variables));
    if (messages.length) problems.push({ field: "subject", messages });
  }
  const limit = channel === MessageChannel.EMAIL ? TEMPLATE_LIMITS.emailBody : TEMPLATE_LIMITS.smsBody;
  const bodyMessages: string[] = [];
  if (!body.trim()) bodyMessages.push("The message cannot be empty.");
  else if (body.length > limit) bodyMessages.push(`${channel === MessageChannel.SMS ? "An SMS" : "An email's text"} has at most ${limit.toLocaleString("en")} characters.`);
  else bodyMessages.push(...templateProblems(body, variables));
  if (bodyMessages.length) problems.push({ field: "body", messages: bodyMessages });
  return problems;
}

/** Where owner alerts go, as stored (empty emails: the shop's contact email is used). */
export async function storedRecipients(em: EntityManager): Promise<{ ownerEmails: string[]; ownerPhones: string[] }> {
  const row = await em.getRepository(NotificationRecipients).findOneBy({ id: 1 });
  return { ownerEmails: row?.ownerEmails ?? [], ownerPhones: row?.ownerPhones ?? [] };
}
