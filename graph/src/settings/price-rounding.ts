import type { PriceRounding } from "@shop/common";
import type { EntityManager } from "typeorm";
import { defaultSettings } from "./settings.defaults.js";
import { Settings } from "./settings.entity.js";

/**
 * The price rounding in force, read in `em`'s transaction and held (FOR SHARE) until it ends: a
 * concurrent change of the setting waits for this write and then reprices what it saved.
 */
export async function priceRoundingIn(em: EntityManager): Promise<PriceRounding> {
  const row = await em.findOne(Settings, { where: { id: 1 }, lock: { mode: "pessimistic_read" } });
  return row?.priceRounding ?? defaultSettings().priceRounding;
}
