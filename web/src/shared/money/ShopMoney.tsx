import { NEW_SHOP_MONEY } from "@shop/common";
import type { ReactNode } from "react";
import { useSiteSettings } from "../settings/useSiteSettings";
import { MoneyContext } from "./moneyContext";

/**
 * The one place that reads the shop's currency, locale and price rounding: from the settings query
 * the layout asks anyway (a server render asks it too, so the hydrated page shows what the server
 * did), a new shop's until they load. Mounted once around every page (`app/ShopProviders.tsx`).
 */
export function ShopMoney({ children }: { children: ReactNode }) {
  const { settings } = useSiteSettings();
  // The settings object itself: the same one until the settings change, so what reads it re-renders only then.
  return <MoneyContext value={settings ?? NEW_SHOP_MONEY}>{children}</MoneyContext>;
}
