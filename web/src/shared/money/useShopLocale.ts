import { useContext } from "react";
import { MoneyContext } from "./moneyContext";

/** The shop's locale ("Number and date format" in the settings), for dates and counts. */
export function useShopLocale(): string {
  return useContext(MoneyContext).locale;
}
