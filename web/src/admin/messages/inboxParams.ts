/**
 * The contact inbox's state as it lives in the URL: `/admin-dashboard/contact-messages?status=&q=&page=`.
 * An empty URL is every message, NEW first, no search, page 1 (list-page/listParams.ts).
 */
import { ADMIN_ROOT } from "../../shared/routing/isAdminPath";
import type { AdminContactMessagesQueryVariables, ContactMessageStatus } from "../gql/graphql";
import { type ListChoice, type ListView, choiceFilter, defineListParams, searchFilter } from "../list-page/listParams";

export const INBOX_PATH = `${ADMIN_ROOT}/contact-messages`;

export type StatusChoice = ContactMessageStatus | "ALL";

export const STATUS_OPTIONS: readonly ListChoice<StatusChoice>[] = [
  { value: "ALL", param: "all", label: "All messages" },
  { value: "NEW", param: "new", label: "New" },
  { value: "RESOLVED", param: "resolved", label: "Resolved" },
];

/** The status, then the search (name, email, subject or message); no sort (NEW first), 20 a page. */
export const inbox = defineListParams({
  filters: { status: choiceFilter(STATUS_OPTIONS, "ALL"), q: searchFilter() },
  pageSizes: [20],
  defaultPageSize: 20,
});

export type InboxParams = ListView<typeof inbox.filters>;

export function inboxVariables(params: InboxParams): AdminContactMessagesQueryVariables {
  return { status: params.status === "ALL" ? null : params.status, search: params.q || null, ...inbox.pageWindow(params) };
}

/** A message's page (`contact-messages/{id}`). */
export function messageHref(id: string): string {
  return `${INBOX_PATH}/${encodeURIComponent(id)}`;
}
