import { useMoney } from "./useMoney";

/** One amount (major units) as text, in the currency and locale of where it is shown (`useMoney`); no element of its own. */
export function Money({ amount }: { amount: number }) {
  return useMoney().format(amount);
}
