import {
  CONTENT_LIMITS,
  type FieldRule,
  contactSettingsRules,
  deliverySettingsRules,
  deliveryZoneRules,
  deliveryZonesProblems,
  privacyPolicyRule,
  reportSettingsRules,
  socialMediaRules,
  storeSettingsRules,
} from "@shop/common";
import type { AdminSettingsFieldsFragment, HomeOutOfStock, PriceRounding, SettingsInput } from "../gql/graphql";

/** One row of the zones editor; the fee as typed, the districts as one comma-separated text. */
export interface ZoneRow {
  name: string;
  fee: string;
  districts: string;
  isDefault: boolean;
}

/** The settings form's values, flat: the server's field errors (`store.siteName`, `delivery.zones.0.fee`) land by their last names. */
export interface SettingsValues {
  siteName: string;
  siteDescription: string;
  logo: string;
  favicon: string;
  currency: string;
  locale: string;
  priceRounding: PriceRounding;
  homeOutOfStock: HomeOutOfStock;
  email: string;
  phone: string;
  address: string;
  phoneCountryCode: string;
  facebook: string;
  instagram: string;
  x: string;
  youtube: string;
  whatsAppLink: string;
  zones: ZoneRow[];
  freeShippingThreshold: string;
  privacyPolicy: string;
  timeZone: string;
  lowStockThreshold: string;
}

/** The districts of a zone as typed ("Dhaka, Gazipur"): trimmed, empty entries left out. */
export function districtList(text: string): string[] {
  return text
    .split(/[,\n]/u)
    .map((district) => district.trim())
    .filter(Boolean);
}

const districtsRule: FieldRule = (value) => {
  const districts = districtList(String(value ?? ""));
  if (districts.length > CONTENT_LIMITS.districtsPerZone) return `A zone lists at most ${String(CONTENT_LIMITS.districtsPerZone)} districts.`;
  for (const district of districts) {
    const problem = deliveryZoneRules.district(district);
    if (problem) return problem;
  }
  return undefined;
};

export const settingsRules = {
  ...storeSettingsRules,
  ...contactSettingsRules,
  ...socialMediaRules,
  freeShippingThreshold: deliverySettingsRules.freeShippingThreshold,
  privacyPolicy: privacyPolicyRule,
  ...reportSettingsRules,
};

export const zoneRowRules = { name: deliveryZoneRules.name, fee: deliveryZoneRules.fee, districts: districtsRule };

const text = (value: string | null | undefined) => value ?? "";
const orNull = (value: string) => value.trim() || null;

export function settingsValues(s: AdminSettingsFieldsFragment): SettingsValues {
  return {
    siteName: s.siteName,
    siteDescription: s.siteDescription,
    logo: text(s.logo),
    favicon: text(s.favicon),
    currency: s.currency,
    locale: s.locale,
    priceRounding: s.priceRounding,
    homeOutOfStock: s.homeOutOfStock,
    email: text(s.contactEmail),
    phone: text(s.contactPhone),
    address: text(s.contactAddress),
    phoneCountryCode: s.phoneCountryCode,
    facebook: text(s.socialMedia.facebook),
    instagram: text(s.socialMedia.instagram),
    x: text(s.socialMedia.x),
    youtube: text(s.socialMedia.youtube),
    whatsAppLink: text(s.socialMedia.whatsAppLink),
    zones: s.deliveryZones.map((zone) => ({ name: zone.name, fee: String(zone.fee), districts: zone.districts.join(", "), isDefault: zone.isDefault })),
    freeShippingThreshold: s.freeShippingThreshold == null ? "" : String(s.freeShippingThreshold),
    privacyPolicy: s.privacyPolicy,
    timeZone: s.timeZone,
    lowStockThreshold: String(s.lowStockThreshold),
  };
}

/** The zones as the shared rule checks them as a whole (one default, unique names and districts). */
export function zonesProblems(zones: readonly ZoneRow[]) {
  return deliveryZonesProblems(zones.map((zone) => ({ name: zone.name, districts: districtList(zone.districts), isDefault: zone.isDefault })));
}

/** The form's values as `updateSettings` takes them: every section, money in major units. */
export function settingsInput(v: SettingsValues): SettingsInput {
  return {
    store: {
      siteName: v.siteName.trim(),
      siteDescription: v.siteDescription.trim(),
      logo: orNull(v.logo),
      favicon: orNull(v.favicon),
      currency: v.currency.trim(),
      locale: v.locale.trim(),
      priceRounding: v.priceRounding,
    },
    contact: { email: orNull(v.email), phone: orNull(v.phone), address: orNull(v.address), phoneCountryCode: v.phoneCountryCode.trim() },
    socialMedia: {
      facebook: orNull(v.facebook),
      instagram: orNull(v.instagram),
      x: orNull(v.x),
      youtube: orNull(v.youtube),
      whatsAppLink: orNull(v.whatsAppLink),
    },
    delivery: {
      zones: v.zones.map((zone) => ({ name: zone.name.trim(), fee: Number(zone.fee.trim()), districts: districtList(zone.districts), isDefault: zone.isDefault })),
      freeShippingThreshold: v.freeShippingThreshold.trim() === "" ? null : Number(v.freeShippingThreshold.trim()),
    },
    privacyPolicy: v.privacyPolicy,
    reports: { timeZone: v.timeZone.trim(), lowStockThreshold: Number(v.lowStockThreshold.trim()) },
    home: { outOfStock: v.homeOutOfStock },
  };
}

/** The time zones the browser knows, for the time-zone field's suggestions (the server checks the name again). */
export function timeZoneNames(): readonly string[] {
  return typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
}

/** One choice of a settings select: the stored value and how the owner reads it. */
export interface SettingChoice {
  value: string;
  label: string;
}

/** Locales the shop may format in, offered when the browser formats them (the list of tags a shop is likely to use). */
const LOCALE_CANDIDATES = [
  "bn-BD", "en-BD", "bn-IN", "en-IN", "hi-IN", "ur-PK", "en-PK", "ne-NP", "si-LK", "ta-LK", "ta-IN", "te-IN", "mr-IN", "gu-IN",
  "en-US", "en-GB", "en-AU", "en-CA", "en-NZ", "en-IE", "en-SG", "en-MY", "ms-MY", "id-ID", "th-TH", "vi-VN", "fil-PH", "en-PH",
  "zh-CN", "zh-TW", "ja-JP", "ko-KR", "ar-SA", "ar-AE", "ar-EG", "fa-IR", "tr-TR", "de-DE", "fr-FR", "es-ES", "it-IT", "nl-NL",
  "pt-PT", "pt-BR", "es-MX", "ru-RU", "pl-PL", "sv-SE", "en-ZA", "sw-KE",
] as const;

const displayName = (type: "currency" | "language", code: string, locale: string): string | undefined => {
  try {
    return new Intl.DisplayNames([locale], { type }).of(code);
  } catch {
    return undefined;
  }
};

/** Keeps the stored value choosable even when the list leaves it out (a shop set up before the list, or by the API). */
function withCurrent(choices: SettingChoice[], current: string): SettingChoice[] {
  if (!current || choices.some((choice) => choice.value === current)) return choices;
  return [{ value: current, label: `${current} (current)` }, ...choices];
}

/**
 * The currencies the settings offer: the ISO 4217 codes the browser's `Intl` knows that have two
 * decimals (the server's rule, `storeSettingsRules.currency`), named in `locale`, sorted by code.
 */
export function currencyChoices(current: string, locale: string): SettingChoice[] {
  const codes = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("currency") : [];
  const choices = codes
    .filter((code) => storeSettingsRules.currency(code) === undefined)
    .map((code) => ({ value: code, label: `${code} · ${displayName("currency", code, locale) ?? code}` }));
  return withCurrent(choices, current);
}

/** The locales the settings offer: the candidates this browser formats in, named in `locale`. */
export function localeChoices(current: string, locale: string): SettingChoice[] {
  const supported = Intl.NumberFormat.supportedLocalesOf([...LOCALE_CANDIDATES]);
  const choices = supported
    .filter((tag) => storeSettingsRules.locale(tag) === undefined)
    .map((tag) => ({ value: tag, label: `${displayName("language", tag, locale) ?? tag} · ${tag}` }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  return withCurrent(choices, current);
}
