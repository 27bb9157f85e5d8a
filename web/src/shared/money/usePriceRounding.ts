import type { PriceRounding } from "@shop/common";
import { useContext } from "react";
import { MoneyContext } from "./moneyContext";

/** What the shop's price rule rounds final prices to (decision 021), for a price computed live. */
export function usePriceRounding(): PriceRounding {
  return useContext(MoneyContext).priceRounding;
}
