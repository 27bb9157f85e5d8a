import { finalPriceMinor } from "@shop/common";
import sanitizeHtml from "sanitize-html";
import { type DataSource, type EntityManager, In, type Repository, type SelectQueryBuilder } from "typeorm";
import { badInput } from "../shared/errors.js";
import { escapeLike, slugify } from "../shared/slug.js";
import { isUuid } from "../shared/uuid.js";
import { Category } from "./category.entity.js";
import { type CategoryService, categoryKeyVariants } from "./category.service.js";
import { ProductVariant } from "./product-variant.entity.js";
import { Product, ProductStatus, type Specification } from "./product.entity.js";
import {
  DEFAULT_TAKE,
  MAX_TAKE,
  type ProductQuery,
  ProductSort,
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_LIMIT,
  sortColumns,
} from "./product-query.js";

export interface NewProductVariant {
  color: string;
  size: string;
  additionalPriceMinor?: number;
  stock: number;
}

/** A product as the admin (and the demo seed) creates it; money in minor units. */
export interface NewProduct {
  name: string;
  description?: string;
  priceMinor: number;
  discount?: number;
  categoryId: string;
  subCategory?: string | null;
  images?: string[];
  brand?: string | null;
  sku: string;
  /** Ignored when variants are given: the product's stock is then the variants' sum. */
  stock?: number;
  shippingCostMinor?: number;
  variants?: NewProductVariant[];
  specifications?: Specification[];
  additionalInfo?: string[];
  warranty?: string | null;
  returnPolicy?: string | null;
  tags?: string[];
  featured?: boolean;
  status?: ProductStatus;
}

export interface ProductPage {
  items: Product[];
  totalItems: number;
}

const descriptionPolicy: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li", "h2", "h3", "h4", "blockquote", "a", "span"],
  allowedAttributes: { a: ["href", "title", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, descriptionPolicy);
}

function checkWholeNonNegative(value: number, field: string, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw badInput(`${what} must be zero or more.`, { field });
}

export class ProductService {
  private readonly repo: Repository<Product>;
  private readonly variants: Repository<ProductVariant>;
  /** Totals of list filters; every product write below clears them. */
  private readonly counts = new CountCache();

  constructor(
    private readonly dataSource: DataSource,
    private readonly categories: CategoryService,
  ) {
    this.repo = dataSource.getRepository(Product);
    this.variants = dataSource.getRepository(ProductVariant);
  }

  /** A page of products with the total that match. Drafts only when `status` asks for them. */
  async list(query: ProductQuery, { maxTake = MAX_TAKE } = {}): Promise<ProductPage> {
    const take = query.take ?? DEFAULT_TAKE;
    const skip = query.skip ?? 0;
    if (!Number.isInteger(take) || take < 0 || take > maxTake) {
      throw badInput(`take must be between 0 and ${maxTake}.`, { field: "take" });
    }
    if (!Number.isInteger(skip) || skip < 0) throw badInput("skip must be zero or more.", { field: "skip" });

    const qb = await this.filtered(query);
    if (!qb) return { items: [], totalItems: 0 };
    const counted = this.counts.get(countKey(query), async () => {
      // A plain count(*): TypeORM's getCount() counts DISTINCT ids, which sorts every match.
      const row = await qb.clone().select("count(*)", "total").getRawOne<{ total: string }>();
      return Number(row?.total ?? 0);
    });
    for (const [column, direction] of sortColumns[query.sort ?? ProductSort.NEWEST]) qb.addOrderBy(column, direction);
    qb.addOrderBy("p.id", "ASC").offset(skip).limit(take);
    const [items, totalItems] = await Promise.all([qb.getMany(), counted]);
    return { items, totalItems };
  }

  /** Quick search over name, brand, SKU, subcategory and tags, best matches first. */
  async search(term: string, limit = SEARCH_DEFAULT_LIMIT): Promise<Product[]> {
    if (!Number.isInteger(limit) || limit < 1 || limit > SEARCH_MAX_LIMIT) {
      throw badInput(`limit must be between 1 and ${SEARCH_MAX_LIMIT}.`, { field: "limit" });
    }
    const q = term.trim();
    if (!q) return [];
    if (q.length > 100) throw badInput("A search term has at most 100 characters.", { field: "q" });
    const qb = await this.filtered({ search: q });
    if (!qb) return [];
    return qb
      .addSelect("CASE WHEN lower(p.name) LIKE :prefix THEN 0 ELSE 1 END", "rank")
      .setParameter("prefix", `${escapeLike(q.toLowerCase())}%`)
      .orderBy("rank", "ASC")
      .addOrderBy("p.soldCount", "DESC")
      .addOrderBy("p.id", "ASC")
      .limit(limit)
      .getMany();
  }

  /** Other active products of the same category, same subcategory first, best sellers first. */
  async related(productId: string, take: number): Promise<Product[]> {
    const product = await this.findById(productId);
    if (!product) return [];
    return this.repo
      .createQueryBuilder("p")
      .where("p.status = :status", { status: ProductStatus.ACTIVE })
      .andWhere("p.categoryId = :categoryId", { categoryId: product.categoryId })
      .andWhere("p.id <> :id", { id: product.id })
      .orderBy("CASE WHEN p.subCategory IS NOT DISTINCT FROM :sub THEN 0 ELSE 1 END", "ASC")
      .setParameter("sub", product.subCategory)
      .addOrderBy("p.soldCount", "DESC")
      .addOrderBy("p.id", "ASC")
      .limit(take)
      .getMany();
  }

  findBySlug(slug: string, includeDrafts = false): Promise<Product | null> {
    return this.repo.findOneBy({ slug: slug.toLowerCase(), ...(includeDrafts ? {} : { status: ProductStatus.ACTIVE }) });
  }

  /** By slug, then by name (case-insensitive): the original storefront sometimes links by name. */
  async findBySlugOrName(value: string): Promise<Product | null> {
    const bySlug = await this.findBySlug(value);
    if (bySlug) return bySlug;
    return this.repo
      .createQueryBuilder("p")
      .where("lower(p.name) = lower(:name)", { name: value.trim() })
      .andWhere("p.status = :status", { status: ProductStatus.ACTIVE })
      .orderBy("p.createdAt", "ASC")
      .getOne();
  }

  findById(id: string, includeDrafts = false): Promise<Product | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return this.repo.findOneBy({ id, ...(includeDrafts ? {} : { status: ProductStatus.ACTIVE }) });
  }

  /** Variants of many products at once, in display order (for the DataLoader). */
  variantsOf(productIds: readonly string[]): Promise<ProductVariant[]> {
    return this.variants.find({
      where: { productId: In([...productIds]) },
      order: { sortOrder: "ASC", color: "ASC", size: "ASC" },
    });
  }

  async create(input: NewProduct): Promise<Product> {
    this.counts.clear();
    return this.dataSource.transaction(async (em) => {
      const values = await this.validate(input, em);
      const product = await em.save(Product, em.create(Product, values.product));
      if (values.variants.length) {
        await em.save(
          ProductVariant,
          values.variants.map((v, sortOrder) => em.create(ProductVariant, { ...v, productId: product.id, sortOrder })),
        );
      }
      return product;
    });
  }

  private async validate(input: NewProduct, em: EntityManager) {
    const name = input.name.trim();
    if (!name || name.length > 200) throw badInput("A product name has 1 to 200 characters.", { field: "name" });
    checkWholeNonNegative(input.priceMinor, "price", "The price");
    const discount = input.discount ?? 0;
    if (!Number.isFinite(discount) || discount < 0 || discount > 100 || Math.round(discount * 100) !== discount * 100) {
      throw badInput("The discount is a percentage from 0 to 100 with at most two decimals.", { field: "discount" });
    }
    const shippingCostMinor = input.shippingCostMinor ?? 0;
    checkWholeNonNegative(shippingCostMinor, "shippingCost", "The shipping cost");

    const category = isUuid(input.categoryId) ? await em.findOneBy(Category, { id: input.categoryId }) : null;
    if (!category) throw badInput("Choose an existing category.", { field: "category" });
    const subCategory = input.subCategory?.trim() || null;
    if (subCategory && !category.subCategories.some((s) => s.toLowerCase() === subCategory.toLowerCase())) {
      throw badInput(`"${subCategory}" is not a subcategory of ${category.name}.`, { field: "subCategory" });
    }

    const sku = input.sku.trim();
    if (!sku || sku.length > 64) throw badInput("A SKU has 1 to 64 characters.", { field: "sku" });
    if (await em.existsBy(Product, { sku })) throw badInput(`SKU ${sku} is already used.`, { field: "sku" });

    const variants = (input.variants ?? []).map((v) => ({
      color: v.color.trim(),
      size: v.size.trim(),
      additionalPriceMinor: v.additionalPriceMinor ?? 0,
      stock: v.stock,
    }));
    const seen = new Set<string>();
    for (const v of variants) {
      if (!v.color || !v.size) throw badInput("Every variant needs a colour and a size.", { field: "variants" });
      const key = `${v.color.toLowerCase()}|${v.size.toLowerCase()}`;
      if (seen.has(key)) throw badInput(`Variant ${v.color} / ${v.size} is listed twice.`, { field: "variants" });
      seen.add(key);
      checkWholeNonNegative(v.additionalPriceMinor, "variants", "An additional price");
      checkWholeNonNegative(v.stock, "variants", "A variant's stock");
    }
    const stock = variants.length ? variants.reduce((sum, v) => sum + v.stock, 0) : (input.stock ?? 0);
    checkWholeNonNegative(stock, "stock", "The stock");

    return {
      product: {
        name,
        slug: await this.uniqueSlug(name, em),
        description: sanitizeDescription(input.description ?? ""),
        priceMinor: input.priceMinor,
        discount,
        finalPriceMinor: finalPriceMinor(input.priceMinor, discount),
        categoryId: category.id,
        subCategory: subCategory
          ? (category.subCategories.find((s) => s.toLowerCase() === subCategory.toLowerCase()) ?? subCategory)
          : null,
        images: input.images ?? [],
        brand: input.brand?.trim() || null,
        sku,
        stock,
        shippingCostMinor,
        specifications: (input.specifications ?? []).map(({ feature, value }) => ({ feature, value })),
        additionalInfo: (input.additionalInfo ?? []).map(String),
        warranty: input.warranty ?? null,
        returnPolicy: input.returnPolicy ?? null,
        tags: input.tags ?? [],
        featured: input.featured ?? false,
        status: input.status ?? ProductStatus.DRAFT,
      },
      variants,
    };
  }

  private async uniqueSlug(name: string, em: EntityManager): Promise<string> {
    const base = slugify(name) || "product";
    let slug = base;
    for (let n = 2; await em.existsBy(Product, { slug }); n++) slug = `${base}-${n}`;
    return slug;
  }

  /** The filtered query, or null when the filter names a category that does not exist. */
  private async filtered(query: ProductQuery): Promise<SelectQueryBuilder<Product> | null> {
    const qb = this.repo.createQueryBuilder("p").where("p.status = :status", {
      status: query.status ?? ProductStatus.ACTIVE,
    });
    if (query.category?.trim()) {
      const category = await this.categories.findBySlugOrName(query.category);
      if (!category) return null;
      qb.andWhere("p.categoryId = :categoryId", { categoryId: category.id });
    }
    if (query.subCategory?.trim()) {
      qb.andWhere("lower(p.subCategory) IN (:...subKeys)", { subKeys: categoryKeyVariants(query.subCategory) });
    }
    const { minPriceMinor: min, maxPriceMinor: max } = query;
    if (min != null && max != null && min > max) {
      throw badInput("The minimum price is above the maximum.", { field: "minPrice" });
    }
    if (min != null) qb.andWhere("p.finalPriceMinor >= :min", { min });
    if (max != null) qb.andWhere("p.finalPriceMinor <= :max", { max });
    if (query.discounted) qb.andWhere("p.discount > 0");
    if (query.featured) qb.andWhere("p.featured = true");
    const term = query.search?.trim();
    if (term) {
      qb.andWhere(
        `(p.name ILIKE :pattern OR p.brand ILIKE :pattern OR p.sku ILIKE :pattern
          OR p.subCategory ILIKE :pattern OR p.tags::text ILIKE :pattern)`,
        { pattern: `%${escapeLike(term)}%` },
      );
    }
    return qb;
  }
}

/** The filter part of a list query: what its total depends on. */
function countKey({ category, subCategory, minPriceMinor, maxPriceMinor, search, discounted, featured, status }: ProductQuery) {
  return JSON.stringify([category, subCategory, minPriceMinor, maxPriceMinor, search, discounted, featured, status]);
}

/**
 * Counting every match is the costly half of a product page (a scan of all matching rows),
 * while the totals change only when products are written. This process clears the cache on its
 * own writes; the short lifetime bounds staleness when another process (an admin CLI, a second
 * server) writes.
 */
class CountCache {
  private static readonly TTL_MS = 30_000;
  private static readonly MAX_ENTRIES = 1_000;
  private readonly entries = new Map<string, { total: Promise<number>; at: number }>();

  get(key: string, count: () => Promise<number>): Promise<number> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < CountCache.TTL_MS) return hit.total;
    if (this.entries.size >= CountCache.MAX_ENTRIES) this.entries.clear();
    const total = count();
    this.entries.set(key, { total, at: now });
    total.catch(() => this.entries.delete(key));
    return total;
  }

  clear(): void {
    this.entries.clear();
  }
}
