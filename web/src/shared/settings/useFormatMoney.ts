import { formatMoney } from "@shop/common";
import { useCallback } from "react";
import { useMoneySettings } from "./useMoneySettings";

/** Formats a major-unit amount in the shop's currency and locale. */
export function useFormatMoney(): (amount: number) => string {
  const { currency, locale } = useMoneySettings();
  return useCallback((amount: number) => formatMoney(amount, currency, locale), [currency, locale]);
}
