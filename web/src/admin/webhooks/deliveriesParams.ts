/**
 * The deliveries log's state as it lives in the URL:
 * `/admin-dashboard/webhooks/deliveries?subscription=&status=&per=&page=`. An empty URL is every
 * subscription's deliveries, any status, newest first (the API's only order), 20 a page.
 */
import { ADMIN_ROOT } from "../../shared/routing/isAdminPath";
import type { AdminWebhookDeliveriesQueryVariables, WebhookDeliveryStatus } from "../gql/graphql";
import { type ListChoice, type ListView, choiceFilter, defineListParams, textFilter } from "../list-page/listParams";

export const WEBHOOKS_PATH = `${ADMIN_ROOT}/webhooks`;

export const DELIVERY_STATUS_CHOICES: readonly ListChoice<WebhookDeliveryStatus>[] = [
  { value: "PENDING", param: "pending", label: "Pending" },
  { value: "DELIVERED", param: "delivered", label: "Delivered" },
  { value: "FAILED", param: "failed", label: "Failed" },
];

export const deliveriesList = defineListParams({
  filters: { subscription: textFilter(64), status: choiceFilter(DELIVERY_STATUS_CHOICES) },
  pageSizes: [20, 50, 100],
  defaultPageSize: 20,
});

export type DeliveriesView = ListView<typeof deliveriesList.filters>;

export function deliveriesVariables(view: DeliveriesView): AdminWebhookDeliveriesQueryVariables {
  return { subscriptionId: view.subscription, status: view.status, ...deliveriesList.pageWindow(view) };
}

/** The deliveries log, of one subscription or (without one) of all. */
export function deliveriesHref(subscriptionId?: string): string {
  const path = `${WEBHOOKS_PATH}/deliveries`;
  return subscriptionId ? `${path}?subscription=${encodeURIComponent(subscriptionId)}` : path;
}
