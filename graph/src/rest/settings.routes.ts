import type { FastifyInstance } from "fastify";
import type { Services } from "../services.js";
import { absoluteUrl } from "../shared/public-origin.js";
import { toPixelView, toSettingsView } from "../settings/settings.views.js";
import type { RestOptions } from "./rest-options.js";

export function registerSettingsRoutes(api: FastifyInstance, services: Services, { originOf }: RestOptions) {
  api.get("/settings", async (request) => {
    // The low-stock level is the admin's; the public shape leaves it out.
    const { lowStockThreshold: _adminOnly, ...settings } = toSettingsView(await services.settings.get());
    const origin = originOf(request);
    const absolute = (url: string | null) => (url ? absoluteUrl(origin, url) : url);
    return {
      ...settings,
      logo: absolute(settings.logo),
      favicon: absolute(settings.favicon),
      // The original storefront's names beside the shop's: its contact page reads `address`, its footer `twitter`.
      address: settings.contactAddress,
      socialMedia: { ...settings.socialMedia, twitter: settings.socialMedia.x },
    };
  });

  api.get("/facebook-pixel", async () => {
    const pixel = toPixelView(await services.settings.getPixel());
    // The original storefront compares the status with "active".
    return { pixelId: pixel.pixelId, status: pixel.status.toLowerCase() };
  });
}
