export { MINOR_PER_MAJOR, toMinor, toMajor, formatMoney } from "./money.js";
export {
  assertDiscount,
  discountAmountMinor,
  finalPriceMinor,
  priceLine,
  linesTotalMinor,
  type PricedLine,
} from "./price.js";
export { documentTitle } from "./title.js";
