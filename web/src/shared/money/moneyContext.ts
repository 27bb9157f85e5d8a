import { NEW_SHOP_MONEY, type PriceRounding } from "@shop/common";
import { createContext } from "react";

/** What every amount below is shown in: a currency, the shop's locale, and the shop's price rounding. */
export interface MoneySettings {
  /** ISO 4217 code: the shop's, or an order's snapshot under `MoneyCurrency`. */
  currency: string;
  /** BCP 47 locale: always the shop's. */
  locale: string;
  priceRounding: PriceRounding;
}

/**
 * The money settings amounts are shown with. `ShopMoney` fills it from the shop's settings and
 * `MoneyCurrency` narrows the currency; without either (a component rendered alone, as in its unit
 * test), a new shop's.
 */
export const MoneyContext = createContext<MoneySettings>(NEW_SHOP_MONEY);
