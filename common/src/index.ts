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
  type FieldValue,
  textRule,
  numberRule,
  acceptsNumbers,
  isImageUrl,
  CATALOG_LIMITS,
  productRules,
  productItemRules,
  variantRules,
  specificationRules,
  imageRules,
  categoryRules,
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
  ORDER_ADMIN_LIMITS,
  orderContactRules,
  orderNoteRules,
} from "./fields.js";
export { slugify, SLUG_PATTERN } from "./slug.js";
export { LOW_STOCK_THRESHOLD, stockLevel, type StockLevel } from "./stock.js";
export { IMAGE_WIDTHS, MAX_IMAGE_WIDTH, imageVariantWidths, imageVariantKey, imageSrcSet } from "./images.js";
