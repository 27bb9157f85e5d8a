import type { AdminWebhookSubscriptionFieldsFragment, WebhookDeliveryStatus } from "../gql/graphql";

type Subscription = Pick<AdminWebhookSubscriptionFieldsFragment, "enabled" | "appId" | "appName" | "failingSince" | "disabledAt" | "disabledReason">;

export interface StateBadge {
  label: string;
  colorPalette: "green" | "orange" | "red" | "gray" | "blue";
}

/** Who made the subscription: the shop (in the admin) or the app that asked for it. */
export function ownerText(subscription: Pick<Subscription, "appId" | "appName">): string {
  if (subscription.appId == null) return "The shop";
  return subscription.appName ? `App: ${subscription.appName}` : "An app";
}

/** Enabled, failing (deliveries fail since a time) or disabled. */
export function subscriptionBadge(subscription: Subscription): StateBadge {
  if (!subscription.enabled) return { label: "Disabled", colorPalette: "gray" };
  if (subscription.failingSince) return { label: "Failing", colorPalette: "orange" };
  return { label: "Enabled", colorPalette: "green" };
}

/**
 * Why a subscription gets nothing, or since when it fails, in a sentence; null while it is well.
 * A subscription failing for days is disabled by the shop (docs/webhooks.md), with its reason.
 */
export function subscriptionNotice(subscription: Subscription, dateTime: (iso: string) => string): string | null {
  if (!subscription.enabled) {
    const since = subscription.disabledAt ? ` since ${dateTime(subscription.disabledAt)}` : "";
    const reason = subscription.disabledReason?.trim();
    return reason ? `Disabled${since}: ${reason}` : `Disabled${since}. Nothing is sent to it until it is enabled again.`;
  }
  if (subscription.failingSince) {
    return `Deliveries have failed since ${dateTime(subscription.failingSince)}. The shop keeps retrying; after 3 days of failures it disables the subscription.`;
  }
  return null;
}

/** How the secret is recognised: its first characters, then an ellipsis ("whsec_Ab12…"). */
export function secretPrefixText(prefix: string): string {
  return `${prefix}…`;
}

export const DELIVERY_STATUS_BADGES: Readonly<Record<WebhookDeliveryStatus, StateBadge>> = {
  PENDING: { label: "Pending", colorPalette: "blue" },
  DELIVERED: { label: "Delivered", colorPalette: "green" },
  FAILED: { label: "Failed", colorPalette: "red" },
};

/** A delivery's status badge; an unknown status by its name. */
export function deliveryBadge(status: WebhookDeliveryStatus): StateBadge {
  return DELIVERY_STATUS_BADGES[status] ?? { label: status, colorPalette: "gray" };
}

/** "1 attempt", "4 attempts", "Not tried yet". */
export function attemptsText(attempts: number): string {
  if (attempts === 0) return "Not tried yet";
  return `${attempts} ${attempts === 1 ? "attempt" : "attempts"}`;
}

/** A receiver's answer: its HTTP status, or "No response" when none came (refused, timed out). */
export function responseText(responseCode: number | null | undefined): string {
  return responseCode == null ? "No response" : `HTTP ${responseCode}`;
}

/** "85 ms", "10.0 s". */
export function durationText(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}
