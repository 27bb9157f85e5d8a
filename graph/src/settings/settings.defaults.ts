import { DEFAULT_PHONE_COUNTRY_CODE, LOW_STOCK_THRESHOLD, NEW_SHOP_MONEY } from "@shop/common";
import { HomeOutOfStock, type Settings } from "./settings.entity.js";
import { privacyPolicyTemplate } from "./privacy-policy-template.js";

/** The settings a new shop starts with (docs/behaviour.md#constants: BDT, two delivery zones). */
export function defaultSettings(): Omit<Settings, "updatedAt"> {
  const timeZone = "Asia/Dhaka";
  return {
    id: 1,
    siteName: "Shop",
    siteDescription: "Clothing, shoes and accessories, delivered across Bangladesh.",
    logo: null,
    favicon: null,
    contactEmail: null,
    contactPhone: null,
    contactAddress: null,
    phoneCountryCode: DEFAULT_PHONE_COUNTRY_CODE,
    currency: NEW_SHOP_MONEY.currency,
    locale: NEW_SHOP_MONEY.locale,
    socialMedia: { facebook: null, instagram: null, x: null, youtube: null, whatsAppLink: null },
    deliveryZones: [
      { name: "Inside Dhaka", feeMinor: 6_000, districts: ["Dhaka"], isDefault: false },
      { name: "Outside Dhaka", feeMinor: 11_000, districts: [], isDefault: true },
    ],
    freeShippingThresholdMinor: null,
    // A complete template, dated the day the shop first starts; the contact page stands in for contact details not set yet.
    privacyPolicy: privacyPolicyTemplate({}, new Date(), timeZone),
    timeZone,
    lowStockThreshold: LOW_STOCK_THRESHOLD,
    // Databases from before decision 021 keep MINOR.
    priceRounding: NEW_SHOP_MONEY.priceRounding,
    homeOutOfStock: HomeOutOfStock.LAST,
  };
}
