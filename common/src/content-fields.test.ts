import { describe, expect, it } from "vitest";
import {
  FIELD_MESSAGES,
  bannerButtonProblem,
  bannerRules,
  contactSettingsRules,
  deliveryZoneRules,
  deliveryZonesProblems,
  isShopLink,
  pixelIdRequiredProblem,
  pixelRules,
  socialMediaRules,
  storeSettingsRules,
} from "./fields.js";

describe("the shop link rule", () => {
  it("accepts http(s) URLs and paths of this shop", () => {
    for (const ok of ["https://example.com/sale", "http://example.com", "/", "/product-category/men", "/products/x?ref=hero#top"]) {
      expect(isShopLink(ok), ok).toBe(true);
    }
  });

  it("refuses other schemes, other hosts by //, backslashes, spaces and dot segments", () => {
    for (const bad of ["javascript:alert(1)", "data:text/html,x", "//evil.example", "/\\evil.example", "/a b", "/../admin", "products/x", "ftp://x.y"]) {
      expect(isShopLink(bad), bad).toBe(false);
    }
    expect(bannerRules.buttonLink("javascript:alert(1)")).toMatch(/^Invalid URL/u);
    expect(bannerRules.buttonLink("")).toBeUndefined();
  });
});

describe("banner rules", () => {
  it("needs an image and a title; the button's text and link go together", () => {
    expect(bannerRules.image("")).toBe("Choose an image.");
    expect(bannerRules.image("/uploads/a.webp")).toBeUndefined();
    expect(bannerRules.title(" ")).toBe("Please enter the banner's title.");
    expect(bannerButtonProblem("Shop now", "")).toEqual({ field: "buttonLink", message: expect.any(String) });
    expect(bannerButtonProblem("", "/sale")).toEqual({ field: "buttonText", message: expect.any(String) });
    expect(bannerButtonProblem("Shop", "/sale")).toBeUndefined();
    expect(bannerButtonProblem(null, "")).toBeUndefined();
  });
});

describe("settings rules", () => {
  it("uses spec §5's messages for emails and URLs", () => {
    expect(contactSettingsRules.email("shop@")).toBe(FIELD_MESSAGES.emailInvalid);
    expect(contactSettingsRules.email("")).toBeUndefined();
    expect(socialMediaRules.whatsAppLink("wa.me/8801")).toBe("Invalid URL");
    expect(socialMediaRules.facebook("https://facebook.com/shop")).toBeUndefined();
  });

  it("takes currencies with two decimals and real locales", () => {
    expect(storeSettingsRules.currency("BDT")).toBeUndefined();
    expect(storeSettingsRules.currency("bdt")).toMatch(/capitals/u);
    expect(storeSettingsRules.currency("JPY")).toMatch(/two decimals/u);
    expect(storeSettingsRules.locale("en-BD")).toBeUndefined();
    expect(storeSettingsRules.locale("not a locale")).toBeDefined();
  });

  it("refuses a negative fee", () => {
    expect(deliveryZoneRules.fee(-1)).toBeDefined();
    expect(deliveryZoneRules.fee("60")).toBeUndefined();
  });

  it("wants exactly one default zone, unique names and each district in one zone", () => {
    const zone = (name: string, districts: string[], isDefault = false) => ({ name, districts, isDefault });
    expect(deliveryZonesProblems([zone("Inside Dhaka", ["Dhaka"], true), zone("Outside", [])])).toEqual([]);
    expect(deliveryZonesProblems([])).toEqual([{ field: "zones", message: "Add at least one delivery zone." }]);
    expect(deliveryZonesProblems([zone("A", [], true), zone("B", [], true)])).toEqual([{ field: "zones", message: "Choose exactly one default zone." }]);
    expect(deliveryZonesProblems([zone("A", []), zone("B", [])])).toEqual([{ field: "zones", message: "Choose exactly one default zone." }]);
    expect(deliveryZonesProblems([zone("A", ["Dhaka"], true), zone("a", ["dhaka"])]).map((p) => p.field)).toEqual(["zones.1.name", "zones.1.districts"]);
  });
});

describe("pixel rules", () => {
  it("takes digits only, and needs an id to turn the pixel on", () => {
    expect(pixelRules.pixelId("1234567890")).toBeUndefined();
    expect(pixelRules.pixelId("12ab")).toBe("A pixel id has digits only.");
    expect(pixelRules.pixelId("")).toBeUndefined();
    expect(pixelIdRequiredProblem("", true)).toBeDefined();
    expect(pixelIdRequiredProblem("", false)).toBeUndefined();
  });
});
