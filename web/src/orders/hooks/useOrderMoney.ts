import { formatMoney } from "@shop/common";
import { useCallback } from "react";
import { useMoneySettings } from "../../shared/settings/useMoneySettings";

/**
 * Formats amounts of an order or quote in its own currency (a snapshot taken when it was
 * priced) and the shop's locale. Without a currency, the shop's.
 */
export function useOrderMoney(currency: string | null | undefined): (amount: number) => string {
  const settings = useMoneySettings();
  const code = currency || settings.currency;
  return useCallback((amount: number) => formatMoney(amount, code, settings.locale), [code, settings.locale]);
}
