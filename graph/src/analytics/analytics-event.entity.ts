import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from "typeorm";

/** What the storefront reports (docs/analytics.md#events). */
export enum AnalyticsEventType {
  PAGE_VIEW = "page_view",
  PRODUCT_VIEW = "product_view",
  ADD_TO_CART = "add_to_cart",
  BEGIN_CHECKOUT = "begin_checkout",
  ORDER_PLACED = "order_placed",
}

export enum DeviceClass {
  MOBILE = "mobile",
  TABLET = "tablet",
  DESKTOP = "desktop",
}

/**
 * One storefront event, with no personal data: the visitor is a hash that changes every day
 * (visitor.ts), and neither the IP address nor the user agent is kept.
 */
@Entity("analytics_event")
@Index("IDX_analytics_event_occurred", ["occurredAt"])
@Index("IDX_analytics_event_type_occurred", ["type", "occurredAt"])
export class AnalyticsEvent {
  @PrimaryGeneratedColumn("increment", { type: "bigint" })
  id: string;

  @Column("timestamptz")
  occurredAt: Date;

  @Column("varchar", { length: 20 })
  type: AnalyticsEventType;

  @Column("varchar", { length: 300 })
  path: string;

  @Column("uuid", { nullable: true })
  productId: string | null;

  @Column("varchar", { length: 253, nullable: true })
  referrerHost: string | null;

  @Column("varchar", { length: 10 })
  device: DeviceClass;

  @Column("varchar", { length: 16 })
  visitorHash: string;
}

/** The random salt of one day in the shop's time zone; deleted once the day is over. */
@Entity("analytics_salt")
export class AnalyticsSalt {
  @PrimaryColumn("date")
  day: string;

  @Column("varchar", { length: 64 })
  salt: string;
}

/**
 * One day's figures for one key of one dimension (daily-rollup.ts, decision 040): built from the
 * raw events once the day is over; the report reads these for closed days.
 */
@Entity("analytics_daily")
@Index("IDX_analytics_daily_day", ["day"])
export class AnalyticsDaily {
  @PrimaryColumn("varchar", { length: 10 })
  dimension: string;

  /** The day in the shop's time zone when it was rolled up. */
  @PrimaryColumn("date")
  day: string;

  /** The path, the product id, the referring host ("" for direct), the device class or the funnel step. */
  @PrimaryColumn("varchar", { length: 300 })
  key: string;

  /** Page views (product views for products); 0 where the dimension counts visitors only. */
  @Column("int")
  views: number;

  @Column("int")
  visitors: number;
}
