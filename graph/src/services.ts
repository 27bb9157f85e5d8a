import type { DataSource } from "typeorm";
import { type CacheInvalidator, noInvalidation } from "./cache/cache-tags.js";
import type { CourierConfig } from "./config.js";
import { CourierService } from "./orders/courier/courier.service.js";
import { courierProviderFrom } from "./orders/courier/courier-provider-from-config.js";
import type { OrderLimitSettings } from "./orders/order-limits.js";
import { UserService } from "./customers/user.service.js";
import { type OrderPlacedListener, OrderService } from "./orders/order.service.js";
import { OrderLookupService } from "./orders/order-lookup.service.js";
import { OrderAdminService } from "./orders/order-admin.service.js";
import { CategoryService } from "./catalog/category.service.js";
import { CountCache, ProductService } from "./catalog/product.service.js";
import { AuditService } from "./audit/audit.service.js";
import { BannerService } from "./content/banner.service.js";
import { ContactService } from "./content/contact.service.js";
import { SettingsService } from "./settings/settings.service.js";
import { SalesReportService } from "./reports/sales-report.service.js";
import { AnalyticsService } from "./analytics/analytics.service.js";

/** Every domain service, built once per server over one data source. */
export function createServices(
  dataSource: DataSource,
  options: {
    adminEmails?: readonly string[];
    orderLimits?: OrderLimitSettings;
    courier?: CourierConfig;
    analyticsLimitPerMinute?: number;
    /** Told of every committed write that changes a public read (the response cache); none by default. */
    cache?: CacheInvalidator;
    /** Told of each order placed (the metrics). */
    onOrderPlaced?: OrderPlacedListener;
  } = {},
) {
  const cache = options.cache ?? noInvalidation;
  const audit = new AuditService(dataSource);
  // Product list totals depend on products and on categories: both services clear them.
  const productCounts = new CountCache();
  const categories = new CategoryService(dataSource, audit, productCounts, cache);
  const settings = new SettingsService(dataSource, audit, () => productCounts.clear(), cache);
  const products = new ProductService(
    dataSource,
    categories,
    audit,
    productCounts,
    async () => (await settings.get()).lowStockThreshold,
    async () => (await settings.get()).homeOutOfStock,
    cache,
  );
  return {
    audit,
    categories,
    products,
    settings,
    salesReport: new SalesReportService(dataSource, settings, products),
    banners: new BannerService(dataSource, audit, cache),
    contact: new ContactService(dataSource, audit),
    users: new UserService(dataSource, audit, options.adminEmails ?? []),
    orders: new OrderService(dataSource, audit, options.orderLimits, cache, options.onOrderPlaced),
    orderLookup: new OrderLookupService(dataSource),
    orderAdmin: new OrderAdminService(dataSource, audit),
    courier: new CourierService(dataSource, audit, courierProviderFrom(options.courier)),
    analytics: new AnalyticsService(dataSource, settings, { limitPerMinute: options.analyticsLimitPerMinute }),
  };
}

export type Services = ReturnType<typeof createServices>;
