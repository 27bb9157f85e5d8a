import { type FieldRule, textRule } from "@shop/common";
import type { FormRules } from "../../shared/forms/rulesResolver";
import type { AdminWebhookSubscriptionFieldsFragment, CreateWebhookSubscriptionInput, UpdateWebhookSubscriptionInput, WebhookEvent } from "../gql/graphql";

/** The longest receiver URL the form takes (the server has the last word, on `url`). */
export const WEBHOOK_URL_MAX = 2000;

export const URL_REQUIRED = "Enter the address that receives the events";
export const URL_INVALID = "Enter a full web address starting with https:// (or http://)";
export const EVENTS_REQUIRED = "Choose at least one event.";

export interface SubscriptionValues {
  url: string;
  events: WebhookEvent[];
  enabled: boolean;
}

function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}

const urlRule = textRule({
  required: URL_REQUIRED,
  max: [WEBHOOK_URL_MAX, `At most ${WEBHOOK_URL_MAX} characters`],
  check: (text) => (isWebUrl(text) ? undefined : URL_INVALID),
});

// The form hands each rule its field's value as it is: the events are the list ticked.
const eventsRule: FieldRule = (value) => {
  const events: unknown = value;
  return Array.isArray(events) && events.length > 0 ? undefined : EVENTS_REQUIRED;
};

export const subscriptionRules: FormRules<SubscriptionValues> = { url: urlRule, events: eventsRule };

/** The form's values for a subscription being edited, or a new one's (nothing ticked, enabled). */
export function subscriptionValues(subscription: AdminWebhookSubscriptionFieldsFragment | null): SubscriptionValues {
  return { url: subscription?.url ?? "", events: subscription ? [...subscription.events] : [], enabled: subscription?.enabled ?? true };
}

export function createInput(values: SubscriptionValues): CreateWebhookSubscriptionInput {
  return { url: values.url.trim(), events: values.events };
}

export function updateInput(values: SubscriptionValues): UpdateWebhookSubscriptionInput {
  return { url: values.url.trim(), events: values.events, enabled: values.enabled };
}
