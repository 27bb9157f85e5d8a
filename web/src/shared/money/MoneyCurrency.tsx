import { type ReactNode, useContext, useMemo } from "react";
import { MoneyContext } from "./moneyContext";

export interface MoneyCurrencyProps {
  /** The currency an order or quote was priced in (its snapshot); null or empty for the shop's. */
  currency: string | null | undefined;
  children: ReactNode;
}

/**
 * Shows every amount below (`useMoney`, `Money`) in `currency`, with the shop's locale: an order is
 * shown in the currency it was placed in, whatever the shop sells in now.
 */
export function MoneyCurrency({ currency, children }: MoneyCurrencyProps) {
  const shop = useContext(MoneyContext);
  const money = useMemo(() => (currency ? { ...shop, currency } : shop), [shop, currency]);
  return <MoneyContext value={money}>{children}</MoneyContext>;
}
