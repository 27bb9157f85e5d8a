import { describe, expect, it } from "vitest";
import { ADMIN_AREAS, ADMIN_GROUPS, type AdminArea, adminNavSections } from "./adminAreas";
import { adminHref } from "./adminPaths";

function area(path: string, group: AdminArea["group"]): AdminArea {
  return { path, label: path || "Dashboard", group, page: () => null };
}

describe("the admin areas", () => {
  it("are the built screens only: the dashboard, the catalog's, the orders lists and order management, the customers, the messages, the outgoing messages, the banners, the settings, the notifications, the pixel, the apps, the webhooks, the courier, the audit log, the sales report and site analytics", () => {
    expect(ADMIN_AREAS.map(({ path, label, group }) => ({ path, label, group }))).toEqual([
      { path: "", label: "Dashboard", group: null },
      { path: "all-products", label: "Products", group: "Catalog" },
      { path: "add-product", label: "Add product", group: "Catalog" },
      { path: "add-category", label: "Categories", group: "Catalog" },
      { path: "orders", label: "Orders", group: "Orders" },
      { path: "orders/pending", label: "Pending", group: "Orders" },
      { path: "orders/completed", label: "Completed", group: "Orders" },
      { path: "orders/management", label: "Order management", group: "Orders" },
      { path: "users", label: "Customers", group: "Customers" },
      { path: "contact-messages", label: "Messages", group: "Customers" },
      { path: "outgoing-messages", label: "Outgoing messages", group: "Customers" },
      { path: "banner-management", label: "Banners", group: "Content" },
      { path: "settings", label: "Shop settings", group: "Settings" },
      { path: "notifications", label: "Notifications", group: "Settings" },
      { path: "facebook-pixel", label: "Tracking pixel", group: "Settings" },
      { path: "apps", label: "Apps", group: "Settings" },
      { path: "webhooks", label: "Webhooks", group: "Settings" },
      { path: "courier", label: "Courier", group: "Settings" },
      { path: "audit-log", label: "Audit log", group: "Settings" },
      { path: "sales-report", label: "Sales report", group: "Reports" },
      { path: "site-analytics", label: "Site analytics", group: "Reports" },
    ]);
  });

  it("have one path and one label each", () => {
    expect(new Set(ADMIN_AREAS.map((entry) => entry.path)).size).toBe(ADMIN_AREAS.length);
    expect(new Set(ADMIN_AREAS.map((entry) => entry.label)).size).toBe(ADMIN_AREAS.length);
  });

  it("give the Orders link the pending orders' count and Messages the unread count", () => {
    expect(ADMIN_AREAS.filter((entry) => entry.badge).map((entry) => entry.path)).toEqual(["orders", "contact-messages"]);
  });

  it("link under /admin-dashboard", () => {
    expect(adminHref("")).toBe("/admin-dashboard");
    expect(adminHref("all-products")).toBe("/admin-dashboard/all-products");
  });
});

describe("adminNavSections", () => {
  it("puts the ungrouped areas first, then the groups in order, leaving out empty groups", () => {
    const sections = adminNavSections([
      area("sales-report", "Reports"),
      area("orders", "Orders"),
      area("", null),
      area("all-products", "Catalog"),
      area("add-category", "Catalog"),
    ]);
    expect(sections.map((section) => [section.group, section.areas.map((entry) => entry.path)])).toEqual([
      [null, [""]],
      ["Catalog", ["all-products", "add-category"]],
      ["Orders", ["orders"]],
      ["Reports", ["sales-report"]],
    ]);
  });

  it("shows today's sidebar: the dashboard, then Catalog, Orders, Customers, Content, Settings and Reports", () => {
    expect(adminNavSections().map((section) => [section.group, section.areas.map((entry) => entry.label)])).toEqual([
      [null, ["Dashboard"]],
      ["Catalog", ["Products", "Add product", "Categories"]],
      ["Orders", ["Orders", "Pending", "Completed", "Order management"]],
      ["Customers", ["Customers", "Messages", "Outgoing messages"]],
      ["Content", ["Banners"]],
      ["Settings", ["Shop settings", "Notifications", "Tracking pixel", "Apps", "Webhooks", "Courier", "Audit log"]],
      ["Reports", ["Sales report", "Site analytics"]],
    ]);
  });

  it("knows the spec's groups in order", () => {
    expect(ADMIN_GROUPS).toEqual(["Catalog", "Orders", "Customers", "Content", "Settings", "Reports"]);
  });
});
