/**
 * The product form's values and the `ProductInput` it sends (docs/storefront.md#admin-dashboard):
 * money and numbers are kept as typed text (the rules in `@shop/common` judge text), tags are one
 * comma-separated field and additional info one line per item; specifications, variants and
 * images are ordered rows, each checked with its own rules.
 */
import {
  finalPriceMinor,
  type FieldRule,
  imageRules,
  type PriceRounding,
  productItemRules,
  productRules,
  slugify,
  specificationRules,
  toMajor,
  toMinor,
  variantRules,
} from "@shop/common";
import type { FormRules, RowRules } from "../../../shared/forms/rulesResolver";
import type { ProductInput, ProductStatus } from "../../gql/graphql";
import { EMPTY_OPTIONS, optionsOf, type VariantOptions, type VariantRow } from "./variantGrid";

export interface SpecificationRow {
  feature: string;
  value: string;
}

export type { VariantRow } from "./variantGrid";

export interface ImageRow {
  url: string;
  alt: string;
  /** The variant colour the image shows; empty for any colour. */
  color: string;
}

export interface ProductFormValues {
  name: string;
  slug: string;
  description: string;
  price: string;
  discount: string;
  categoryId: string;
  subCategory: string;
  brand: string;
  sku: string;
  stock: string;
  shippingCost: string;
  status: ProductStatus;
  featured: boolean;
  /** Comma-separated. */
  tags: string;
  warranty: string;
  returnPolicy: string;
  /** One item per line. */
  additionalInfo: string;
  specifications: SpecificationRow[];
  /** The options builder's colours and sizes; `variants` holds a row for each combination offered. */
  variantOptions: VariantOptions;
  variants: VariantRow[];
  images: ImageRow[];
}

export const EMPTY_PRODUCT: ProductFormValues = {
  name: "",
  slug: "",
  description: "",
  price: "",
  discount: "",
  categoryId: "",
  subCategory: "",
  brand: "",
  sku: "",
  stock: "",
  shippingCost: "",
  status: "ACTIVE",
  featured: false,
  tags: "",
  warranty: "",
  returnPolicy: "",
  additionalInfo: "",
  specifications: [],
  variantOptions: EMPTY_OPTIONS,
  variants: [],
  images: [],
};

export const EMPTY_SPECIFICATION: SpecificationRow = { feature: "", value: "" };

/** The tags typed as "cotton, summer ,  shirts": each one trimmed, empty ones dropped. */
export function splitTags(text: string): string[] {
  return text
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** The lines of additional info, each trimmed, blank lines dropped. */
export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/u)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** `rule` applied to each item of a list typed as one text; the first problem. */
function eachItem(split: (text: string) => string[], rule: FieldRule): FieldRule {
  return (value) => split(String(value ?? "")).map(rule).find((problem) => problem !== undefined);
}

/** The form's rules: `common`'s, the lists' applied item by item. */
export const productFormRules: FormRules<ProductFormValues> = {
  ...productRules,
  tags: eachItem(splitTags, productItemRules.tag),
  additionalInfo: eachItem(splitLines, productItemRules.additionalInfo),
};

export const productFormRowRules: RowRules<ProductFormValues> = {
  specifications: specificationRules,
  variants: variantRules,
  images: imageRules,
};

/** A money or number field's text as a number; empty is `fallback`. */
function numberOf(text: string, fallback = 0): number {
  const trimmed = text.trim();
  return trimmed === "" ? fallback : Number(trimmed);
}

const orNull = (text: string) => text.trim() || null;

/** The distinct colours of the variants as typed (first spelling kept), for the images' colour choice. */
export function variantColors(variants: readonly VariantRow[]): string[] {
  const colors = new Map<string, string>();
  for (const row of variants) {
    const color = row.color.trim();
    if (color && !colors.has(color.toLowerCase())) colors.set(color.toLowerCase(), color);
  }
  return [...colors.values()];
}

/** The sum of the variants' stock as typed (a row not yet a whole number counts 0). */
export function variantStockSum(variants: readonly VariantRow[]): number {
  return variants.reduce((sum, row) => {
    const stock = Number(row.stock.trim());
    return sum + (row.stock.trim() !== "" && Number.isSafeInteger(stock) && stock >= 0 ? stock : 0);
  }, 0);
}

/** An editor left empty holds `<p></p>`: that is no description. */
function descriptionOf(html: string): string {
  return html.replace(/<p>\s*<\/p>/gu, "").trim() === "" ? "" : html;
}

/** The mutation's input from values that passed the rules. */
export function toProductInput(values: ProductFormValues): ProductInput {
  const variants = values.variants.map((row) => ({
    color: row.color.trim(),
    size: row.size.trim(),
    additionalPrice: numberOf(row.additionalPrice),
    stock: numberOf(row.stock),
    sku: orNull(row.sku),
  }));
  return {
    name: values.name.trim(),
    slug: orNull(values.slug),
    description: descriptionOf(values.description),
    price: numberOf(values.price),
    discount: numberOf(values.discount),
    categoryId: values.categoryId,
    subCategory: orNull(values.subCategory),
    brand: orNull(values.brand),
    sku: values.sku.trim(),
    stock: variants.length ? variantStockSum(values.variants) : numberOf(values.stock),
    shippingCost: numberOf(values.shippingCost),
    status: values.status,
    featured: values.featured,
    tags: splitTags(values.tags),
    warranty: orNull(values.warranty),
    returnPolicy: orNull(values.returnPolicy),
    specifications: values.specifications.map((row) => ({ feature: row.feature.trim(), value: row.value.trim() })),
    additionalInfo: splitLines(values.additionalInfo),
    variants,
    images: values.images.map((image) => ({ url: image.url, alt: orNull(image.alt), color: orNull(image.color) })),
  };
}

/** What the form needs of a stored product (`adminProduct`). */
export interface StoredProduct {
  name: string;
  slug: string;
  description: string;
  price: number;
  discount: number;
  category: { id: string };
  subCategory?: string | null;
  brand?: string | null;
  sku: string;
  stock: number;
  shippingCost: number;
  status: ProductStatus;
  featured: boolean;
  tags: readonly string[];
  warranty?: string | null;
  returnPolicy?: string | null;
  specifications: readonly SpecificationRow[];
  additionalInfo: readonly string[];
  variants: readonly { color: string; size: string; additionalPrice: number; stock: number; sku?: string | null }[];
  media: readonly { url: string; alt: string; color?: string | null }[];
}

/** Money as the form shows it: "12.50". */
const moneyText = (amount: number) => amount.toFixed(2);

/** The form's values for a stored product; the options builder starts from its variants' colours and sizes. */
export function fromProduct(product: StoredProduct): ProductFormValues {
  const variants = product.variants.map((variant) => ({
    color: variant.color,
    size: variant.size,
    additionalPrice: variant.additionalPrice ? moneyText(variant.additionalPrice) : "",
    stock: String(variant.stock),
    sku: variant.sku ?? "",
  }));
  return {
    name: product.name,
    slug: product.slug,
    description: product.description,
    price: moneyText(product.price),
    discount: product.discount ? String(product.discount) : "",
    categoryId: product.category.id,
    subCategory: product.subCategory ?? "",
    brand: product.brand ?? "",
    sku: product.sku,
    stock: String(product.stock),
    shippingCost: product.shippingCost ? moneyText(product.shippingCost) : "",
    status: product.status,
    featured: product.featured,
    tags: product.tags.join(", "),
    warranty: product.warranty ?? "",
    returnPolicy: product.returnPolicy ?? "",
    additionalInfo: product.additionalInfo.join("\n"),
    specifications: product.specifications.map(({ feature, value }) => ({ feature, value })),
    variantOptions: optionsOf(variants),
    variants,
    images: product.media.map(({ url, alt, color }) => ({ url, alt, color: color ?? "" })),
  };
}

/**
 * The slug after the name changed from `previousName` to `name`: it follows the name while it is
 * empty or still the one derived from the previous name; once the admin typed their own, it stays.
 */
export function followingSlug(previousName: string, name: string, slug: string): string {
  return slug === "" || slug === slugify(previousName) ? slugify(name) : slug;
}

/**
 * The final price (major units) of the price and discount as typed, by the shop's one price rule
 * and its rounding (the settings' priceRounding); null while either is not a valid amount yet.
 */
export function liveFinalPrice(price: string, discount: string, rounding: PriceRounding): number | null {
  if (productRules.price(price) !== undefined || productRules.discount(discount) !== undefined) return null;
  return toMajor(finalPriceMinor(toMinor(numberOf(price)), numberOf(discount), rounding));
}
