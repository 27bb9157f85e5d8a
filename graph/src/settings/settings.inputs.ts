import {
  CONTENT_LIMITS,
  contactSettingsRules,
  deliverySettingsRules,
  deliveryZoneRules,
  pixelRules,
  privacyPolicyRule,
  reportSettingsRules,
  socialMediaRules,
  storeSettingsRules,
} from "@shop/common";
import type { PriceRounding } from "@shop/common";
import { ArrayMaxSize, IsEnum, IsOptional, ValidateNested } from "class-validator";
import { Field, Float, InputType, Int } from "type-graphql";
import { FieldRule } from "../shared/field-rule.js";
import { PixelStatus } from "./pixel-config.entity.js";
import { HomeOutOfStock } from "./settings.entity.js";
import { PriceRoundingEnum } from "./settings.types.js";

/**
 * The settings form as GraphQL inputs, section by section, checked with the form's own rules
 * (`storeSettingsRules`, … in common/src/fields.ts). Money is in major units.
 */

@InputType({ description: "The shop's name, description, logo, favicon, currency and display locale." })
export class StoreSettingsInput {
  @Field(() => String)
  @FieldRule(storeSettingsRules.siteName)
  siteName: string;

  @Field(() => String, { nullable: true })
  @FieldRule(storeSettingsRules.siteDescription)
  siteDescription?: string | null;

  @Field(() => String, { nullable: true, description: "An uploaded image (/uploads/…) or an http(s) URL." })
  @FieldRule(storeSettingsRules.logo)
  logo?: string | null;

  @Field(() => String, { nullable: true, description: "An uploaded image (/uploads/…) or an http(s) URL." })
  @FieldRule(storeSettingsRules.favicon)
  favicon?: string | null;

  @Field(() => String, { description: "ISO 4217 code of a currency with two decimals, e.g. BDT." })
  @FieldRule(storeSettingsRules.currency)
  currency: string;

  @Field(() => String, { description: "BCP 47 locale for formatting, e.g. en-BD." })
  @FieldRule(storeSettingsRules.locale)
  locale: string;

  @Field(() => PriceRoundingEnum, {
    nullable: true,
    description: "WHOLE rounds final prices and shipping to whole units (and the zone fees as they are saved); left out, it stays as it is.",
  })
  @IsOptional()
  @IsEnum(PriceRoundingEnum)
  priceRounding?: PriceRounding | null;
}

@InputType({ description: "How shoppers reach the shop, and how the admin's phone links reach shoppers; every field optional." })
export class ContactSettingsInput {
  @Field(() => String, {
    nullable: true,
    description: "The country calling code (digits, e.g. 880) call and WhatsApp links give national numbers; left out, it stays as it is.",
  })
  @IsOptional()
  @FieldRule(contactSettingsRules.phoneCountryCode)
  phoneCountryCode?: string | null;

  @Field(() => String, { nullable: true })
  @FieldRule(contactSettingsRules.email)
  email?: string | null;

  @Field(() => String, { nullable: true })
  @FieldRule(contactSettingsRules.phone)
  phone?: string | null;

  @Field(() => String, { nullable: true })
  @FieldRule(contactSettingsRules.address)
  address?: string | null;
}

@InputType({ description: "Links to the shop's pages elsewhere: http(s) URLs, each optional." })
export class SocialMediaInput {
  @Field(() => String, { nullable: true })
  @FieldRule(socialMediaRules.facebook)
  facebook?: string | null;

  @Field(() => String, { nullable: true })
  @FieldRule(socialMediaRules.instagram)
  instagram?: string | null;

  @Field(() => String, { nullable: true })
  @FieldRule(socialMediaRules.x)
  x?: string | null;

  @Field(() => String, { nullable: true })
  @FieldRule(socialMediaRules.youtube)
  youtube?: string | null;

  @Field(() => String, { nullable: true, description: "The floating chat button's link." })
  @FieldRule(socialMediaRules.whatsAppLink)
  whatsAppLink?: string | null;
}

@InputType({ description: "A delivery zone: its fee and the districts it covers." })
export class DeliveryZoneInput {
  @Field(() => String)
  @FieldRule(deliveryZoneRules.name)
  name: string;

  @Field(() => Float, { description: "Major units, at most two decimals, not negative." })
  @FieldRule(deliveryZoneRules.fee)
  fee: number;

  @Field(() => [String])
  @ArrayMaxSize(CONTENT_LIMITS.districtsPerZone)
  @FieldRule(deliveryZoneRules.district, { each: true })
  districts: string[];

  @Field(() => Boolean, { description: "The zone for districts no other zone lists; exactly one zone is the default." })
  isDefault: boolean;
}

@InputType({ description: "The delivery zones (all of them, in order) and the free-shipping threshold." })
export class DeliverySettingsInput {
  @Field(() => [DeliveryZoneInput])
  @ArrayMaxSize(CONTENT_LIMITS.zones)
  @ValidateNested({ each: true })
  zones: DeliveryZoneInput[];

  @Field(() => Float, { nullable: true, description: "Orders at or above this subtotal ship free (major units); null for never." })
  @FieldRule(deliverySettingsRules.freeShippingThreshold)
  freeShippingThreshold?: number | null;
}

@InputType({ description: "How the reports count: the shop's time zone and when stock is low." })
export class ReportSettingsInput {
  @Field(() => String, { description: "IANA time zone, e.g. Asia/Dhaka: the reports' days start at its midnight." })
  @FieldRule(reportSettingsRules.timeZone)
  timeZone: string;

  @Field(() => Int, { description: "A product with this many or fewer left (and more than none) is low on stock." })
  @FieldRule(reportSettingsRules.lowStockThreshold)
  lowStockThreshold: number;
}

@InputType({ description: "The home page's product sections (New arrivals, On sale, Featured)." })
export class HomeSettingsInput {
  @Field(() => HomeOutOfStock, { description: "LAST: out-of-stock products after the ones in stock; HIDE: left out." })
  @IsEnum(HomeOutOfStock)
  outOfStock: HomeOutOfStock;
}

@InputType({ description: "The settings, section by section: a section given replaces all of its fields; one left out stays as it is." })
export class SettingsInput {
  @Field(() => StoreSettingsInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  store?: StoreSettingsInput | null;

  @Field(() => ContactSettingsInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  contact?: ContactSettingsInput | null;

  @Field(() => SocialMediaInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  socialMedia?: SocialMediaInput | null;

  @Field(() => DeliverySettingsInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  delivery?: DeliverySettingsInput | null;

  @Field(() => ReportSettingsInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  reports?: ReportSettingsInput | null;

  @Field(() => HomeSettingsInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  home?: HomeSettingsInput | null;

  @Field(() => String, { nullable: true, description: "Rich text (HTML), sanitized before it is stored; shown at /privacy-policy." })
  @FieldRule(privacyPolicyRule)
  privacyPolicy?: string | null;
}

@InputType({ description: "The tracking pixel: its id (digits) and whether the storefront loads it." })
export class PixelConfigInput {
  @Field(() => String, { nullable: true, description: "Digits only; required when status is ACTIVE." })
  @FieldRule(pixelRules.pixelId)
  pixelId?: string | null;

  @Field(() => PixelStatus)
  status: PixelStatus;
}
