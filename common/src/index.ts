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
export { decodePercentEscapes, plainTextExcerpt, EXCERPT_LENGTH } from "./text.js";
export {
  type FieldRule,
  type FieldRules,
  textRule,
  checkFields,
  FIELD_LIMITS,
  FIELD_MESSAGES,
  PHONE_PATTERN,
  EMAIL_PATTERN,
  PASSWORD_RULE_TEXT,
  isHttpUrl,
  fieldRules,
  checkoutRules,
  checkoutEmailRule,
  contactRules,
  profileRules,
  signInRules,
  registerRules,
  passwordResetRules,
} from "./fields.js";
export { IMAGE_WIDTHS, MAX_IMAGE_WIDTH, imageVariantWidths, imageVariantKey, imageSrcSet } from "./images.js";
