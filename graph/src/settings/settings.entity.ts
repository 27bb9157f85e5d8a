import type { PriceRounding } from "@shop/common";
import { registerEnumType } from "type-graphql";
import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from "typeorm";

/** Where the home page's product sections put products that are out of stock. */
export enum HomeOutOfStock {
  LAST = "LAST",
  HIDE = "HIDE",
}
registerEnumType(HomeOutOfStock, {
  name: "HomeOutOfStock",
  description: "LAST: after the products in stock; HIDE: left out of the home page's sections.",
});

export interface SocialMediaLinks {
  facebook: string | null;
  instagram: string | null;
  x: string | null;
  youtube: string | null;
  whatsAppLink: string | null;
}

export interface StoredDeliveryZone {
  name: string;
  feeMinor: number;
  districts: string[];
  isDefault: boolean;
}

/** The shop's settings: a single row (id 1), created with defaults on first start. */
@Entity("settings")
@Check("CHK_settings_single_row", `"id" = 1`)
@Check("CHK_settings_price_rounding", `"priceRounding" IN ('MINOR', 'WHOLE')`)
@Check("CHK_settings_home_out_of_stock", `"homeOutOfStock" IN ('LAST', 'HIDE')`)
export class Settings {
  @PrimaryColumn("integer")
  id: number;

  @Column("varchar", { length: 100 })
  siteName: string;

  @Column("text", { default: "" })
  siteDescription: string;

  @Column("varchar", { length: 500, nullable: true })
  logo: string | null;

  @Column("varchar", { length: 500, nullable: true })
  favicon: string | null;

  @Column("varchar", { length: 200, nullable: true })
  contactEmail: string | null;

  @Column("varchar", { length: 50, nullable: true })
  contactPhone: string | null;

  @Column("text", { nullable: true })
  contactAddress: string | null;

  /** The country calling code the admin's call and WhatsApp links give national numbers (issue 35). */
  @Column("varchar", { length: 3, default: "880" })
  phoneCountryCode: string;

  @Column("varchar", { length: 3 })
  currency: string;

  @Column("varchar", { length: 20 })
  locale: string;

  @Column("jsonb")
  socialMedia: SocialMediaLinks;

  @Column("jsonb")
  deliveryZones: StoredDeliveryZone[];

  @Column("integer", { nullable: true })
  freeShippingThresholdMinor: number | null;

  @Column("text", { default: "" })
  privacyPolicy: string;

  /** IANA time zone the reports count days in (issue 13). */
  @Column("varchar", { length: 64, default: "Asia/Dhaka" })
  timeZone: string;

  /** A product with this many or fewer left (and more than none) is low on stock. */
  @Column("integer", { default: 5 })
  lowStockThreshold: number;

  /**
   * The unit final prices and shipping amounts are rounded to (common's price rule): MINOR for
   * the minor unit, WHOLE for whole major units (decision 021).
   */
  @Column("varchar", { length: 5, default: "MINOR" })
  priceRounding: PriceRounding;

  @Column("varchar", { length: 4, default: HomeOutOfStock.LAST })
  homeOutOfStock: HomeOutOfStock;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
