/**
 * The admin dashboard's areas: one list drives the sidebar and the shell's routes
 * (docs/storefront.md#admin-dashboard). An area that is not built yet is not in the list, so
 * the sidebar never offers a placeholder (issue 11): adding a screen is adding its entry here.
 *
 * Each page is imported on demand, so the admin shell's chunk stays small and a screen's own
 * libraries (the products table's) load only when it is opened.
 */
import { type ComponentType, lazy } from "react";
import { PendingOrdersBadge } from "./orders/PendingOrdersBadge";
import { NewMessagesBadge } from "./messages/NewMessagesBadge";

/** The sidebar's groups, in order (docs/behaviour.md#screens-and-routes lists their screens). */
export const ADMIN_GROUPS = ["Catalog", "Orders", "Customers", "Content", "Settings", "Reports"] as const;
export type AdminGroup = (typeof ADMIN_GROUPS)[number];

export interface AdminArea {
  /** The path under `/admin-dashboard` (`""` for the dashboard itself), as the route matches it. */
  path: string;
  /** The link's text in the sidebar. */
  label: string;
  /** Its sidebar group; none for the dashboard at the top. */
  group: AdminGroup | null;
  page: ComponentType;
  /**
   * A count beside the link (pending orders, unread messages): a component that asks for its
   * own number and renders `AdminNavBadge`, or nothing while there is nothing to count.
   */
  badge?: ComponentType;
}

function page(load: () => Promise<{ default: ComponentType }>): ComponentType {
  return lazy(load);
}

/** Every built admin area, in sidebar order within its group. */
export const ADMIN_AREAS: readonly AdminArea[] = [
  {
    path: "",
    label: "Dashboard",
    group: null,
    page: page(() => import("./dashboard/DashboardPage").then((module) => ({ default: module.DashboardPage }))),
  },
  {
    path: "all-products",
    label: "Products",
    group: "Catalog",
    page: page(() => import("./products/AllProductsPage").then((module) => ({ default: module.AllProductsPage }))),
  },
  {
    path: "add-product",
    label: "Add product",
    group: "Catalog",
    page: page(() => import("./products/form/ProductFormPages").then((module) => ({ default: module.AddProductPage }))),
  },
  {
    path: "add-category",
    label: "Categories",
    group: "Catalog",
    page: page(() => import("./categories/CategoriesPage").then((module) => ({ default: module.CategoriesPage }))),
  },
  {
    path: "orders",
    label: "Orders",
    group: "Orders",
    page: page(() => import("./orders/OrderListPage").then((module) => ({ default: module.AllOrdersPage }))),
    badge: PendingOrdersBadge,
  },
  {
    path: "orders/pending",
    label: "Pending",
    group: "Orders",
    page: page(() => import("./orders/OrderListPage").then((module) => ({ default: module.PendingOrdersPage }))),
  },
  {
    path: "orders/completed",
    label: "Completed",
    group: "Orders",
    page: page(() => import("./orders/OrderListPage").then((module) => ({ default: module.CompletedOrdersPage }))),
  },
  {
    path: "orders/management",
    label: "Order management",
    group: "Orders",
    page: page(() => import("./order-management/OrderManagementPage").then((module) => ({ default: module.OrderManagementPage }))),
  },
  {
    path: "users",
    label: "Customers",
    group: "Customers",
    page: page(() => import("./customers/CustomersPage").then((module) => ({ default: module.CustomersPage }))),
  },
  {
    path: "contact-messages",
    label: "Messages",
    group: "Customers",
    page: page(() => import("./messages/MessagesPage").then((module) => ({ default: module.MessagesPage }))),
    badge: NewMessagesBadge,
  },
  {
    path: "outgoing-messages",
    label: "Outgoing messages",
    group: "Customers",
    page: page(() => import("./outgoing-messages/OutgoingMessagesPage").then((module) => ({ default: module.OutgoingMessagesPage }))),
  },
  {
    path: "banner-management",
    label: "Banners",
    group: "Content",
    page: page(() => import("./banners/BannersPage").then((module) => ({ default: module.BannersPage }))),
  },
  {
    path: "settings",
    label: "Shop settings",
    group: "Settings",
    page: page(() => import("./settings/SettingsPage").then((module) => ({ default: module.SettingsPage }))),
  },
  {
    path: "notifications",
    label: "Notifications",
    group: "Settings",
    page: page(() => import("./notifications/NotificationsPage").then((module) => ({ default: module.NotificationsPage }))),
  },
  {
    path: "facebook-pixel",
    label: "Tracking pixel",
    group: "Settings",
    page: page(() => import("./pixel/PixelPage").then((module) => ({ default: module.PixelPage }))),
  },
  {
    path: "apps",
    label: "Apps",
    group: "Settings",
    page: page(() => import("./apps/AppsPage").then((module) => ({ default: module.AppsPage }))),
  },
  {
    path: "webhooks",
    label: "Webhooks",
    group: "Settings",
    page: page(() => import("./webhooks/WebhooksPage").then((module) => ({ default: module.WebhooksPage }))),
  },
  {
    path: "courier",
    label: "Courier",
    group: "Settings",
    page: page(() => import("./courier/CourierSettingsPage").then((module) => ({ default: module.CourierSettingsPage }))),
  },
  {
    path: "audit-log",
    label: "Audit log",
    group: "Settings",
    page: page(() => import("./audit/AuditLogPage").then((module) => ({ default: module.AuditLogPage }))),
  },
  {
    path: "sales-report",
    label: "Sales report",
    group: "Reports",
    page: page(() => import("./reports/SalesReportPage").then((module) => ({ default: module.SalesReportPage }))),
  },
  {
    path: "site-analytics",
    label: "Site analytics",
    group: "Reports",
    page: page(() => import("./reports/SiteAnalyticsPage").then((module) => ({ default: module.SiteAnalyticsPage }))),
  },
];

/**
 * Screens reached from an area rather than the sidebar (`edit-product/{id}` from the products
 * table): routes beside the areas', not in the sidebar. The product form's chunk (with Tiptap) is
 * the add page's, shared.
 */
export const ADMIN_SUBPAGES: readonly Pick<AdminArea, "path" | "page">[] = [
  {
    path: "edit-product/:id",
    page: page(() => import("./products/form/ProductFormPages").then((module) => ({ default: module.EditProductPage }))),
  },
  {
    path: "orders/:id",
    page: page(() => import("./orders/OrderDetailPage").then((module) => ({ default: module.OrderDetailPage }))),
  },
  {
    path: "orders/print",
    page: page(() => import("./order-management/OrderPrintPage").then((module) => ({ default: module.OrderPrintPage }))),
  },
  {
    path: "notifications/:kind/:channel",
    page: page(() => import("./notifications/TemplateEditorPage").then((module) => ({ default: module.TemplateEditorPage }))),
  },
  {
    path: "users/:uid",
    page: page(() => import("./customers/CustomerPage").then((module) => ({ default: module.CustomerPage }))),
  },
  {
    path: "users/guests",
    page: page(() => import("./customers/GuestCustomersPage").then((module) => ({ default: module.GuestCustomersPage }))),
  },
  {
    path: "users/guests/:key",
    page: page(() => import("./customers/GuestCustomerPage").then((module) => ({ default: module.GuestCustomerPage }))),
  },
  {
    path: "contact-messages/:id",
    page: page(() => import("./messages/MessagePage").then((module) => ({ default: module.MessagePage }))),
  },
  {
    path: "outgoing-messages/:id",
    page: page(() => import("./outgoing-messages/OutgoingMessagePage").then((module) => ({ default: module.OutgoingMessagePage }))),
  },
  {
    path: "webhooks/deliveries",
    page: page(() => import("./webhooks/WebhookDeliveriesPage").then((module) => ({ default: module.WebhookDeliveriesPage }))),
  },
];

export interface AdminNavSection {
  /** Null for the ungrouped links at the top. */
  group: AdminGroup | null;
  areas: AdminArea[];
}

/**
 * The sidebar's sections: the ungrouped areas first, then each group that has at least one
 * area, in `ADMIN_GROUPS` order. A group with nothing built yet is left out.
 */
export function adminNavSections(areas: readonly AdminArea[] = ADMIN_AREAS): AdminNavSection[] {
  const groups: (AdminGroup | null)[] = [null, ...ADMIN_GROUPS];
  return groups
    .map((group) => ({ group, areas: areas.filter((area) => area.group === group) }))
    .filter((section) => section.areas.length > 0);
}
