import type { Settings, StoredDeliveryZone } from "../settings/settings.entity.js";

/**
 * The delivery zone for an order: the zone named, else the zone listing the district, else the
 * default zone (docs/behaviour.md#orders; "Dhaka" → "Inside Dhaka", other districts → the default).
 */
export function zoneFor(settings: Pick<Settings, "deliveryZones">, choice: { zone?: string | null; district?: string | null }): StoredDeliveryZone | null {
  const zones = settings.deliveryZones;
  const name = choice.zone?.trim().toLowerCase();
  if (name) return zones.find((z) => z.name.toLowerCase() === name) ?? null;
  const district = choice.district?.trim().toLowerCase();
  const byDistrict = district ? zones.find((z) => z.districts.some((d) => d.toLowerCase() === district)) : undefined;
  return byDistrict ?? zones.find((z) => z.isDefault) ?? zones[0] ?? null;
}

/** Zone fee plus each line's per-unit shipping cost; free at or above the threshold, when one is set. */
export function shippingMinor(
  zone: StoredDeliveryZone,
  lines: readonly { shippingCostMinor: number; quantity: number }[],
  subtotalMinor: number,
  freeShippingThresholdMinor: number | null,
): number {
  if (freeShippingThresholdMinor !== null && subtotalMinor >= freeShippingThresholdMinor) return 0;
  return zone.feeMinor + lines.reduce((sum, line) => sum + line.shippingCostMinor * line.quantity, 0);
}
