/** The template editor's form: its values from a template, its rules, and the input it saves. */
import { type FieldRule, textRule } from "@shop/common";
import type { MessageChannel, NotificationTemplateInput } from "../gql/graphql";
import type { Template } from "./notificationView";

/** The longest subject and bodies a template may have (an SMS body of 480 is three to seven SMS). */
export const TEMPLATE_LIMITS = { subject: 200, emailBody: 10_000, smsBody: 480 } as const;

export interface TemplateValues {
  enabled: boolean;
  subject: string;
  body: string;
}

export function templateValues(template: Template): TemplateValues {
  return { enabled: template.enabled, subject: template.subject ?? "", body: template.body };
}

export function templateRules(channel: MessageChannel): Partial<Record<keyof TemplateValues, FieldRule>> {
  const bodyLimit = channel === "SMS" ? TEMPLATE_LIMITS.smsBody : TEMPLATE_LIMITS.emailBody;
  return {
    ...(channel === "EMAIL" && {
      subject: textRule({
        required: "Enter a subject.",
        max: [TEMPLATE_LIMITS.subject, `The subject can be at most ${String(TEMPLATE_LIMITS.subject)} characters.`],
      }),
    }),
    body: textRule({
      required: "Enter the message.",
      max: [bodyLimit, `The message can be at most ${bodyLimit.toLocaleString("en")} characters.`],
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
