import { formatMoney } from "@shop/common";
import { useContext } from "react";
import { MoneyContext } from "./moneyContext";

export interface MoneyFormat {
  /** Formats a major-unit amount (`formatMoney`): `৳2,650`, `৳2,650.37`. */
  format: (amount: number) => string;
  /** The currency amounts here are in: the shop's, or an order's under `MoneyCurrency`. */
  currency: string;
  /** The shop's locale. */
  locale: string;
}

/** How amounts are shown here, for text that is more than one amount (a label, a sentence, a table cell); `Money` renders one amount. */
export function useMoney(): MoneyFormat {
  const { currency, locale } = useContext(MoneyContext);
  return { currency, locale, format: (amount: number) => formatMoney(amount, currency, locale) };
}
