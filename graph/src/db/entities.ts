import { AnalyticsDaily, AnalyticsEvent, AnalyticsSalt } from "../analytics/analytics-event.entity.js";
import { App, AppRequestCount } from "../apps/app.entity.js";
import { AuditEntry } from "../audit/audit-entry.entity.js";
import { CategorySlug } from "../catalog/category-slug.entity.js";
import { Category } from "../catalog/category.entity.js";
import { ProductVariant } from "../catalog/product-variant.entity.js";
import { Product } from "../catalog/product.entity.js";
import { Banner } from "../content/banner.entity.js";
import { ContactMessage } from "../content/contact-message.entity.js";
import { User } from "../customers/user.entity.js";
import { OutboxDelivery, OutboxEventRow } from "../events/outbox.entity.js";
import { NotificationRecipients, NotificationTemplateRow, OutgoingMessage } from "../notifications/notification.entities.js";
import { OrderLine } from "../orders/order-line.entity.js";
import { OrderStatusChange } from "../orders/order-status-change.entity.js";
import { Order } from "../orders/order.entity.js";
import { OrderShipment } from "../orders/courier/order-shipment.entity.js";
import { CourierCredentials } from "../orders/courier/courier-credentials.entity.js";
import { PixelConfig } from "../settings/pixel-config.entity.js";
import { Settings } from "../settings/settings.entity.js";
import { WebhookAttempt, WebhookSettings, WebhookSubscription } from "../webhooks/webhook.entity.js";

/** Every TypeORM entity, listed explicitly so no file glob depends on the build layout. */
export const entities = [Category, CategorySlug, Product, ProductVariant, Settings, PixelConfig, Banner, ContactMessage, User, Order, OrderLine, OrderStatusChange, AuditEntry, OrderShipment, AnalyticsEvent, AnalyticsSalt, AnalyticsDaily, App, AppRequestCount, WebhookSubscription, WebhookAttempt, WebhookSettings, NotificationTemplateRow, NotificationRecipients, OutgoingMessage, OutboxEventRow, OutboxDelivery, CourierCredentials];
