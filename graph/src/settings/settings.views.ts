import { toMajor } from "@shop/common";
import type { PixelConfig } from "./pixel-config.entity.js";
import type { Settings } from "./settings.entity.js";
import type { PixelConfigView, SettingsView } from "./settings.types.js";

export function toSettingsView(s: Settings): SettingsView {
  return {
    siteName: s.siteName,
    siteDescription: s.siteDescription,
    logo: s.logo,
    favicon: s.favicon,
    contactEmail: s.contactEmail,
    contactPhone: s.contactPhone,
    contactAddress: s.contactAddress,
    phoneCountryCode: s.phoneCountryCode,
    currency: s.currency,
    locale: s.locale,
    socialMedia: { ...s.socialMedia },
    deliveryZones: s.deliveryZones.map((z) => ({
      name: z.name,
      fee: toMajor(z.feeMinor),
      districts: z.districts,
      isDefault: z.isDefault,
    })),
    freeShippingThreshold: s.freeShippingThresholdMinor == null ? null : toMajor(s.freeShippingThresholdMinor),
    privacyPolicy: s.privacyPolicy,
    timeZone: s.timeZone,
    lowStockThreshold: s.lowStockThreshold,
    priceRounding: s.priceRounding,
    homeOutOfStock: s.homeOutOfStock,
  };
}

export function toPixelView(p: PixelConfig): PixelConfigView {
  return { pixelId: p.pixelId, status: p.status };
}
