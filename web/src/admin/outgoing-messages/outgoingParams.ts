/**
 * The outgoing messages' state as it lives in the URL:
 * `/admin-dashboard/outgoing-messages?channel=&status=&q=&per=&page=`. An empty URL is every
 * message, newest first (the API's only order), 20 a page.
 */
import { ADMIN_ROOT } from "../../shared/routing/isAdminPath";
import type { AdminOutgoingMessagesQueryVariables, MessageChannel, OutgoingMessageStatus } from "../gql/graphql";
import { type ListChoice, type ListView, choiceFilter, defineListParams, searchFilter } from "../list-page/listParams";

export const OUTGOING_PATH = `${ADMIN_ROOT}/outgoing-messages`;

export const CHANNEL_CHOICES: readonly ListChoice<MessageChannel>[] = [
  { value: "EMAIL", param: "email", label: "Email" },
  { value: "SMS", param: "sms", label: "SMS" },
];

export const STATUS_CHOICES: readonly ListChoice<OutgoingMessageStatus>[] = [
  { value: "QUEUED", param: "queued", label: "Queued" },
  { value: "SENT", param: "sent", label: "Sent" },
  { value: "CAPTURED", param: "captured", label: "Captured" },
  { value: "FAILED", param: "failed", label: "Failed" },
];

export const outgoingList = defineListParams({
  filters: { channel: choiceFilter(CHANNEL_CHOICES), status: choiceFilter(STATUS_CHOICES), q: searchFilter() },
  pageSizes: [20, 50, 100],
  defaultPageSize: 20,
});

export type OutgoingView = ListView<typeof outgoingList.filters>;

export function outgoingVariables(view: OutgoingView): AdminOutgoingMessagesQueryVariables {
  return { channel: view.channel, status: view.status, search: view.q || null, ...outgoingList.pageWindow(view) };
}

/** A message's page (`outgoing-messages/{id}`). */
export function outgoingMessageHref(id: string): string {
  return `${OUTGOING_PATH}/${encodeURIComponent(id)}`;
}
