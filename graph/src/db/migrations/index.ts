import { Catalog1763769600000 } from "./1763769600000-Catalog.js";
import { Content1763856000000 } from "./1763856000000-Content.js";
import { Users1763942400000 } from "./1763942400000-Users.js";
import { Orders1764028800000 } from "./1764028800000-Orders.js";
import { OrderIdempotencyScope1764115200000 } from "./1764115200000-OrderIdempotencyScope.js";
import { AdminCatalog1764201600000 } from "./1764201600000-AdminCatalog.js";
import { AdminOrders1764288000000 } from "./1764288000000-AdminOrders.js";
import { OrderShipments1764374400000 } from "./1764374400000-OrderShipments.js";
import { RichTextPrivacyPolicy1764547200000 } from "./1764547200000-RichTextPrivacyPolicy.js";
import { ReportSettings1764633600000 } from "./1764633600000-ReportSettings.js";
import { SalesReportIndexes1764640000000 } from "./1764640000000-SalesReportIndexes.js";
import { SiteAnalytics1764650000000 } from "./1764650000000-SiteAnalytics.js";
import { ProductImageColors1764710000000 } from "./1764710000000-ProductImageColors.js";
import { PriceRoundingHomeStock1764730000000 } from "./1764730000000-PriceRoundingHomeStock.js";
import { BannerImageAlt1764740000000 } from "./1764740000000-BannerImageAlt.js";
import { ProductSearch1764750000000 } from "./1764750000000-ProductSearch.js";
import { LeanCatalogReads1764770000000 } from "./1764770000000-LeanCatalogReads.js";
import { SalesOutsideTheCatalogRow1764780000000 } from "./1764780000000-SalesOutsideTheCatalogRow.js";
import { ClientAddressOfHolds1764790000000 } from "./1764790000000-ClientAddressOfHolds.js";
import { AnalyticsDailyRollups1764800000000 } from "./1764800000000-AnalyticsDailyRollups.js";
import { StatusChangeCustomerNote1764810000000 } from "./1764810000000-StatusChangeCustomerNote.js";
import { UserEmailVerified1764820000000 } from "./1764820000000-UserEmailVerified.js";
import { Apps1764830000000 } from "./1764830000000-Apps.js";
import { CursorSyncAndStockBySku1764840000000 } from "./1764840000000-CursorSyncAndStockBySku.js";
import { Outbox1764850000000 } from "./1764850000000-Outbox.js";
import { Webhooks1764860000000 } from "./1764860000000-Webhooks.js";
import { Notifications1764870000000 } from "./1764870000000-Notifications.js";
import { PhoneCountryCode1764880100000 } from "./1764880100000-PhoneCountryCode.js";
import { GuestCustomers1764880200000 } from "./1764880200000-GuestCustomers.js";
import { CourierCredentials1764880300000 } from "./1764880300000-CourierCredentials.js";
import { AuditChoiceIndexes1764880400000 } from "./1764880400000-AuditChoiceIndexes.js";

/** Migrations in the order they run. Add new ones at the end. */
export const migrations = [
  Catalog1763769600000,
  Content1763856000000,
  Users1763942400000,
  Orders1764028800000,
  OrderIdempotencyScope1764115200000,
  AdminCatalog1764201600000,
  AdminOrders1764288000000,
  OrderShipments1764374400000,
  RichTextPrivacyPolicy1764547200000,
  ReportSettings1764633600000,
  SalesReportIndexes1764640000000,
  SiteAnalytics1764650000000,
  ProductImageColors1764710000000,
  PriceRoundingHomeStock1764730000000,
  BannerImageAlt1764740000000,
  ProductSearch1764750000000,
  LeanCatalogReads1764770000000,
  SalesOutsideTheCatalogRow1764780000000,
  ClientAddressOfHolds1764790000000,
  AnalyticsDailyRollups1764800000000,
  StatusChangeCustomerNote1764810000000,
  UserEmailVerified1764820000000,
  Apps1764830000000,
  CursorSyncAndStockBySku1764840000000,
  Outbox1764850000000,
  Webhooks1764860000000,
  Notifications1764870000000,
  PhoneCountryCode1764880100000,
  GuestCustomers1764880200000,
  CourierCredentials1764880300000,
  AuditChoiceIndexes1764880400000,
];
