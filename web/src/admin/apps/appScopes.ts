import type { AppScope } from "../gql/graphql";

export interface ScopeChoice {
  scope: AppScope;
  /** The checkbox's label and the badge's text ("Write inventory"). */
  label: string;
  /** What it lets the app do, in plain words. */
  description: string;
}

export interface ScopeGroup {
  /** The group's heading ("Products"). */
  title: string;
  scopes: readonly ScopeChoice[];
}

/** Every scope an app may be given, grouped by what it touches, in the order the form shows them (docs/auth.md, "Apps and scopes", lists each one's operations). */
export const SCOPE_GROUPS: readonly ScopeGroup[] = [
  {
    title: "Products",
    scopes: [
      { scope: "READ_PRODUCTS", label: "Read products", description: "see every product, drafts and deleted ones included" },
      { scope: "WRITE_PRODUCTS", label: "Write products", description: "create, edit, publish and delete products and categories, upload images" },
      { scope: "WRITE_INVENTORY", label: "Write inventory", description: "set stock by SKU" },
    ],
  },
  {
    title: "Orders",
    scopes: [
      { scope: "READ_ORDERS", label: "Read orders", description: "see orders with their contact, address, shipment and staff notes; export them" },
      { scope: "WRITE_ORDERS", label: "Write orders", description: "change orders' status and payment, edit their contact and notes, send them to the courier" },
    ],
  },
  {
    title: "Customers",
    scopes: [{ scope: "READ_CUSTOMERS", label: "Read customers", description: "see customer accounts with their contact details, orders and total spent" }],
  },
  {
    title: "Reports",
    scopes: [{ scope: "READ_REPORTS", label: "Read reports", description: "sales reports, the dashboard's sales and site analytics; export them" }],
  },
  {
    title: "Content",
    scopes: [
      { scope: "READ_CONTENT", label: "Read content", description: "see banners and contact messages" },
      { scope: "WRITE_CONTENT", label: "Write content", description: "edit banners, handle contact messages and change the shop settings" },
    ],
  },
];

const ALL_SCOPES = SCOPE_GROUPS.flatMap((group) => group.scopes);

/** The scope's readable name ("Write inventory"); the enum's own name for one this page does not know yet. */
export function scopeLabel(scope: AppScope): string {
  return ALL_SCOPES.find((choice) => choice.scope === scope)?.label ?? scope;
}

/** `scopes` in the form's order (the server's order is the order they were ticked). */
export function sortedScopes(scopes: readonly AppScope[]): AppScope[] {
  const rank = (scope: AppScope) => {
    const index = ALL_SCOPES.findIndex((choice) => choice.scope === scope);
    return index === -1 ? ALL_SCOPES.length : index;
  };
  return [...scopes].sort((a, b) => rank(a) - rank(b));
}
