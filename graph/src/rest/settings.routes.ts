import type { FastifyInstance } from "fastify";
import type { Services } from "../services.js";
import { toPixelView, toSettingsView } from "../settings/settings.views.js";

export function registerSettingsRoutes(api: FastifyInstance, services: Services) {
  api.get("/settings", async () => toSettingsView(await services.settings.get()));

  api.get("/facebook-pixel", async () => {
    const pixel = toPixelView(await services.settings.getPixel());
    // The original storefront compares the status with "active".
    return { pixelId: pixel.pixelId, status: pixel.status.toLowerCase() };
  });
}
