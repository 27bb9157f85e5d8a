import {
  CATALOG_LIMITS,
  finalPriceMinor,
  LOW_STOCK_THRESHOLD,
  productItemRules,
  productRules,
  slugify,
  specificationRules,
  toMajor,
  variantRules,
  imageRules,
} from "@shop/common";
import { type DataSource, type EntityManager, In, Not, type Repository, type SelectQueryBuilder } from "typeorm";
import { type Actor, actorKey, type AuditService } from "../audit/audit.service.js";
import { CacheTag, type CacheInvalidator, noInvalidation } from "../cache/cache-tags.js";
import { readsShow } from "../cache/read-tags.js";
import { idempotencyKeyHash } from "../shared/idempotency.js";
import { type CursorKey, cursorStart, endCursorOf, uuidKey } from "../shared/cursor-paging.js";
import { MAX_PAGE_SIZE, type Page } from "../shared/paging.js";
import { badInput, fieldErrors, notFound, uniqueViolation } from "../shared/errors.js";
import { sanitizeRichText } from "../shared/rich-text.js";
import { isUuid } from "../shared/uuid.js";
import { listProblems, ruleProblems } from "../shared/validate-input.js";
import { priceRoundingIn } from "../settings/price-rounding.js";
import { HomeOutOfStock } from "../settings/settings.entity.js";
import { Category } from "./category.entity.js";
import { type CategoryService, categoryKeyVariants } from "./category.service.js";
import { CountCache } from "./count-cache.js";
import { ProductVariant } from "./product-variant.entity.js";
import { recordProductWrites, recordProductsDeleted, stockOf } from "./product-events.js";
import { lockProductCounts } from "./product-counts.js";
import { readProducts } from "./product-rows.js";
import { rankedProductIds, searchCondition, searchTerm } from "./product-search.js";
import { Product, ProductStatus, type Specification } from "./product.entity.js";
import {
  DEFAULT_TAKE,
  type ProductQuery,
  ProductSort,
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_LIMIT,
  sortColumns,
  type StockLevel,
} from "./product-query.js";

export interface NewProductVariant {
  color: string;
  size: string;
  additionalPriceMinor?: number;
  stock: number;
  /** Optional; unique across every product's and variant's SKU. */
  sku?: string | null;
}

/** An image, its alt text and the variant colour it shows; a plain string is an image without either. */
export interface ProductImageValue {
  url: string;
  alt?: string | null;
  /** One of the product's variant colours (any case); absent, null or empty: any colour. */
  color?: string | null;
}

/** A product as the admin (and the demo seed) creates or replaces it; money in minor units. */
export interface NewProduct {
  name: string;
  /** Derived from the name when absent; on update, absent keeps the current slug (links stay valid). */
  slug?: string | null;
  description?: string;
  priceMinor: number;
  discount?: number;
  categoryId: string;
  subCategory?: string | null;
  images?: (string | ProductImageValue)[];
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

/** Who writes (recorded in the audit log) and, for a create, the key that makes a retry the same product. */
export interface WriteOptions {
  actor?: Actor;
  idempotencyKey?: string | null;
}

/** A page of products; `endCursor` when sorted SYNC (shared/cursor-paging.ts). */
export interface ProductPage extends Page<Product> {
  endCursor: string | null;
}

/** Products' cursor key: the id, which no edit changes. */
const productCursor: CursorKey<Product, string> = { list: "products", of: (p) => p.id, accepts: uuidKey };

/** Most products one bulk action may name. */
export const MAX_BULK = 500;

/** A product description as stored: the admin's rich text, sanitized (shared/rich-text.ts). */
export const sanitizeDescription = sanitizeRichText;

const money = (minor: number | undefined) => (minor === undefined ? undefined : toMajor(minor));

/**
 * The product form's rules (common's `productRules`), applied again here for writers that do not
 * come through an input class (the demo seed, tests); the API's inputs check the same rules first.
 */
function checkProductFields(input: NewProduct): void {
  const problems = [
    ...ruleProblems(productRules, {
      name: input.name,
      slug: input.slug,
      description: input.description,
      price: toMajor(input.priceMinor),
      discount: input.discount,
      categoryId: input.categoryId,
      subCategory: input.subCategory,
      brand: input.brand,
      sku: input.sku,
      stock: input.variants?.length ? 0 : (input.stock ?? 0),
      shippingCost: money(input.shippingCostMinor),
      warranty: input.warranty,
      returnPolicy: input.returnPolicy,
    }),
    ...(input.variants ?? []).flatMap((v, i) =>
      ruleProblems(
        variantRules,
        { color: v.color, size: v.size, stock: v.stock, sku: v.sku, additionalPrice: money(v.additionalPriceMinor) },
        `variants.${i}.`,
      ),
    ),
    ...(input.specifications ?? []).flatMap((spec, i) => ruleProblems(specificationRules, spec, `specifications.${i}.`)),
    ...(input.images ?? []).flatMap((image, i) => ruleProblems(imageRules, typeof image === "string" ? { url: image } : image, `images.${i}.`)),
    ...listProblems(input.tags, productItemRules.tag, "tags"),
    ...listProblems(input.additionalInfo, productItemRules.additionalInfo, "additionalInfo"),
  ];
  if (problems.length) throw fieldErrors(problems);
}

/**
 * The colour each image shows, index by index with the images, spelled as the variant spells it;
 * BAD_USER_INPUT on the image's colour field when it is not one of the variants' colours.
 */
function imageColorsOf(images: readonly ProductImageValue[], variants: readonly { color: string }[]): (string | null)[] {
  const colors = new Map(variants.map((v) => [v.color.toLowerCase(), v.color]));
  return images.map((image, i) => {
    const wanted = image.color?.trim();
    if (!wanted) return null;
    const color = colors.get(wanted.toLowerCase());
    if (!color) {
      const offered = [...new Set(colors.values())];
      const choice = offered.length ? `Choose one of ${offered.join(", ")}, or any colour.` : "The product has no variant colours.";
      throw badInput(`Image ${i + 1} is tied to "${wanted}", which is not a colour of this product. ${choice}`, { field: `images.${i}.color` });
    }
    return color;
  });
}

const variantKey = (v: { color: string; size: string }) => `${v.color.toLowerCase()}\n${v.size.toLowerCase()}`;

/** The field a unique index guards, for the field error when a concurrent write took the value first. */
const uniqueFields: Record<string, "slug" | "sku" | "variants"> = { UQ_product_slug: "slug", UQ_product_sku: "sku", UQ_variant_sku: "variants" };

/** The distinct UUIDs of a bulk action (others name nothing); BAD_USER_INPUT beyond MAX_BULK. */
function bulkIds(ids: readonly string[]): string[] {
  if (ids.length > MAX_BULK) throw badInput(`Choose at most ${MAX_BULK} products at a time.`, { field: "ids" });
  return [...new Set(ids.filter(isUuid))];
}

/** What an audit entry keeps of a product. */
const auditView = (p: Pick<Product, "id" | "name" | "slug" | "sku" | "status">) => ({ name: p.name, slug: p.slug, sku: p.sku, status: p.status });

/**
 * A SKU (compared exactly, as the unique indexes do) names one product or one variant, whatever the table: the product's SKU is no variant's,
 * and each variant's SKU is no other variant's nor any product's (this one's included). Products
 * deleted do not count (decision 012: deleting frees their SKUs). BAD_USER_INPUT on the field.
 */
async function checkSkusFree(em: EntityManager, sku: string, variants: readonly { sku: string | null }[], productId: string | null): Promise<void> {
  const seen = new Map<string, string>([[sku, "sku"]]);
  for (const [i, v] of variants.entries()) {
    if (!v.sku) continue;
    const field = `variants.${i}.sku`;
    if (seen.has(v.sku)) throw badInput(`SKU ${v.sku} is given twice in this product.`, { field });
    seen.set(v.sku, field);
  }
  const wanted = [...seen.keys()];
  // Other products' variants (this product's own are replaced by this save), and products other than this one.
  const taken: { sku: string }[] = await em.query(
    `SELECT v."sku" FROM "product_variant" v JOIN "product" p ON p."id" = v."productId"
       WHERE v."sku" = ANY($1::text[]) AND p."deletedAt" IS NULL AND p."id" IS DISTINCT FROM $2::uuid
     UNION ALL
     SELECT p."sku" FROM "product" p
       WHERE p."sku" = ANY($1::text[]) AND p."deletedAt" IS NULL AND p."id" IS DISTINCT FROM $2::uuid`,
    [wanted, productId],
  );
  const clash = taken[0];
  if (!clash) return;
  const field = seen.get(clash.sku) ?? "sku";
  throw badInput(`SKU ${clash.sku} is already used by another product or variant.`, { field });
}

export class ProductService {
  private readonly repo: Repository<Product>;
  private readonly variants: Repository<ProductVariant>;
  constructor(
    private readonly dataSource: DataSource,
    private readonly categories: CategoryService,
    private readonly audit: AuditService,
    /** Totals of list filters; every product write clears them, and so does every category write. */
    private readonly counts: CountCache = new CountCache(),
    /** The low-stock level in force (a setting): read on every stock-filtered query, so a change shows at once. */
    private readonly lowStockLevel: () => Promise<number> = async () => LOW_STOCK_THRESHOLD,
    /** Where home sections put products out of stock (a setting), read on every home-section query. */
    private readonly homeOutOfStock: () => Promise<HomeOutOfStock> = async () => HomeOutOfStock.LAST,
    /** Cached public reads that show products: told of every product write once it commits. */
    private readonly cache: CacheInvalidator = noInvalidation,
  ) {
    this.repo = dataSource.getRepository(Product);
    this.variants = dataSource.getRepository(ProductVariant);
  }

  /**
   * A page of products with the total that match and, sorted SYNC, the cursor after its last
   * (shared/cursor-paging.ts). Drafts only when `status` asks for them.
   */
  async list(query: ProductQuery, options: { maxTake?: number } = {}): Promise<ProductPage> {
    const bySyncOrder = query.sort === ProductSort.SYNC;
    if (bySyncOrder && query.homeSection) throw badInput("A home section has its own order: leave sort SYNC for a sync.", { field: "sort" });
    const after = cursorStart(productCursor, { after: query.after, skip: query.skip, bySyncOrder });
    const page = await this.listPage(query, after, options);
    return { ...page, endCursor: endCursorOf(productCursor, page.items, bySyncOrder) };
  }

  private async listPage(query: ProductQuery, after: string | null, { maxTake = MAX_PAGE_SIZE } = {}): Promise<Page<Product>> {
    const take = query.take ?? DEFAULT_TAKE;
    const skip = query.skip ?? 0;
    if (!Number.isInteger(take) || take < 0 || take > maxTake) {
      throw badInput(`take must be between 0 and ${maxTake}.`, { field: "take" });
    }
    if (!Number.isInteger(skip) || skip < 0) throw badInput("skip must be zero or more.", { field: "skip" });

    readsShow(CacheTag.productLists);
    const byStock = query.sort === ProductSort.STOCK_ASC || query.sort === ProductSort.STOCK_DESC;
    if (query.stock || query.homeSection || byStock) readsShow(CacheTag.productStock);
    if (query.sort === ProductSort.BEST_SELLING) readsShow(CacheTag.productSales);
    const low = query.stock ? await this.lowStockLevel() : null;
    const outOfStock = query.homeSection ? await this.homeOutOfStock() : null;
    const qb = await this.filtered(query, low);
    if (!qb) return { items: [], totalItems: 0 };
    if (outOfStock === HomeOutOfStock.HIDE) qb.andWhere("p.stock > 0");
    const kept = keptCount(query, outOfStock);
    const counted = kept
      ? this.keptTotal(kept, qb)
      : this.counts.get(countKey(query, low, outOfStock), countTags(query, outOfStock), async () => {
          // A plain count(*): TypeORM's getCount() counts DISTINCT ids, which sorts every match.
          const row = await qb.clone().select("count(*)", "total").getRawOne<{ total: string }>();
          return Number(row?.total ?? 0);
        });
    // After the count has its own copy: the cursor narrows the page, not the list's total.
    if (after !== null) qb.andWhere("p.id > :after", { after });
    // TypeORM reads LIMIT 0 as no limit at all.
    if (take === 0) return { items: [], totalItems: await counted };
    const sorted = (list: SelectQueryBuilder<Product>) => {
      if (query.sort === ProductSort.BEST_SELLING) list.innerJoin("product_sales", "s", `s."productId" = p.id`);
      for (const [column, direction] of sortColumns[query.sort ?? ProductSort.NEWEST]) list.addOrderBy(column, direction);
      return list.addOrderBy("p.id", "ASC");
    };
    if (outOfStock === HomeOutOfStock.LAST && skip === 0) {
      // A home section: those in stock in the list's order, then if the page is not full those out
      // of stock. Two reads of the sort's index instead of sorting every match on the stock flag.
      const inStock = await readProducts(sorted(qb.clone().andWhere("p.stock > 0")).limit(take));
      const soldOut = inStock.length < take ? await readProducts(sorted(qb.clone().andWhere("p.stock <= 0")).limit(take - inStock.length)) : [];
      const items = [...inStock, ...soldOut];
      readsShow(...items.map((p) => CacheTag.product(p.id)));
      return { items, totalItems: await counted };
    }
    if (outOfStock === HomeOutOfStock.LAST) qb.addOrderBy("p.stock > 0", "DESC");
    sorted(qb).offset(skip).limit(take);
    const [items, totalItems] = await Promise.all([readProducts(qb), counted]);
    readsShow(...items.map((p) => CacheTag.product(p.id)));
    return { items, totalItems };
  }

  /**
   * The total of a list that only a status, a category, "discounted" and "featured" narrow, from
   * the counts the database keeps per category, status, discounted and featured (migration
   * LeanCatalogReads): one indexed read however large the catalog, and exact in every process at
   * once since the triggers write it with the product.
   */
  private async keptTotal({ status, category, discounted, featured }: KeptCount, qb: SelectQueryBuilder<Product>): Promise<number> {
    const wanted: [string, unknown][] = [];
    if (status) wanted.push(["status", status]);
    if (category) wanted.push(["categoryId", qb.getParameters().categoryId]);
    if (discounted) wanted.push(["discounted", true]);
    if (featured) wanted.push(["featured", true]);
    const where = wanted.map(([column], i) => `"${column}" = $${i + 1}`).join(" AND ") || "true";
    const rows: { total: string | null }[] = await this.dataSource.query(
      `SELECT sum("n") AS "total" FROM "product_count" WHERE ${where}`,
      wanted.map(([, value]) => value),
    );
    return Number(rows[0]?.total ?? 0);
  }

  /**
   * Quick search, best matches first: name, then brand/SKU/subcategory/tags, then description,
   * then typos (product-search.ts).
   */
  async search(term: string, limit = SEARCH_DEFAULT_LIMIT): Promise<Product[]> {
    if (!Number.isInteger(limit) || limit < 1 || limit > SEARCH_MAX_LIMIT) {
      throw badInput(`limit must be between 1 and ${SEARCH_MAX_LIMIT}.`, { field: "limit" });
    }
    const q = term.trim();
    if (!q) return [];
    if (q.length > 100) throw badInput("A search term has at most 100 characters.", { field: "q" });
    readsShow(CacheTag.productLists, CacheTag.productSales);
    const ids = await rankedProductIds(this.dataSource.manager, searchTerm(q), limit);
    if (!ids.length) return [];
    const found = new Map((await this.repo.findBy({ id: In(ids) })).map((p) => [p.id, p]));
    return shown(ids.flatMap((id) => found.get(id) ?? []));
  }

  /** Other active products of the same category, same subcategory first, best sellers first. */
  async related(productId: string, take: number): Promise<Product[]> {
    readsShow(CacheTag.productLists, CacheTag.productSales);
    const product = await this.findById(productId);
    if (!product) return [];
    return shown(await this.repo
      .createQueryBuilder("p")
      .where("p.status = :status", { status: ProductStatus.ACTIVE })
      .andWhere("p.categoryId = :categoryId", { categoryId: product.categoryId })
      .andWhere("p.id <> :id", { id: product.id })
      .orderBy("CASE WHEN p.subCategory IS NOT DISTINCT FROM :sub THEN 0 ELSE 1 END", "ASC")
      .setParameter("sub", product.subCategory)
      .addOrderBy("p.soldCount", "DESC")
      .addOrderBy("p.id", "ASC")
      .limit(take)
      .getMany());
  }

  async findBySlug(slug: string, includeDrafts = false): Promise<Product | null> {
    return found(await this.repo.findOneBy({ slug: slug.toLowerCase(), ...(includeDrafts ? {} : { status: ProductStatus.ACTIVE }) }));
  }

  /** By slug, then by name (case-insensitive): the original storefront sometimes links by name. */
  async findBySlugOrName(value: string): Promise<Product | null> {
    const bySlug = await this.findBySlug(value);
    if (bySlug) return bySlug;
    return found(
      await this.repo
        .createQueryBuilder("p")
        .where("lower(p.name) = lower(:name)", { name: value.trim() })
        .andWhere("p.status = :status", { status: ProductStatus.ACTIVE })
        .orderBy("p.createdAt", "ASC")
        .getOne(),
    );
  }

  async findById(id: string, includeDrafts = false): Promise<Product | null> {
    if (!isUuid(id)) return found(null);
    return found(await this.repo.findOneBy({ id, ...(includeDrafts ? {} : { status: ProductStatus.ACTIVE }) }));
  }

  /** Any product by id for the admin: drafts, and deleted ones too. */
  findForAdmin(id: string): Promise<Product | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return this.repo.findOne({ where: { id }, withDeleted: true });
  }

  /** Variants of many products at once, in display order (for the DataLoader). */
  async variantsOf(productIds: readonly string[]): Promise<ProductVariant[]> {
    if (!productIds.length) return [];
    // Raw rows (every column is a plain value): a page of 100 products has 200 or more variants to read.
    const rows: ProductVariant[] = await this.dataSource.query(
      `SELECT "id", "productId", "color", "size", "additionalPriceMinor", "stock", "sortOrder", "sku" FROM "product_variant"
       WHERE "productId" = ANY($1::uuid[]) ORDER BY "sortOrder" ASC, "color" ASC, "size" ASC`,
      [[...productIds]],
    );
    return rows;
  }

  /**
   * A new product. With an `idempotencyKey` (and an actor), saving twice answers the product the
   * first save made: the key's hash is unique, so even two concurrent saves make one product.
   */
  async create(input: NewProduct, { actor, idempotencyKey }: WriteOptions = {}): Promise<Product> {
    const creationKeyHash = actor && idempotencyKey ? idempotencyKeyHash(actorKey(actor), idempotencyKey) : null;
    const replay = () => (creationKeyHash ? this.repo.findOne({ where: { creationKeyHash }, withDeleted: true }) : null);
    const earlier = await replay();
    if (earlier) return earlier;
    try {
      return await this.write(Boolean(input.slug?.trim()), async (em, touched) => {
        const values = await this.validate(input, em);
        const product = await em.save(Product, em.create(Product, { ...values.product, creationKeyHash }));
        touched.push(product.id);
        await this.replaceVariants(em, product.id, values.variants);
        if (actor) await this.audit.record(actor, "product.create", { entityType: "product", ids: [product.id], after: auditView(product) }, em);
        await recordProductWrites(em, "product.created", [product.id]);
        return product;
      });
    } catch (error) {
      // The same form saved at once: the other save may commit before this one's insert (a unique
      // violation) or before its SKU check (a field error); either way the key's product is the answer.
      const same = creationKeyHash ? await replay() : null;
      if (same) return same;
      throw error;
    }
  }

  /** Replace every field of a product (the edit form sends them all); variants keep their ids by colour and size. */
  async update(id: string, input: NewProduct, { actor }: WriteOptions = {}): Promise<Product> {
    return this.write(true, async (em, touched) => {
      const current = isUuid(id) ? await em.findOne(Product, { where: { id }, lock: { mode: "pessimistic_write" } }) : null;
      if (!current) throw notFound("No such product.");
      touched.push(current.id);
      const before = auditView(current);
      // Locked with the product: an order locks the product before its variants.
      const stockBefore = await stockOf(em, [current.id]);
      const values = await this.validate(input, em, current);
      const product = await em.save(Product, em.merge(Product, current, values.product));
      await this.replaceVariants(em, product.id, values.variants);
      if (actor) await this.audit.record(actor, "product.update", { entityType: "product", ids: [id], before, after: auditView(product) }, em);
      await recordProductWrites(em, "product.updated", [product.id], stockBefore);
      return product;
    });
  }

  /** A copy of a product as a DRAFT, named "… (copy)", with a fresh slug and SKU. */
  async duplicate(id: string, { actor }: WriteOptions = {}): Promise<Product> {
    return this.write(false, async (em, touched) => {
      const source = isUuid(id) ? await em.findOneBy(Product, { id }) : null;
      if (!source) throw notFound("No such product.");
      const name = `${source.name.slice(0, CATALOG_LIMITS.productName - 7)} (copy)`;
      const { id: _id, createdAt: _c, updatedAt: _u, deletedAt: _d, creationKeyHash: _k, ...fields } = source;
      const copy = await em.save(
        Product,
        em.create(Product, {
          ...fields,
          name,
          slug: await this.freeSlug(slugify(name), em),
          sku: await this.freeSku(source.sku, em),
          status: ProductStatus.DRAFT,
          soldCount: 0,
        }),
      );
      touched.push(copy.id);
      // The copy's variants have no SKUs: a SKU names one variant.
      const variants = await em.find(ProductVariant, { where: { productId: id }, order: { sortOrder: "ASC" } });
      await this.replaceVariants(em, copy.id, variants.map((v) => ({ ...v, sku: null })));
      if (actor) {
        await this.audit.record(actor, "product.duplicate", { entityType: "product", ids: [id, copy.id], before: { id }, after: { id: copy.id, ...auditView(copy) } }, em);
      }
      await recordProductWrites(em, "product.created", [copy.id]);
      return copy;
    });
  }

  /**
   * Delete products (decision 012): they leave the storefront, REST, search and the admin's list
   * at once, and stay in the database for the orders that name them. Answers how many were deleted.
   */
  async deleteMany(ids: readonly string[], { actor }: WriteOptions = {}): Promise<number> {
    const wanted = bulkIds(ids);
    return this.write(true, async (em, touched) => {
      const found = wanted.length ? await em.find(Product, { select: { id: true, name: true, slug: true, sku: true }, where: { id: In(wanted) } }) : [];
      if (!found.length) return 0;
      const deleted = found.map((p) => p.id);
      touched.push(...deleted);
      await em.softDelete(Product, { id: In(deleted) });
      // A deleted product's SKU is free again (decision 012), and so are its variants'.
      await em.update(ProductVariant, { productId: In(deleted) }, { sku: null });
      if (actor) await this.audit.record(actor, "product.delete", { entityType: "product", ids: deleted }, em);
      await recordProductsDeleted(em, found);
      return deleted.length;
    });
  }

  /** Set the status of several products; answers how many changed (those already in it do not count). */
  async setStatus(ids: readonly string[], status: ProductStatus, { actor }: WriteOptions = {}): Promise<number> {
    const wanted = bulkIds(ids);
    return this.write(true, async (em, touched) => {
      const found = wanted.length ? await em.find(Product, { select: { id: true }, where: { id: In(wanted), status: Not(status) } }) : [];
      if (!found.length) return 0;
      const changed = found.map((p) => p.id);
      touched.push(...changed);
      await em.update(Product, { id: In(changed) }, { status });
      if (actor) await this.audit.record(actor, "product.setStatus", { entityType: "product", ids: changed, after: { status } }, em);
      await recordProductWrites(em, "product.updated", changed);
      return changed.length;
    });
  }

  /**
   * Run a product write in a transaction; list totals are cleared before and after it commits,
   * and once it commits the cached reads of the products it `touched` and of every list are
   * invalidated. A slug the shop derived that a concurrent write took first is derived again (up
   * to three times); a slug or SKU the admin chose answers a field error, whichever write noticed first.
   */
  private async write<T>(slugChosen: boolean, run: (em: EntityManager, touched: string[]) => Promise<T>): Promise<T> {
    this.counts.clear();
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          const touched: string[] = [];
          const result = await this.dataSource.transaction(async (em) => {
            await lockProductCounts(em);
            return run(em, touched);
          });
          if (touched.length) await this.cache.invalidate([CacheTag.productLists, ...touched.map(CacheTag.product)]);
          return result;
        } catch (error) {
          const field = uniqueFields[uniqueViolation(error) ?? ""];
          if (field === "slug" && !slugChosen && attempt < 3) continue;
          if (field === "slug") throw badInput("This slug is already used by another product.", { field });
          if (field) throw badInput(`${field === "sku" ? "This SKU" : "A variant's SKU"} is already used by another product or variant.`, { field });
          throw error;
        }
      }
    } finally {
      this.counts.clear();
    }
  }

  /** The variants of a product become `variants`, in order; a row whose colour and size already exist keeps its id (orders name it). */
  private async replaceVariants(em: EntityManager, productId: string, variants: readonly NewProductVariant[]): Promise<void> {
    const existing = new Map((await em.findBy(ProductVariant, { productId })).map((v) => [variantKey(v), v]));
    const rows = variants.map((v, sortOrder) => ({
      ...existing.get(variantKey(v)),
      productId,
      color: v.color,
      size: v.size,
      additionalPriceMinor: v.additionalPriceMinor ?? 0,
      stock: v.stock,
      sku: v.sku ?? null,
      sortOrder,
    }));
    // Cleared first, so that two variants may swap their SKUs in one save.
    if (existing.size) await em.update(ProductVariant, { productId }, { sku: null });
    const kept = new Set(rows.flatMap((row) => (row.id ? [row.id] : [])));
    const removed = [...existing.values()].filter((v) => !kept.has(v.id)).map((v) => v.id);
    if (removed.length) await em.delete(ProductVariant, { id: In(removed) });
    if (rows.length) await em.save(ProductVariant, rows.map((row) => em.create(ProductVariant, row)));
  }

  private async validate(input: NewProduct, em: EntityManager, current?: Product) {
    checkProductFields(input);
    const rounding = await priceRoundingIn(em);
    const name = input.name.trim();
    const discount = input.discount ?? 0;
    const category = isUuid(input.categoryId) ? await em.findOneBy(Category, { id: input.categoryId }) : null;
    if (!category) throw badInput("Choose an existing category.", { field: "categoryId" });
    const subCategory = input.subCategory?.trim() || null;
    const knownSub = subCategory ? category.subCategories.find((s) => s.toLowerCase() === subCategory.toLowerCase()) : null;
    if (subCategory && !knownSub) throw badInput(`"${subCategory}" is not a subcategory of ${category.name}.`, { field: "subCategory" });

    const others = current ? { id: Not(current.id) } : {};
    const sku = input.sku.trim();
    if (await em.existsBy(Product, { sku, ...others })) throw badInput(`SKU ${sku} is already used.`, { field: "sku" });
    const chosenSlug = input.slug?.trim().toLowerCase();
    if (chosenSlug && (await em.existsBy(Product, { slug: chosenSlug, ...others }))) {
      throw badInput(`The slug ${chosenSlug} is already used.`, { field: "slug" });
    }
    const slug = chosenSlug || current?.slug || (await this.freeSlug(slugify(name), em));

    const variants = (input.variants ?? []).map((v) => ({
      color: v.color.trim(),
      size: v.size.trim(),
      additionalPriceMinor: v.additionalPriceMinor ?? 0,
      stock: v.stock,
      sku: v.sku?.trim() || null,
    }));
    await checkSkusFree(em, sku, variants, current?.id ?? null);
    const seen = new Set<string>();
    for (const [i, v] of variants.entries()) {
      if (seen.has(variantKey(v))) throw badInput(`Variant ${v.color} / ${v.size} is listed twice.`, { field: `variants.${i}.size` });
      seen.add(variantKey(v));
    }
    const stock = variants.length ? variants.reduce((sum, v) => sum + v.stock, 0) : (input.stock ?? 0);
    const images = (input.images ?? []).map((image) => (typeof image === "string" ? { url: image, alt: "" } : image));
    const imageColors = imageColorsOf(images, variants);

    return {
      product: {
        name,
        slug,
        description: sanitizeDescription(input.description ?? ""),
        priceMinor: input.priceMinor,
        discount,
        finalPriceMinor: finalPriceMinor(input.priceMinor, discount, rounding),
        categoryId: category.id,
        subCategory: knownSub ?? null,
        images: images.map((image) => image.url.trim()),
        imageAlts: images.map((image) => image.alt?.trim() ?? ""),
        imageColors,
        brand: input.brand?.trim() || null,
        sku,
        stock,
        shippingCostMinor: input.shippingCostMinor ?? 0,
        specifications: (input.specifications ?? []).map(({ feature, value }) => ({ feature: feature.trim(), value: value.trim() })),
        additionalInfo: (input.additionalInfo ?? []).map((line) => line.trim()),
        warranty: input.warranty?.trim() || null,
        returnPolicy: input.returnPolicy?.trim() || null,
        tags: [...new Set((input.tags ?? []).map((tag) => tag.trim()))],
        featured: input.featured ?? false,
        status: input.status ?? current?.status ?? ProductStatus.DRAFT,
      },
      variants,
    };
  }

  /** `base`, or `base-2`, `base-3`… whichever no product uses. */
  private async freeSlug(base: string, em: EntityManager): Promise<string> {
    const stem = (base || "product").slice(0, CATALOG_LIMITS.slug - 6);
    let slug = stem;
    for (let n = 2; await em.existsBy(Product, { slug }); n++) slug = `${stem}-${n}`;
    return slug;
  }

  /** `SKU-COPY`, or `SKU-COPY-2`… whichever no product uses. */
  private async freeSku(sku: string, em: EntityManager): Promise<string> {
    const stem = `${sku.slice(0, CATALOG_LIMITS.sku - 10)}-COPY`;
    let candidate = stem;
    for (let n = 2; await em.existsBy(Product, { sku: candidate }); n++) candidate = `${stem}-${n}`;
    return candidate;
  }

  /** The filtered query, or null when the filter names a category that does not exist. */
  private async filtered(query: ProductQuery, low: number | null = null): Promise<SelectQueryBuilder<Product> | null> {
    const qb = this.repo.createQueryBuilder("p").where("true");
    if (!query.anyStatus) qb.andWhere("p.status = :status", { status: query.status ?? ProductStatus.ACTIVE });
    if (query.deleted) qb.withDeleted().andWhere("p.deletedAt IS NOT NULL");
    if (query.stock) qb.andWhere(stockConditions[query.stock], { low: low ?? (await this.lowStockLevel()) });
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
    if (query.updatedAfter) qb.andWhere("p.updatedAt > :updatedAfter", { updatedAfter: query.updatedAfter });
    if (query.discounted) qb.andWhere("p.discount > 0");
    if (query.featured) qb.andWhere("p.featured = true");
    const term = query.search?.trim();
    if (term) {
      const { where, parameters } = searchCondition(searchTerm(term));
      qb.andWhere(where, parameters);
    }
    return qb;
  }
}

/** A cached read shows this product: it goes when the product changes. Not found: any product write may make it found. */
function found(product: Product | null): Product | null {
  readsShow(product ? CacheTag.product(product.id) : CacheTag.productLists);
  return product;
}

/** A cached read shows these products, in an order any product write may change. */
function shown(products: Product[]): Product[] {
  readsShow(CacheTag.productLists, ...products.map((p) => CacheTag.product(p.id)));
  return products;
}

/** The filter part of a list query and the settings it used (low-stock level, home sections' out of stock): what its total depends on. */
function countKey({ sort: _sort, skip: _skip, take: _take, after: _after, ...filter }: ProductQuery, low: number | null, outOfStock: HomeOutOfStock | null) {
  return JSON.stringify([...Object.entries(filter).sort(([a], [b]) => a.localeCompare(b)), ["low", low], ["outOfStock", outOfStock]]);
}

/** What a list's total depends on: which products match, and their stock when a stock filter narrows it. */
function countTags(query: ProductQuery, outOfStock: HomeOutOfStock | null): readonly string[] {
  return query.stock || outOfStock === HomeOutOfStock.HIDE ? [CacheTag.productLists, CacheTag.productStock] : [CacheTag.productLists];
}

/** A list whose total `product_count` holds: by status (or any), at most a category, discounted, featured. */
interface KeptCount {
  status: ProductStatus | null;
  category: boolean;
  discounted: boolean;
  featured: boolean;
}

/** What `product_count` needs to answer this list's total, or null when another filter narrows it. */
function keptCount(query: ProductQuery, outOfStock: HomeOutOfStock | null): KeptCount | null {
  const narrowed =
    query.subCategory?.trim() || query.minPriceMinor != null || query.maxPriceMinor != null || query.search?.trim() ||
    query.deleted || query.stock || query.updatedAfter || outOfStock === HomeOutOfStock.HIDE;
  if (narrowed) return null;
  return {
    status: query.anyStatus ? null : (query.status ?? ProductStatus.ACTIVE),
    category: Boolean(query.category?.trim()),
    discounted: Boolean(query.discounted),
    featured: Boolean(query.featured),
  };
}

/** The stock filter, level by level (common's `stockLevel`). */
const stockConditions: Record<StockLevel, string> = {
  IN_STOCK: "p.stock > :low",
  LOW_STOCK: "p.stock > 0 AND p.stock <= :low",
  OUT_OF_STOCK: "p.stock <= 0",
};

