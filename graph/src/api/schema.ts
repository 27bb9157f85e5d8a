import path from "node:path";
import type { GraphQLSchema } from "graphql";
import { buildSchema } from "type-graphql";
import { AuditResolver } from "../audit/audit.resolver.js";
import { CatalogAdminResolver } from "../catalog/catalog-admin.resolver.js";
import { CategoryResolver } from "../catalog/category.resolver.js";
import { ProductFieldsResolver } from "../catalog/product-fields.resolver.js";
import { ProductResolver } from "../catalog/product.resolver.js";
import { ContactInboxResolver } from "../content/contact-inbox.resolver.js";
import { ContentResolver } from "../content/content.resolver.js";
import { ContentAdminResolver } from "../content/content-admin.resolver.js";
import { authChecker } from "../auth/auth-checker.js";
import { AuthConfigResolver } from "../auth/auth-config.resolver.js";
import { UserFieldsResolver } from "../customers/user-fields.resolver.js";
import { UserResolver } from "../customers/user.resolver.js";
import { GuestCustomerResolver } from "../customers/guest-customer.resolver.js";
import { OrderChangeFieldsResolver, OrderFieldsResolver, OrderLineFieldsResolver } from "../orders/order-fields.resolver.js";
import { OrderResolver } from "../orders/order.resolver.js";
import { OrderLookupResolver } from "../orders/order-lookup.resolver.js";
// After the storefront's order resolvers, so the schema file lists their types first.
import { OrderAdminResolver } from "../orders/order-admin.resolver.js";
import { SuspiciousHoldsResolver } from "../orders/suspicious-holds.resolver.js";
import { OrderManagementResolver, OrderShipmentFieldResolver } from "../orders/order-management.resolver.js";
import { SettingsFieldsResolver, SettingsResolver } from "../settings/settings.resolver.js";
import { SettingsAdminResolver } from "../settings/settings-admin.resolver.js";
import { SalesReportResolver } from "../reports/sales-report.resolver.js";
import { SiteAnalyticsResolver } from "../analytics/site-analytics.resolver.js";
import { AppsResolver } from "../apps/apps.resolver.js";
import { WebhooksResolver } from "../webhooks/webhooks.resolver.js";
import { NotificationResolver } from "../notifications/notification.resolver.js";
import { CourierSettingsResolver } from "../orders/courier/courier-settings.resolver.js";

export const resolvers = [
  CategoryResolver,
  ProductResolver,
  ProductFieldsResolver,
  CatalogAdminResolver,
  SettingsResolver,
  SettingsFieldsResolver,
  ContentResolver,
  ContactInboxResolver,
  ContentAdminResolver,
  SettingsAdminResolver,
  UserResolver,
  UserFieldsResolver,
  GuestCustomerResolver,
  AuthConfigResolver,
  OrderResolver,
  OrderFieldsResolver,
  OrderLineFieldsResolver,
  OrderLookupResolver,
  OrderAdminResolver,
  SuspiciousHoldsResolver,
  OrderChangeFieldsResolver,
  AuditResolver,
  OrderManagementResolver,
  OrderShipmentFieldResolver,
  SalesReportResolver,
  SiteAnalyticsResolver,
  AppsResolver,
  WebhooksResolver,
  NotificationResolver,
  CourierSettingsResolver,
] as const;

/** The committed contract, emitted by type-graphql: `schema.graphql` at the repository root. */
export const schemaFile = path.resolve(import.meta.dirname, "../../../schema.graphql");

export function buildShopSchema(options: { emitSchemaFile?: boolean } = {}): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    validate: { forbidUnknownValues: false },
    authChecker,
    emitSchemaFile: options.emitSchemaFile ? { path: schemaFile, sortedSchema: false } : false,
  });
}
