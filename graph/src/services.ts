import type { DataSource } from "typeorm";
import { type CacheInvalidator, noInvalidation } from "./cache/cache-tags.js";
import type { CourierConfig, NotificationsConfig, OrderLimitSettings } from "./config.js";
import { CourierService } from "./orders/courier/courier.service.js";
import { CourierSettingsService } from "./orders/courier/courier-settings.service.js";
import { SuspiciousHoldsService } from "./orders/suspicious-holds.js";
import { UserService } from "./customers/user.service.js";
import { type OrderPlacedListener, OrderService } from "./orders/order.service.js";
import { OrderLookupService } from "./orders/order-lookup.service.js";
import { OrderAdminService } from "./orders/order-admin.service.js";
import { CategoryService } from "./catalog/category.service.js";
import { CountCache } from "./catalog/count-cache.js";
import { ProductService } from "./catalog/product.service.js";
import { StockBySkuService } from "./catalog/stock-by-sku.js";
import { AuditService } from "./audit/audit.service.js";
import { AppService } from "./apps/app.service.js";
import { BannerService } from "./content/banner.service.js";
import { ContactService } from "./content/contact.service.js";
import { SettingsService } from "./settings/settings.service.js";
import { GuestCustomersService } from "./customers/guest-customers.service.js";
import { SalesReportService } from "./reports/sales-report.service.js";
import { type AnalyticsOptions, AnalyticsService } from "./analytics/analytics.service.js";
import { localCounters, type RateLimitCounters } from "./shared/rate-limiter.js";
import { WebhookService } from "./webhooks/webhook.service.js";
import { NotificationService } from "./notifications/notification.service.js";
import { transportsFrom } from "./notifications/transports-from-config.js";
import type { OutboxControl } from "./events/outbox-consumer.js";

/** Services made without a server (scripts, some tests) deliver nothing: events wait in the outbox for a shop to start. */
const noOutbox: OutboxControl = {
  redeliver: () => Promise.reject(new Error("No outbox worker runs in this process")),
  nudge: () => undefined,
};

/** Every domain service, built once per server over one data source. */
export function createServices(
  dataSource: DataSource,
  options: {
    adminEmails?: readonly string[];
    orderLimits?: Partial<OrderLimitSettings>;
    courier?: CourierConfig;
    /** The SMTP server and SMS gateway; none: messages are captured (docs/notifications.md). */
    notifications?: NotificationsConfig;
    /** The shop's public origin, for links in messages (PUBLIC_URL; http://localhost:<port> outside production without it). */
    shopUrl?: string;
    analyticsLimitPerMinute?: number;
    /** Site analytics' per-address caps and retention (docs/analytics.md); the defaults otherwise. */
    analytics?: Pick<AnalyticsOptions, "caps" | "retention">;
    /** Told of every committed write that changes a public read (the response cache); none by default. */
    cache?: CacheInvalidator;
    /** Product list totals kept in memory; the server passes the one its invalidation bus clears. */
    productCounts?: CountCache;
    /** Where rate limits count: this process's memory by default, Redis shared by replicas when configured. */
    rateLimits?: RateLimitCounters;
    /** Told of each order placed (the metrics). */
    onOrderPlaced?: OrderPlacedListener;
    /** The outbox's worker (resend a delivery, wake it); the server passes its own, none by default. */
    outbox?: OutboxControl;
    /** In production webhook targets on private networks are refused unless the owner allows them (docs/webhooks.md). */
    isProduction?: boolean;
  } = {},
) {
  const cache = options.cache ?? noInvalidation;
  const counters = options.rateLimits ?? localCounters();
  const audit = new AuditService(dataSource);
  // Product list totals depend on products and on categories: both services clear them.
  const productCounts = options.productCounts ?? new CountCache();
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
  const orders = new OrderService(dataSource, audit, { limits: options.orderLimits, cache, counters, onPlaced: options.onOrderPlaced });
  const courierSettings = new CourierSettingsService(dataSource, audit, options.courier ?? { steadfast: null, timeoutMs: 15_000, secretsKey: null, baseUrlEditable: false });
  return {
    outbox: options.outbox ?? noOutbox,
    audit,
    categories,
    products,
    stockBySku: new StockBySkuService(dataSource, audit, productCounts, cache),
    settings,
    salesReport: new SalesReportService(dataSource, settings, products),
    banners: new BannerService(dataSource, audit, cache),
    contact: new ContactService(dataSource, audit, counters),
    users: new UserService(dataSource, audit, options.adminEmails ?? []),
    guestCustomers: new GuestCustomersService(dataSource),
    orders,
    holds: new SuspiciousHoldsService(dataSource, orders),
    orderLookup: new OrderLookupService(dataSource, counters),
    orderAdmin: new OrderAdminService(dataSource, audit),
    courierSettings,
    courier: new CourierService(dataSource, audit, () => courierSettings.provider()),
    apps: new AppService(dataSource, audit),
    webhooks: new WebhookService(dataSource, audit, { isProduction: options.isProduction ?? false }),
    analytics: new AnalyticsService(dataSource, settings, { limitPerMinute: options.analyticsLimitPerMinute, counters, ...options.analytics }),
    notifications: new NotificationService(dataSource, audit, settings, {
      transports: transportsFrom(options.notifications),
      shopUrl: options.shopUrl ?? "http://localhost:3000",
      mailFrom: options.notifications?.mail?.from ?? null,
      retentionDays: options.notifications?.retentionDays ?? 90,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
