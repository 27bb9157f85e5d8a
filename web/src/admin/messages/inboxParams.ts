/**
 * The contact inbox's state as it lives in the URL: `/admin-dashboard/contact-messages?status=&q=&page=`.
 * Parsing never fails: a missing or invalid value takes its default (every message, NEW first;
 * no search; page 1), and serializing leaves defaults out.
 */
import { SEARCH_MAX_LENGTH } from "@shop/common";
import { ADMIN_ROOT } from "../../shared/routing/isAdminPath";
import { clampPage, parsePageParam } from "../../shared/routing/pageParams";
import type { AdminContactMessagesQueryVariables, ContactMessageStatus } from "../gql/graphql";

export const INBOX_PATH = `${ADMIN_ROOT}/contact-messages`;
export const INBOX_PAGE_SIZE = 20;

export type StatusChoice = ContactMessageStatus | "ALL";

export const STATUS_OPTIONS: readonly { status: StatusChoice; param: string; label: string }[] = [
  { status: "ALL", param: "all", label: "All messages" },
  { status: "NEW", param: "new", label: "New" },
  { status: "RESOLVED", param: "resolved", label: "Resolved" },
];

export interface InboxParams {
  status: StatusChoice;
  /** Search text (name, email, subject or message), trimmed; "" for none. */
  q: string;
  page: number;
}

export const DEFAULT_INBOX_PARAMS: InboxParams = { status: "ALL", q: "", page: 1 };

export function parseInboxParams(search: URLSearchParams): InboxParams {
  const q = search.get("q")?.trim() ?? "";
  const status = STATUS_OPTIONS.find((option) => option.param === search.get("status")?.trim().toLowerCase())?.status ?? "ALL";
  return { status, q: q.length <= SEARCH_MAX_LENGTH ? q : "", page: parsePageParam(search.get("page")) };
}

export function serializeInboxParams(params: InboxParams): URLSearchParams {
  const search = new URLSearchParams();
  const status = STATUS_OPTIONS.find((option) => option.status === params.status);
  if (status && params.status !== "ALL") search.set("status", status.param);
  if (params.q) search.set("q", params.q);
  if (params.page > 1) search.set("page", String(clampPage(params.page)));
  return search;
}

/** A new filter or search starts again at page 1. */
export function withInboxView(params: InboxParams, changes: Partial<Pick<InboxParams, "status" | "q">>): InboxParams {
  return { ...params, ...changes, page: 1 };
}

export function inboxVariables(params: InboxParams): AdminContactMessagesQueryVariables {
  return {
    status: params.status === "ALL" ? null : params.status,
    search: params.q || null,
    skip: (params.page - 1) * INBOX_PAGE_SIZE,
    take: INBOX_PAGE_SIZE,
  };
}

/** A message's page (`contact-messages/{id}`). */
export function messageHref(id: string): string {
  return `${INBOX_PATH}/${encodeURIComponent(id)}`;
}
