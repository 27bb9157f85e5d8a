import { SLUG_PATTERN, slugify } from "./slug.js";

/**
 * The rules for what people type into the shop's forms, in one place: the browser checks them
 * before sending, and the server checks the same rules on its inputs (GraphQL and REST), so a
 * message is the same wherever a mistake is caught. See docs/api.md, "Field errors".
 *
 * A rule takes the raw value and answers with the message for what is wrong, or `undefined`
 * when the value is fine. Values are trimmed before they are checked (the server stores them
 * trimmed), except passwords.
 */

/**
 * What a rule is given: a form's text, or a number where an API sends one (a price, a stock).
 * Text rules read a number as its digits; number rules read text as the number it spells.
 */
export type FieldValue = string | number | null | undefined;

/** What is wrong with a value, in words for the person typing it; undefined when it is fine. */
export type FieldRule = (value: FieldValue) => string | undefined;

/** A form's rules, field by field. */
export type FieldRules<Field extends string = string> = Readonly<Record<Field, FieldRule>>;

interface TextRuleOptions {
  /** The message when the field is empty; without it the field may be left empty. */
  required?: string;
  /** At least this many characters (after trimming). */
  min?: readonly [length: number, message: string];
  /** At most this many characters (after trimming). */
  max?: readonly [length: number, message: string];
  pattern?: readonly [pattern: RegExp, message: string];
  /** Any further check of a non-empty value. */
  check?: (text: string) => string | undefined;
}

/** A rule for a text field, from its parts; checked in the order required, min, max, pattern, check. */
export function textRule({ required, min, max, pattern, check }: TextRuleOptions): FieldRule {
  return (value) => {
    const text = value == null ? "" : String(value).trim();
    if (text === "") return required;
    if (min && text.length < min[0]) return min[1];
    if (max && text.length > max[0]) return max[1];
    if (pattern && !pattern[0].test(text)) return pattern[1];
    return check?.(text);
  };
}

/** The first problem with each field of `values`; empty when every rule passes. */
export function checkFields<Field extends string>(
  rules: FieldRules<Field>,
  values: Readonly<Partial<Record<Field, FieldValue>>>,
): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(rules) as Field[]) {
    const problem = rules[field](values[field]);
    if (problem !== undefined) problems[field] = problem;
  }
  return problems;
}

export const FIELD_LIMITS = {
  name: 100,
  /** Long enough for any real address (RFC 5321 allows 320 at most). */
  email: 320,
  /** The contact form keeps shorter addresses (its column). */
  contactEmail: 200,
  phone: 30,
  addressMin: 5,
  address: 500,
  notes: 1000,
  subject: 150,
  messageMin: 10,
  message: 5000,
  photoURL: 500,
  passwordMin: 8,
} as const;

/** The longest search text a list or the storefront's search accepts. */
export const SEARCH_MAX_LENGTH = 100;

/** Digits, spaces and dashes with an optional leading +: 7 to 30 characters. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 -]{5,28}$/u;
/**
 * A phone number as the shop compares it: its digits only, so "01711-000 000" and "01711000000"
 * are one number. (A leading "+" and country code are kept as digits: "+880…" and "0…" differ.)
 */
export function phoneDigits(text: string): string {
  return text.replace(/[^0-9]/gu, "");
}

/** The shop's country calling code: its national numbers start with the trunk prefix 0 instead. */
const COUNTRY_CODE = "880";

/**
 * One phone, however it is written: "01711-234567", "+880 1711 234567" and "00880 1711-234567"
 * are the same number, so they share one key (the per-phone limits, idempotency scopes, order
 * lookup). Digits only; an international "00" or "+880" prefix becomes the national leading 0
 * ("+880 01711…", with the trunk 0 kept, too). Other countries' numbers keep their digits.
 */
export function phoneKey(text: string): string {
  let digits = phoneDigits(text);
  if (digits.startsWith("00")) digits = digits.slice(2);
  if (!digits.startsWith(COUNTRY_CODE)) return digits;
  const national = digits.slice(COUNTRY_CODE.length);
  return national.startsWith("0") ? national : `0${national}`;
}

/** SMS go to Bangladeshi mobiles only: 01, a digit from 3 to 9, then 8 digits (`phoneKey` form). */
const BANGLADESHI_MOBILE = /^01[3-9][0-9]{8}$/u;

/** What a form says of a phone that `smsNumber` refuses. */
export const NOT_A_MOBILE = "Enter a Bangladeshi mobile number (01XXXXXXXXX).";

/**
 * A Bangladeshi mobile number, however it is written ("01711-000000", "+880 1711 000000"), as the
 * SMS gateway takes it: 8801XXXXXXXXX; null for any other number.
 */
export function smsNumber(text: string): string | null {
  const key = phoneKey(text);
  return BANGLADESHI_MOBILE.test(key) ? `88${key}` : null;
}

/** The country calling code a new shop's phone links use (a shop in Bangladesh); a setting (`phoneCountryCode`). */
export const DEFAULT_PHONE_COUNTRY_CODE = "880";

/** A country calling code as the settings keep it: 1 to 3 digits, no "+" and no leading 0 (880, 44, 1). */
export const PHONE_COUNTRY_CODE_PATTERN = /^[1-9][0-9]{0,2}$/u;

/**
 * A phone in international form, digits only, for links that need one (`https://wa.me/<digits>`):
 * a national number with its trunk 0 ("01712-345678") takes the shop's `countryCode`
 * ("8801712345678"); one written "+…" or "00…" keeps its own code ("+44 20 …" is "4420…"), and
 * "+880 01712…" loses the trunk 0 it should not have kept. Digits that already start with the
 * shop's code stay as they are; other digits without a 0 are taken as national. Null when there are
 * no digits to call.
 */
export function internationalPhone(text: string, countryCode: string): string | null {
  const written = text.trim();
  let digits = phoneDigits(written);
  if (!digits) return null;
  if (written.startsWith("+")) {
    // Already international.
  } else if (digits.startsWith("00")) {
    digits = digits.slice(2);
  } else if (digits.startsWith("0")) {
    digits = `${countryCode}${digits.slice(1)}`;
  } else if (!digits.startsWith(countryCode)) {
    digits = `${countryCode}${digits}`;
  }
  const trunkKept = digits.startsWith(`${countryCode}0`);
  return trunkKept ? `${countryCode}${digits.slice(countryCode.length + 1)}` : digits;
}

/** Something@domain.tld: a basic check; the address is proven only by writing to it. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u;

export const FIELD_MESSAGES = {
  name: "Please enter your name.",
  nameTooLong: "A name has at most 100 characters.",
  phone: "Enter a phone number of digits, spaces or dashes.",
  email: "Please enter your email address.",
  emailForOrder: "Please enter your email so we can reach you.",
  emailInvalid: "Invalid email address",
  address: "Please enter the delivery address.",
  addressTooLong: "An address has at most 500 characters.",
  notes: "Notes have at most 1,000 characters.",
  subject: "Please enter a subject.",
  subjectTooLong: "A subject has at most 150 characters.",
  message: "Please write a message.",
  messageLength: "A message has 10 to 5,000 characters.",
  url: "Invalid URL",
  photoURLTooLong: "A photo URL has at most 500 characters.",
  password: "Please enter your password.",
  newPassword: "Please choose a password.",
  passwordTooShort: `Use at least ${String(FIELD_LIMITS.passwordMin)} characters.`,
  deliveryZone: "Choose a delivery zone.",
  orderNumber: "Enter the order number, e.g. 10023.",
} as const;

/** The password rule as the form states it under the field. */
export const PASSWORD_RULE_TEXT = `At least ${String(FIELD_LIMITS.passwordMin)} characters.`;

/** True for an http(s) URL with a host; what a photo or link field accepts. */
export function isHttpUrl(text: string): boolean {
  if (/\s/u.test(text) || !/^https?:\/\/[^\s/$.?#]/iu.test(text)) return false;
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

const nameMax = [FIELD_LIMITS.name, FIELD_MESSAGES.nameTooLong] as const;
const phonePattern = [PHONE_PATTERN, FIELD_MESSAGES.phone] as const;
const emailChecks = {
  max: [FIELD_LIMITS.email, FIELD_MESSAGES.emailInvalid],
  pattern: [EMAIL_PATTERN, FIELD_MESSAGES.emailInvalid],
} as const;

/** The building blocks: one rule per kind of field. */
export const fieldRules = {
  name: textRule({ required: FIELD_MESSAGES.name, max: nameMax }),
  optionalName: textRule({ max: nameMax }),
  phone: textRule({ required: FIELD_MESSAGES.phone, pattern: phonePattern }),
  optionalPhone: textRule({ pattern: phonePattern }),
  email: textRule({ required: FIELD_MESSAGES.email, ...emailChecks }),
  optionalEmail: textRule({ ...emailChecks }),
  deliveryAddress: textRule({
    required: FIELD_MESSAGES.address,
    min: [FIELD_LIMITS.addressMin, FIELD_MESSAGES.address],
    max: [FIELD_LIMITS.address, FIELD_MESSAGES.addressTooLong],
  }),
  optionalAddress: textRule({ max: [FIELD_LIMITS.address, FIELD_MESSAGES.addressTooLong] }),
  notes: textRule({ max: [FIELD_LIMITS.notes, FIELD_MESSAGES.notes] }),
  optionalUrl: textRule({
    max: [FIELD_LIMITS.photoURL, FIELD_MESSAGES.photoURLTooLong],
    check: (text) => (isHttpUrl(text) ? undefined : FIELD_MESSAGES.url),
  }),
  /** Sign-in asks only for something: the length rule is for new passwords. */
  password: (value) => (value ? undefined : FIELD_MESSAGES.password),
  /** A new password: at least 8 characters, counted as the person sees them (an emoji is one). */
  newPassword: (value) => {
    if (!value) return FIELD_MESSAGES.newPassword;
    return [...String(value)].length < FIELD_LIMITS.passwordMin ? FIELD_MESSAGES.passwordTooShort : undefined;
  },
} satisfies FieldRules;

/** Checkout (`placeOrder`, `POST /api/order`). Email is required of guests only: see `checkoutEmailRule`. */
export const checkoutRules = {
  name: fieldRules.name,
  phone: fieldRules.phone,
  email: fieldRules.optionalEmail,
  address: fieldRules.deliveryAddress,
  notes: fieldRules.notes,
} satisfies FieldRules;

/** The checkout email for a guest (who must leave one) or a customer (whose account has one). */
export function checkoutEmailRule(isGuest: boolean): FieldRule {
  return (value) => (isGuest && !String(value ?? "").trim() ? FIELD_MESSAGES.emailForOrder : checkoutRules.email(value));
}

/** An order number as people type it: digits, with an optional "#" ("#10023"). */
export const ORDER_NUMBER_PATTERN = /^#?\s*[0-9]{1,12}$/u;

/**
 * Tracking an order without its browser's key (`orderLookup`, `POST /api/order/lookup`): the
 * order number and the phone given at checkout.
 */
export const orderLookupRules = {
  orderNumber: textRule({
    required: FIELD_MESSAGES.orderNumber,
    max: [20, FIELD_MESSAGES.orderNumber],
    pattern: [ORDER_NUMBER_PATTERN, FIELD_MESSAGES.orderNumber],
  }),
  phone: fieldRules.phone,
} satisfies FieldRules;

/** The contact form (`sendContactMessage`, `POST /api/contact`). */
export const contactRules = {
  name: fieldRules.name,
  email: textRule({
    required: FIELD_MESSAGES.emailInvalid,
    max: [FIELD_LIMITS.contactEmail, FIELD_MESSAGES.emailInvalid],
    pattern: [EMAIL_PATTERN, FIELD_MESSAGES.emailInvalid],
  }),
  phone: fieldRules.optionalPhone,
  subject: textRule({ required: FIELD_MESSAGES.subject, max: [FIELD_LIMITS.subject, FIELD_MESSAGES.subjectTooLong] }),
  message: textRule({
    required: FIELD_MESSAGES.message,
    min: [FIELD_LIMITS.messageMin, FIELD_MESSAGES.messageLength],
    max: [FIELD_LIMITS.message, FIELD_MESSAGES.messageLength],
  }),
} satisfies FieldRules;

/** The profile (`updateProfile`): every field optional; an emptied field removes the value. */
export const profileRules = {
  displayName: fieldRules.optionalName,
  photoURL: fieldRules.optionalUrl,
  phone: fieldRules.optionalPhone,
  address: fieldRules.optionalAddress,
} satisfies FieldRules;

/** Sign-in, registration and password reset (checked in the browser before Firebase is asked). */
export const signInRules = { email: fieldRules.email, password: fieldRules.password } satisfies FieldRules;
export const registerRules = {
  displayName: fieldRules.name,
  email: fieldRules.email,
  password: fieldRules.newPassword,
} satisfies FieldRules;
export const passwordResetRules = { email: fieldRules.email } satisfies FieldRules;

// The admin's catalog forms: products and categories (issue 11). The API speaks money in major
// units, so these rules see major units too: "12.50" from a form, 12.5 from the API.

interface NumberRuleOptions {
  /** The message when the field is empty; without it the field may be left empty. */
  required?: string;
  /** The message for anything else that is wrong: not a number, out of range, too many decimals. */
  invalid: string;
  min?: number;
  max: number;
  /** Most decimal places (0: whole numbers). */
  decimals: number;
}

const numberRules = new WeakSet<FieldRule>();

/** True for a rule made by `numberRule`: the server lets it judge numbers as well as text. */
export function acceptsNumbers(rule: FieldRule): boolean {
  return numberRules.has(rule);
}

/** A number typed as text ("12.50", " 3 ") or given as a number; NaN when it is neither. */
function numberOf(value: string | number): number {
  if (typeof value === "number") return value;
  return /^-?\d+(\.\d+)?$/u.test(value) ? Number(value) : Number.NaN;
}

function decimalPlaces(value: string | number): number {
  const text = typeof value === "number" ? String(value) : value;
  if (/e/iu.test(text)) return Number.POSITIVE_INFINITY;
  return text.split(".")[1]?.length ?? 0;
}

/** A rule for a number field, from its parts; empty text counts as empty. */
export function numberRule({ required, invalid, min = 0, max, decimals }: NumberRuleOptions): FieldRule {
  const rule: FieldRule = (value) => {
    const raw = typeof value === "string" ? value.trim() : value;
    if (raw == null || raw === "") return required;
    const number = numberOf(raw);
    if (!Number.isFinite(number) || number < min || number > max) return invalid;
    return decimalPlaces(raw) > decimals ? invalid : undefined;
  };
  numberRules.add(rule);
  return rule;
}

export const CATALOG_LIMITS = {
  productName: 200,
  slug: 200,
  sku: 64,
  brand: 100,
  subCategory: 100,
  categoryName: 100,
  description: 50_000,
  /** Warranty and return policy. */
  policy: 2_000,
  tag: 50,
  variantOption: 50,
  feature: 100,
  featureValue: 500,
  infoLine: 500,
  imageUrl: 500,
  alt: 200,
  /** Ten million in major units: integer minor units stay far below 2^31. */
  money: 10_000_000,
  stock: 1_000_000,
  /** Variants of one product: its colours × sizes grid (decision 074). */
  variants: 200,
} as const;

/**
 * An image the shop may show: one of its own uploads (`/uploads/…`, site-relative) or an http(s)
 * URL. Anything else (`javascript:`, `data:`, `//host`, `..` segments) is refused.
 */
export function isImageUrl(text: string): boolean {
  if (isHttpUrl(text)) return true;
  return /^\/uploads\/[^\s\\?#]+$/u.test(text) && !text.split("/").some((segment) => segment === "." || segment === "..");
}

const moneyRule = (required: string | undefined, invalid: string) =>
  numberRule({ required, invalid, max: CATALOG_LIMITS.money, decimals: 2 });
const stockRule = (required?: string) =>
  numberRule({ required, invalid: "Stock is a whole number from 0 to 1,000,000.", max: CATALOG_LIMITS.stock, decimals: 0 });
const limit = (length: number, what: string) => [length, `${what} has at most ${length.toLocaleString("en")} characters.`] as const;

/** The product form (`createProduct`, `updateProduct`); its rows have rules of their own below. */
export const productRules = {
  name: textRule({ required: "Please enter the product's name.", max: limit(CATALOG_LIMITS.productName, "A product name") }),
  /** Optional: the server derives it from the name when it is left empty. */
  slug: textRule({
    max: limit(CATALOG_LIMITS.slug, "A slug"),
    pattern: [SLUG_PATTERN, "A slug has lowercase letters and digits joined by single hyphens, such as blue-shirt."],
  }),
  description: textRule({ max: limit(CATALOG_LIMITS.description, "A description") }),
  price: moneyRule("Please enter the price.", "A price is an amount from 0 to 10,000,000 with at most two decimals."),
  discount: numberRule({ invalid: "A discount is a percentage from 0 to 100 with at most two decimals.", max: 100, decimals: 2 }),
  categoryId: textRule({ required: "Choose a category." }),
  subCategory: textRule({ max: limit(CATALOG_LIMITS.subCategory, "A subcategory") }),
  brand: textRule({ max: limit(CATALOG_LIMITS.brand, "A brand") }),
  sku: textRule({
    required: "Please enter a SKU.",
    max: limit(CATALOG_LIMITS.sku, "A SKU"),
    pattern: [/^\S+$/u, "A SKU has no spaces."],
  }),
  /** Empty is 0. Ignored when the product has variants: its stock is then theirs summed. */
  stock: stockRule(),
  shippingCost: moneyRule(undefined, "A shipping cost is an amount from 0 to 10,000,000 with at most two decimals."),
  warranty: textRule({ max: limit(CATALOG_LIMITS.policy, "A warranty") }),
  returnPolicy: textRule({ max: limit(CATALOG_LIMITS.policy, "A return policy") }),
} satisfies FieldRules;

/** The product form's lists of text, item by item. */
export const productItemRules = {
  /** Each tag. */
  tag: textRule({ required: "A tag cannot be empty.", max: limit(CATALOG_LIMITS.tag, "A tag") }),
  /** Each line of additional info. */
  additionalInfo: textRule({ required: "A line of additional info cannot be empty.", max: limit(CATALOG_LIMITS.infoLine, "A line") }),
} satisfies FieldRules;

/** One variant row of the product form. */
export const variantRules = {
  color: textRule({ required: "Every variant needs a colour.", max: limit(CATALOG_LIMITS.variantOption, "A colour") }),
  size: textRule({ required: "Every variant needs a size.", max: limit(CATALOG_LIMITS.variantOption, "A size") }),
  additionalPrice: moneyRule(undefined, "An additional price is an amount from 0 to 10,000,000 with at most two decimals."),
  stock: stockRule("Please enter the stock."),
  /** Optional; unique across every product's and variant's SKU (the server checks that). */
  sku: textRule({ max: limit(CATALOG_LIMITS.sku, "A SKU"), pattern: [/^\S+$/u, "A SKU has no spaces."] }),
} satisfies FieldRules;

/** One specification row (feature and value) of the product form. */
export const specificationRules = {
  feature: textRule({ required: "Name the feature.", max: limit(CATALOG_LIMITS.feature, "A feature") }),
  value: textRule({ required: "Give the feature's value.", max: limit(CATALOG_LIMITS.featureValue, "A value") }),
} satisfies FieldRules;

const imageUrlRule = textRule({
  max: limit(CATALOG_LIMITS.imageUrl, "An image URL"),
  check: (text) => (isImageUrl(text) ? undefined : "Use an uploaded image (/uploads/…) or an http(s) URL."),
});

/** One image of a product (or a category's image). */
export const imageRules = {
  url: (value) => (String(value ?? "").trim() ? imageUrlRule(value) : "Choose an image."),
  alt: textRule({ max: limit(CATALOG_LIMITS.alt, "Alt text") }),
  /** The variant colour the image shows; empty is any colour (the server checks it is one of the product's). */
  color: textRule({ max: limit(CATALOG_LIMITS.variantOption, "A colour") }),
} satisfies FieldRules;

/** The category form (`createCategory`, `updateCategory`). */
export const categoryRules = {
  name: textRule({
    required: "Please enter the category's name.",
    max: limit(CATALOG_LIMITS.categoryName, "A category name"),
    check: (text) => (slugify(text) ? undefined : "A category name needs at least one letter or digit."),
  }),
  image: imageUrlRule,
  /** Each subcategory name. */
  subCategory: textRule({ required: "A subcategory needs a name.", max: limit(CATALOG_LIMITS.subCategory, "A subcategory") }),
} satisfies FieldRules;

// The admin's content and settings forms: banners, settings, the tracking pixel (issue 12).

/**
 * Where a link of the shop may point (spec §5's URL rule, widened to the shop's own pages): an
 * http(s) URL, or a path of this shop (`/product-category/men`, `/products/x?ref=hero#top`).
 * `//host` (another site), backslashes, whitespace and `..` segments are refused.
 */
export function isShopLink(text: string): boolean {
  if (isHttpUrl(text)) return true;
  if (!text.startsWith("/") || text.startsWith("//") || /[\s\\]/u.test(text)) return false;
  const path = text.split(/[?#]/u)[0] ?? "";
  return !path.split("/").some((segment) => segment === "." || segment === "..");
}

export const CONTENT_LIMITS = {
  bannerTitle: 150,
  bannerSubtitle: 200,
  bannerImageAlt: 200,
  bannerDescription: 1_000,
  buttonText: 60,
  link: 500,
  /** Banners in all, active or not: the admin's list and the hero stay small. */
  banners: 50,
  siteName: 100,
  siteDescription: 500,
  zoneName: 60,
  district: 60,
  zones: 20,
  districtsPerZone: 100,
  privacyPolicy: 50_000,
  pixelId: 32,
} as const;

const optionalImageRule = imageUrlRule;

/** One banner of the home hero (`createBanner`, `updateBanner`). */
export const bannerRules = {
  image: imageRules.url,
  mobileImage: optionalImageRule,
  imageAlt: textRule({ max: limit(CONTENT_LIMITS.bannerImageAlt, "A description of the image") }),
  title: textRule({ required: "Please enter the banner's title.", max: limit(CONTENT_LIMITS.bannerTitle, "A title") }),
  subtitle: textRule({ max: limit(CONTENT_LIMITS.bannerSubtitle, "A subtitle") }),
  description: textRule({ max: limit(CONTENT_LIMITS.bannerDescription, "A description") }),
  buttonText: textRule({ max: limit(CONTENT_LIMITS.buttonText, "A button text") }),
  buttonLink: textRule({
    max: [CONTENT_LIMITS.link, FIELD_MESSAGES.url],
    check: (text) => (isShopLink(text) ? undefined : "Invalid URL: use an http(s) URL or a path of this shop, such as /product-category/men."),
  }),
} satisfies FieldRules;

/** The button's two fields go together: the hero shows a button only with both. */
export function bannerButtonProblem(buttonText: FieldValue, buttonLink: FieldValue): { field: "buttonText" | "buttonLink"; message: string } | undefined {
  const text = String(buttonText ?? "").trim();
  const link = String(buttonLink ?? "").trim();
  if (text && !link) return { field: "buttonLink", message: "Give the button a link, or leave its text empty." };
  if (link && !text) return { field: "buttonText", message: "Give the button a text, or leave its link empty." };
  return undefined;
}

/** True for a currency code `Intl` knows with two decimals: the shop's minor units are hundredths. */
function isTwoDecimalCurrency(code: string): boolean {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions().maximumFractionDigits === 2;
  } catch {
    return false;
  }
}

function isLocale(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

const optionalUrl = fieldRules.optionalUrl;

/** The settings form (`updateSettings`), section by section. */
export const storeSettingsRules = {
  siteName: textRule({ required: "Please enter the shop's name.", max: limit(CONTENT_LIMITS.siteName, "A shop name") }),
  siteDescription: textRule({ max: limit(CONTENT_LIMITS.siteDescription, "A description") }),
  logo: optionalImageRule,
  favicon: optionalImageRule,
  currency: textRule({
    required: "Please enter a currency code.",
    pattern: [/^[A-Z]{3}$/u, "A currency is a three-letter code in capitals, such as BDT."],
    check: (code) => (isTwoDecimalCurrency(code) ? undefined : "Use a currency with two decimals, such as BDT or USD."),
  }),
  locale: textRule({
    required: "Please enter a locale, such as en-BD.",
    max: [20, "A locale is a tag such as en-BD."],
    check: (tag) => (isLocale(tag) ? undefined : "A locale is a tag such as en-BD."),
  }),
} satisfies FieldRules;

export const contactSettingsRules = {
  phoneCountryCode: textRule({
    required: "Please enter the country calling code, such as 880.",
    pattern: [PHONE_COUNTRY_CODE_PATTERN, "A country calling code is 1 to 3 digits without + or a leading 0, such as 880."],
  }),
  email: textRule({ max: [FIELD_LIMITS.contactEmail, FIELD_MESSAGES.emailInvalid], pattern: [EMAIL_PATTERN, FIELD_MESSAGES.emailInvalid] }),
  phone: fieldRules.optionalPhone,
  address: fieldRules.optionalAddress,
} satisfies FieldRules;

export const socialMediaRules = {
  facebook: optionalUrl,
  instagram: optionalUrl,
  x: optionalUrl,
  youtube: optionalUrl,
  whatsAppLink: optionalUrl,
} satisfies FieldRules;

/** One delivery zone row; `districtRules` checks each of its districts. */
export const deliveryZoneRules = {
  name: textRule({ required: "Every zone needs a name.", max: limit(CONTENT_LIMITS.zoneName, "A zone name") }),
  fee: moneyRule("Please enter the zone's fee.", "A fee is an amount from 0 to 10,000,000 with at most two decimals."),
  district: textRule({ required: "A district cannot be empty.", max: limit(CONTENT_LIMITS.district, "A district") }),
} satisfies FieldRules;

export const deliverySettingsRules = {
  freeShippingThreshold: moneyRule(undefined, "A threshold is an amount from 0 to 10,000,000 with at most two decimals."),
} satisfies FieldRules;

/** The privacy policy's rich text (HTML, sanitized by the server), shown at /privacy-policy. */
/** True when `Intl` knows the IANA time zone (`Asia/Dhaka`); reports count days in it. */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The reports section of the settings form: the shop's time zone and when stock counts as low. */
export const reportSettingsRules = {
  timeZone: textRule({
    required: "Choose the shop's time zone.",
    max: [64, "A time zone is a name such as Asia/Dhaka."],
    check: (zone) => (isTimeZone(zone) ? undefined : "A time zone is a name such as Asia/Dhaka."),
  }),
  lowStockThreshold: numberRule({
    required: "Enter the stock level that counts as low.",
    invalid: "The low-stock level is a whole number from 0 to 1,000,000.",
    max: CATALOG_LIMITS.stock,
    decimals: 0,
  }),
} satisfies FieldRules;

export const privacyPolicyRule: FieldRule = textRule({ max: limit(CONTENT_LIMITS.privacyPolicy, "The privacy policy") });

export interface ZoneDraft {
  name: FieldValue;
  districts: readonly FieldValue[];
  isDefault: boolean;
}

/**
 * What is wrong with the list of zones as a whole (each row's fields are checked by
 * `deliveryZoneRules`): at least one, at most 20, names and districts unique, exactly one default.
 * Answers the field (`zones`, `zones.2.name`, `zones.1.districts`) and the message.
 */
export function deliveryZonesProblems(zones: readonly ZoneDraft[]): { field: string; message: string }[] {
  if (zones.length === 0) return [{ field: "zones", message: "Add at least one delivery zone." }];
  if (zones.length > CONTENT_LIMITS.zones) return [{ field: "zones", message: `At most ${String(CONTENT_LIMITS.zones)} delivery zones.` }];
  const problems: { field: string; message: string }[] = [];
  const defaults = zones.filter((zone) => zone.isDefault).length;
  if (defaults !== 1) problems.push({ field: "zones", message: "Choose exactly one default zone." });
  const names = new Map<string, number>();
  const districts = new Map<string, string>();
  zones.forEach((zone, index) => {
    const name = String(zone.name ?? "").trim().toLowerCase();
    if (name && names.has(name)) problems.push({ field: `zones.${String(index)}.name`, message: "Two zones cannot have the same name." });
    names.set(name, index);
    if (zone.districts.length > CONTENT_LIMITS.districtsPerZone) {
      problems.push({ field: `zones.${String(index)}.districts`, message: `A zone lists at most ${String(CONTENT_LIMITS.districtsPerZone)} districts.` });
    }
    for (const raw of zone.districts) {
      const district = String(raw ?? "").trim().toLowerCase();
      if (!district) continue;
      const owner = districts.get(district);
      if (owner !== undefined) {
        const where = owner === name ? "twice in this zone" : "in two zones";
        problems.push({ field: `zones.${String(index)}.districts`, message: `${String(raw).trim()} is listed ${where}.` });
      }
      districts.set(district, name);
    }
  });
  return problems;
}

/** The tracking pixel's form (`setPixelConfig`): an id of digits, required to turn it on. */
export const PIXEL_ID_PATTERN = /^\d{1,32}$/u;
export const pixelRules = {
  pixelId: textRule({ max: [CONTENT_LIMITS.pixelId, "A pixel id has at most 32 digits."], pattern: [PIXEL_ID_PATTERN, "A pixel id has digits only."] }),
} satisfies FieldRules;

export function pixelIdRequiredProblem(pixelId: FieldValue, active: boolean): string | undefined {
  return active && !String(pixelId ?? "").trim() ? "Enter the pixel id to turn the pixel on." : undefined;
}
// The admin's order screen (issue 12): editing an order's contact before it ships, its
// internal note, and the note that goes with a change into the order's history.

export const ORDER_ADMIN_LIMITS = {
  internalNote: 2000,
  historyNote: 500,
  district: 100,
} as const;

/** The order's contact and address as the admin edits them (`updateOrderContact`); email is the order's, see `checkoutEmailRule`. */
export const orderContactRules = {
  name: checkoutRules.name,
  phone: checkoutRules.phone,
  email: checkoutRules.email,
  address: checkoutRules.address,
  district: textRule({ max: [ORDER_ADMIN_LIMITS.district, "A district has at most 100 characters."] }),
} satisfies FieldRules;

/** Notes an admin writes on an order: the internal note, and the note of a status, payment or contact change. */
export const orderNoteRules = {
  internalNote: textRule({ max: [ORDER_ADMIN_LIMITS.internalNote, "An internal note has at most 2,000 characters."] }),
  historyNote: textRule({ max: [ORDER_ADMIN_LIMITS.historyNote, "A note has at most 500 characters."] }),
} satisfies FieldRules;

/** An app (the admin's Apps screen, `createApp`, `updateApp`): its name and its request budget. */
export const APP_LIMITS = {
  name: 100,
  /** Points an app's bucket holds when full; the default is 1,000. */
  budgetMaximum: { min: 1, max: 100_000, default: 1_000 },
  /** Points per second the bucket refills; the default is 50. */
  budgetRestoreRate: { min: 1, max: 10_000, default: 50 },
} as const;

export const appRules = {
  name: textRule({ required: "Please enter the app's name.", max: limit(APP_LIMITS.name, "An app's name") }),
  budgetMaximum: numberRule({
    required: "Please enter the budget's maximum.",
    invalid: `The budget's maximum is a whole number from ${APP_LIMITS.budgetMaximum.min} to ${APP_LIMITS.budgetMaximum.max.toLocaleString("en")} points.`,
    min: APP_LIMITS.budgetMaximum.min,
    max: APP_LIMITS.budgetMaximum.max,
    decimals: 0,
  }),
  budgetRestoreRate: numberRule({
    required: "Please enter the budget's restore rate.",
    invalid: `The restore rate is a whole number from ${APP_LIMITS.budgetRestoreRate.min} to ${APP_LIMITS.budgetRestoreRate.max.toLocaleString("en")} points per second.`,
    min: APP_LIMITS.budgetRestoreRate.min,
    max: APP_LIMITS.budgetRestoreRate.max,
    decimals: 0,
  }),
} satisfies FieldRules;

/** An app needs at least one scope. */
export const APP_SCOPES_REQUIRED = "Choose at least one scope.";

// The courier's keys as the admin saves them (issue 35, decision 063). A blank key keeps the one
// saved; a key the courier gave is visible ASCII: no spaces, and no NUL byte, control or invisible
// character, which would only fail later in the courier's request header (decision 074).

export const COURIER_KEY_MAX = 200;
const COURIER_KEY_PATTERN = /^[\x21-\x7E]+$/u;

const courierKey = (what: string) =>
  textRule({
    min: [8, `${what} has at least 8 characters: paste it whole from the courier's merchant panel.`],
    max: [COURIER_KEY_MAX, `${what} has at most ${String(COURIER_KEY_MAX)} characters.`],
    pattern: [COURIER_KEY_PATTERN, `${what} has no spaces: only the letters, digits and symbols the merchant panel shows.`],
  });

export const courierSettingsRules = {
  apiKey: courierKey("The API key"),
  secretKey: courierKey("The secret key"),
  /** Outside production only (the tests' fake courier); blank: the courier's own address. */
  baseUrl: textRule({ max: [300, "A base URL has at most 300 characters."], check: (text) => (isHttpUrl(text) ? undefined : "Enter an http(s) address, e.g. http://127.0.0.1:4000/api/v1.") }),
} satisfies FieldRules;
