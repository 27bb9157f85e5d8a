import { describe, expect, it } from "vitest";
import type { AdminSettingsFieldsFragment } from "../gql/graphql";
import {
  currencyChoices,
  districtList,
  localeChoices,
  settingsInput,
  settingsRules,
  settingsValues,
  timeZoneNames,
  zoneRowRules,
  zonesProblems,
} from "./settingsForm";

const served: AdminSettingsFieldsFragment = {
  __typename: "Settings",
  siteName: "Shop",
  siteDescription: "Clothes",
  logo: null,
  favicon: "/uploads/f.webp",
  contactEmail: "a@b.example",
  contactPhone: null,
  contactAddress: null,
  phoneCountryCode: "880",
  currency: "BDT",
  locale: "en-BD",
  priceRounding: "WHOLE",
  homeOutOfStock: "LAST",
  socialMedia: { __typename: "SocialMedia", facebook: null, instagram: null, x: null, youtube: null, whatsAppLink: "https://wa.me/1" },
  deliveryZones: [
    { __typename: "DeliveryZone", name: "Inside Dhaka", fee: 60, districts: ["Dhaka", "Gazipur"], isDefault: false },
    { __typename: "DeliveryZone", name: "Outside Dhaka", fee: 110.5, districts: [], isDefault: true },
  ],
  freeShippingThreshold: null,
  privacyPolicy: "<p>Hi</p>",
  timeZone: "Asia/Dhaka",
  lowStockThreshold: 5,
};

describe("the settings form", () => {
  it("reads districts typed with commas or lines, leaving out empty ones", () => {
    expect(districtList(" Dhaka, Gazipur,,\nNarayanganj ")).toEqual(["Dhaka", "Gazipur", "Narayanganj"]);
    expect(districtList("")).toEqual([]);
  });

  it("round-trips the served settings into the mutation's sections", () => {
    const values = settingsValues(served);
    expect(values.zones[0]).toEqual({ name: "Inside Dhaka", fee: "60", districts: "Dhaka, Gazipur", isDefault: false });
    const input = settingsInput({ ...values, logo: "  ", freeShippingThreshold: "5000" });
    expect(input.store).toMatchObject({ siteName: "Shop", logo: null, favicon: "/uploads/f.webp", priceRounding: "WHOLE" });
    expect(input.home).toEqual({ outOfStock: "LAST" });
    expect(settingsInput({ ...values, priceRounding: "MINOR", homeOutOfStock: "HIDE" })).toMatchObject({ store: { priceRounding: "MINOR" }, home: { outOfStock: "HIDE" } });
    expect(input.contact).toEqual({ email: "a@b.example", phone: null, address: null, phoneCountryCode: "880" });
    expect(input.delivery).toEqual({
      zones: [
        { name: "Inside Dhaka", fee: 60, districts: ["Dhaka", "Gazipur"], isDefault: false },
        { name: "Outside Dhaka", fee: 110.5, districts: [], isDefault: true },
      ],
      freeShippingThreshold: 5000,
    });
    expect(input.reports).toEqual({ timeZone: "Asia/Dhaka", lowStockThreshold: 5 });
    expect(settingsInput({ ...values, timeZone: " Europe/London ", lowStockThreshold: " 12 " }).reports).toEqual({ timeZone: "Europe/London", lowStockThreshold: 12 });
  });

  it("checks the reports' time zone and low-stock level with the shared rules", () => {
    expect(settingsRules.timeZone("Asia/Dhaka")).toBeUndefined();
    expect(settingsRules.timeZone("Mars/Olympus")).toBe("A time zone is a name such as Asia/Dhaka.");
    expect(settingsRules.timeZone("")).toBe("Choose the shop's time zone.");
    expect(settingsRules.lowStockThreshold("10")).toBeUndefined();
    expect(settingsRules.lowStockThreshold("2.5")).toBeDefined();
    expect(settingsRules.lowStockThreshold("-1")).toBeDefined();
    expect(timeZoneNames()).toContain("Asia/Dhaka");
  });

  it("checks rows and the zones as a whole with the shared rules", () => {
    expect(zoneRowRules.fee("-1")).toBeDefined();
    expect(zoneRowRules.districts("Dhaka, " + "x".repeat(61))).toBeDefined();
    const rows = settingsValues(served).zones.map((zone) => ({ ...zone, isDefault: true }));
    expect(zonesProblems(rows)).toEqual([{ field: "zones", message: "Choose exactly one default zone." }]);
  });

  it("offers the currencies Intl knows with two decimals and locales it formats in, keeping the saved value choosable", () => {
    const currencies = currencyChoices("BDT", "en");
    expect(currencies).toContainEqual({ value: "BDT", label: "BDT · Bangladeshi Taka" });
    expect(currencies.map((c) => c.value)).toContain("USD");
    // No decimals or three: the server refuses them, so the select never offers them.
    expect(currencies.map((c) => c.value)).not.toContain("JPY");
    expect(currencies.map((c) => c.value)).not.toContain("KWD");
    for (const { value } of currencies) expect(settingsRules.currency(value), value).toBeUndefined();

    const locales = localeChoices("en-BD", "en");
    expect(locales).toContainEqual({ value: "bn-BD", label: "Bangla (Bangladesh) · bn-BD" });
    expect(locales.map((l) => l.value)).toContain("en-BD");
    expect(localeChoices("en-ZW", "en")[0]).toEqual({ value: "en-ZW", label: "en-ZW (current)" });
  });
});
