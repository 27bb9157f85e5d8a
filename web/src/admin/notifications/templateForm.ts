/** The template editor's form: its values from a template, its rules, and the input it saves. */
import { type FieldRule, textRule } from "@shop/common";
import type { MessageChannel, NotificationTemplateInput } from "../gql/graphql";
import type { Template } from "./notificationView";

/** The longest subject and bodies a template may have, as the server checks them (graph/src/notifications/template-text.ts). */
export const TEMPLATE_LIMITS = { subject: 200, emailBody: 5_000, smsBody: 480 } as const;

export interface TemplateValues {
  enabled: boolean;
  subject: string;
  body: string;
}

export function templateValues(template: Template): TemplateValues {
  return { enabled: template.enabled, subject: template.subject ?? "", body: template.body };
}

export function templateRules(channel: MessageChannel): Partial<Record<keyof TemplateValues, FieldRule>> {
  // In the server's words (templateFieldProblems); the template's syntax and variables are the preview's to check.
  const isSms = channel === "SMS";
  const bodyLimit = isSms ? TEMPLATE_LIMITS.smsBody : TEMPLATE_LIMITS.emailBody;
  return {
    ...(!isSms && {
      subject: textRule({
        required: "An email needs a subject.",
        max: [TEMPLATE_LIMITS.subject, `A subject has at most ${String(TEMPLATE_LIMITS.subject)} characters.`],
        check: (subject) => (/[\r\n]/u.test(subject) ? "A subject is one line." : undefined),
      }),
    }),
    body: textRule({
      required: "The message cannot be empty.",
      max: [bodyLimit, `${isSms ? "An SMS" : "An email's text"} has at most ${bodyLimit.toLocaleString("en")} characters.`],
    }),
  };
}

export function templateInput(template: Pick<Template, "kind" | "channel">, values: TemplateValues): NotificationTemplateInput {
  return {
    kind: template.kind,
    channel: template.channel,
    enabled: values.enabled,
    subject: template.channel === "EMAIL" ? values.subject.trim() : null,
    body: values.body,
  };
}
