/**
 * The audit log's view as it lives in the URL: `/admin-dashboard/audit-log?who=&what=&from=&to=&per=&page=`.
 * `who` is `person:<uid>` or `app:<id>`; `what` is a kind of record (`product`) or one action
 * (`product.update`); the days are the admin's local days, `to` included. An empty URL is every
 * entry, newest first (the API's only order), 20 a page.
 */
import type { AdminAuditFilterChoicesQuery, AdminAuditLogQueryVariables, AuditFilter } from "../gql/graphql";
import { type ListView, dayFilter, defineListParams, textFilter } from "../list-page/listParams";

export const auditList = defineListParams({
  filters: { who: textFilter(200), what: textFilter(60), from: dayFilter(), to: dayFilter() },
  pageSizes: [20, 50, 100],
  defaultPageSize: 20,
});

export type AuditView = ListView<typeof auditList.filters>;

type Actor = AdminAuditFilterChoicesQuery["auditFilterChoices"]["actors"][number];

/** The `who` word of an actor. */
export const actorParam = (actor: Pick<Actor, "uid" | "appId">): string => (actor.appId ? `app:${actor.appId}` : `person:${actor.uid ?? ""}`);

/** "owner@example.com", "App: ERP". */
export function actorLabel(actor: { uid?: string | null; email?: string | null; appId?: string | null; appName?: string | null }): string {
  if (actor.appId) return `App: ${actor.appName ?? actor.appId}`;
  return actor.email ?? actor.uid ?? "Unknown";
}

/** The "What" choices: each kind of record (any of its actions), then its actions. */
export function whatChoices(actions: readonly string[]): { value: string; label: string }[] {
  const kinds = [...new Set(actions.map((action) => action.split(".")[0]!))].sort();
  return kinds.flatMap((kind) => [
    { value: kind, label: `${kind} (any action)` },
    ...actions.filter((action) => action.startsWith(`${kind}.`)).map((action) => ({ value: action, label: action })),
  ]);
}

function startOfLocalDay(day: string, days = 0): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, date + days);
}

/** The API's filter for a view. */
export function auditFilter(view: AuditView): AuditFilter {
  const filter: AuditFilter = {};
  const [kind, id] = view.who?.split(/:(.*)/su) ?? [];
  if (kind === "person" && id) filter.actorUid = id;
  if (kind === "app" && id) filter.actorAppId = id;
  if (view.what?.includes(".")) filter.action = view.what;
  else if (view.what) filter.entityType = view.what;
  if (view.from) filter.from = startOfLocalDay(view.from).toISOString();
  if (view.to) filter.to = startOfLocalDay(view.to, 1).toISOString();
  return filter;
}

export function auditVariables(view: AuditView): AdminAuditLogQueryVariables {
  return { filter: auditFilter(view), ...auditList.pageWindow(view) };
}
