import { PRICE_ROUNDINGS, type PriceRounding } from "@shop/common";
import { Field, Float, ObjectType, registerEnumType } from "type-graphql";
import { PixelStatus } from "./pixel-config.entity.js";
import { HomeOutOfStock } from "./settings.entity.js";

/** common's PRICE_ROUNDINGS as a GraphQL enum. */
export const PriceRoundingEnum = Object.fromEntries(PRICE_ROUNDINGS.map((value) => [value, value])) as { [K in PriceRounding]: K };
registerEnumType(PriceRoundingEnum, {
  name: "PriceRounding",
  description: "What final prices and shipping amounts are rounded to, half-up: MINOR, the minor unit (poisha); WHOLE, whole major units (taka).",
});

@ObjectType()
export class SocialMedia {
  @Field(() => String, { nullable: true })
  facebook: string | null;

  @Field(() => String, { nullable: true })
  instagram: string | null;

  @Field(() => String, { nullable: true })
  x: string | null;

  @Field(() => String, { nullable: true })
  youtube: string | null;

  @Field(() => String, { nullable: true, description: "Link of the floating chat button." })
  whatsAppLink: string | null;
}

@ObjectType({ description: "A delivery zone: its fee and the districts it covers." })
export class DeliveryZone {
  @Field(() => String)
  name: string;

  @Field(() => Float, { description: "Delivery fee in major units." })
  fee: number;

  @Field(() => [String])
  districts: string[];

  @Field(() => Boolean, { description: "The zone for districts no other zone lists." })
  isDefault: boolean;
}

@ObjectType("Settings", { description: "The shop's public settings." })
export class SettingsView {
  @Field(() => String)
  siteName: string;

  @Field(() => String)
  siteDescription: string;

  @Field(() => String, { nullable: true })
  logo: string | null;

  @Field(() => String, { nullable: true })
  favicon: string | null;

  @Field(() => String, { nullable: true })
  contactEmail: string | null;

  @Field(() => String, { nullable: true })
  contactPhone: string | null;

  @Field(() => String, { nullable: true })
  contactAddress: string | null;

  @Field(() => String, { description: "The country calling code (digits, e.g. 880) the admin's call and WhatsApp links give national numbers." })
  phoneCountryCode: string;

  @Field(() => String, { description: "ISO 4217 currency code, e.g. BDT." })
  currency: string;

  @Field(() => String, { description: "BCP 47 locale for formatting, e.g. en-BD." })
  locale: string;

  @Field(() => SocialMedia)
  socialMedia: SocialMedia;

  @Field(() => [DeliveryZone])
  deliveryZones: DeliveryZone[];

  @Field(() => Float, { nullable: true, description: "Orders at or above this subtotal ship free." })
  freeShippingThreshold: number | null;

  @Field(() => String)
  privacyPolicy: string;

  @Field(() => String, { description: "IANA time zone the shop counts its days in (reports), e.g. Asia/Dhaka." })
  timeZone: string;

  @Field(() => PriceRoundingEnum, { description: "What the shop's one price rule rounds final prices and shipping to: every amount charged is a multiple of it." })
  priceRounding: PriceRounding;

  @Field(() => HomeOutOfStock, { description: "Where the home page's product sections put products that are out of stock." })
  homeOutOfStock: HomeOutOfStock;

  /** Admin-only: answered by SettingsFieldsResolver.lowStockThreshold. */
  lowStockThreshold: number;
}

@ObjectType("PixelConfig", { description: "The tracking pixel: loaded by the storefront only when ACTIVE." })
export class PixelConfigView {
  @Field(() => String, { nullable: true })
  pixelId: string | null;

  @Field(() => PixelStatus)
  status: PixelStatus;
}
