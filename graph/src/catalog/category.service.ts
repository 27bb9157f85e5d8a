import { categoryRules, slugify } from "@shop/common";
import { type DataSource, type EntityManager, In, type Repository } from "typeorm";
import type { Actor, AuditService } from "../audit/audit.service.js";
import { badInput, conflict, fieldErrors, notFound, uniqueViolation } from "../shared/errors.js";
import { CacheTag, type CacheInvalidator, noInvalidation } from "../cache/cache-tags.js";
import { isUuid } from "../shared/uuid.js";
import { listProblems, ruleProblems } from "../shared/validate-input.js";
import { CategorySlug } from "./category-slug.entity.js";
import { Category } from "./category.entity.js";
import { lockProductCounts } from "./product-counts.js";
import { Product } from "./product.entity.js";

export interface NewCategory {
  name: string;
  image?: string | null;
  subCategories?: string[];
  sortOrder?: number;
}

/** A subcategory renamed in place: the products filed under `from` move to `to`. */
export interface SubCategoryRename {
  from: string;
  to: string;
}

export interface CategoryChange extends NewCategory {
  renamedSubCategories?: SubCategoryRename[];
}

/** What category writes must tell others: the product lists' cached totals depend on categories. */
export interface CatalogChanged {
  clear(): void;
}

/**
 * How the storefront names a category in a URL: the slug, or the name in any case,
 * where a hyphen may stand for a space ("Men%20Fashion", "Men-Fashion", "men-fashion").
 */
export function categoryKeyVariants(value: string): string[] {
  const lowered = value.trim().toLowerCase();
  return [...new Set([lowered, lowered.replace(/-/g, " ")])];
}

/**
 * True when `key` names `category` by its current slug or name, as `findBySlugOrName` matches them;
 * false for a slug it had before a rename (its address has moved) or any other key.
 */
export function keyNamesCategory(key: string, category: Pick<Category, "slug" | "name">): boolean {
  const keys = categoryKeyVariants(key);
  return keys.includes(category.slug) || keys.includes(category.name.toLowerCase());
}

const lower = (names: readonly string[]) => new Set(names.map((n) => n.toLowerCase()));

/** What an audit entry keeps of a category. */
const auditView = (c: Category) => ({ name: c.name, slug: c.slug, image: c.image, subCategories: c.subCategories });

export class CategoryService {
  private readonly repo: Repository<Category>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly changed: CatalogChanged,
    /** Cached public reads: told of every category write once it commits. */
    private readonly cache: CacheInvalidator = noInvalidation,
  ) {
    this.repo = dataSource.getRepository(Category);
  }

  list(): Promise<Category[]> {
    return this.repo.find({ order: { sortOrder: "ASC", name: "ASC" } });
  }

  findByIds(ids: readonly string[]): Promise<Category[]> {
    return this.repo.findBy({ id: In([...ids]) });
  }

  /** By slug or name, then by a slug the category had before a rename (old links keep working). */
  async findBySlugOrName(value: string): Promise<Category | null> {
    const keys = categoryKeyVariants(value);
    if (!keys[0]) return null;
    const current = await this.repo
      .createQueryBuilder("c")
      .where("c.slug IN (:...keys) OR lower(c.name) IN (:...keys)", { keys })
      .orderBy("c.sortOrder", "ASC")
      .getOne();
    if (current) return current;
    const former = await this.dataSource.getRepository(CategorySlug).findOneBy({ slug: In([...keys, slugify(value)]) });
    return former ? this.repo.findOneBy({ id: former.categoryId }) : null;
  }

  async create(input: NewCategory, { actor }: { actor?: Actor } = {}): Promise<Category> {
    return this.write(async (em) => {
      const values = this.validate(input);
      await this.assertNameFree(em, values.name, values.slug);
      const sortOrder = input.sortOrder ?? (await nextSortOrder(em));
      const category = await em.save(Category, em.create(Category, { ...values, sortOrder }));
      // A new category takes a slug over from any category that had it before a rename.
      await em.delete(CategorySlug, { slug: category.slug });
      if (actor) await this.audit.record(actor, "category.create", { entityType: "category", ids: [category.id], after: auditView(category) }, em);
      return category;
    });
  }

  /**
   * Rename, re-image and edit the ordered subcategories of a category. Its products stay (they
   * hold its id); the old slug keeps resolving. Products under a renamed subcategory follow it; a
   * removed subcategory that products still use is refused (CONFLICT with `productCount`).
   */
  async update(id: string, input: CategoryChange, { actor }: { actor?: Actor } = {}): Promise<Category> {
    return this.write(async (em) => {
      const current = await lockedCategory(em, id);
      const before = auditView(current);
      const values = this.validate(input);
      await this.assertNameFree(em, values.name, values.slug, current.id);
      await this.moveSubCategories(em, current, values.subCategories, input.renamedSubCategories ?? []);
      if (values.slug !== current.slug) {
        await em.delete(CategorySlug, { slug: values.slug });
        await em.upsert(CategorySlug, { slug: current.slug, categoryId: current.id }, ["slug"]);
      }
      const category = await em.save(Category, em.merge(Category, current, values));
      if (actor) await this.audit.record(actor, "category.update", { entityType: "category", ids: [id], before, after: auditView(category) }, em);
      return category;
    });
  }

  /** Put every category in the order of `ids`, which must name each of them once. */
  async reorder(ids: readonly string[], { actor }: { actor?: Actor } = {}): Promise<Category[]> {
    await this.write(async (em) => {
      const all = await em.find(Category, { select: { id: true } });
      const wanted = new Set(ids);
      if (wanted.size !== ids.length || wanted.size !== all.length || !all.every((c) => wanted.has(c.id))) {
        throw badInput("List every category exactly once.", { field: "ids" });
      }
      for (const [sortOrder, categoryId] of ids.entries()) await em.update(Category, { id: categoryId }, { sortOrder });
      if (actor) await this.audit.record(actor, "category.reorder", { entityType: "category", ids }, em);
    });
    return this.list();
  }

  /**
   * Delete a category. One that still has products is refused (CONFLICT, `productCount`) unless
   * `moveProductsTo` names another category: its products (deleted ones too) and its slugs go
   * there, so old links land on the new home. Answers how many products moved.
   */
  async delete(id: string, moveProductsTo: string | null | undefined, { actor }: { actor?: Actor } = {}): Promise<number> {
    return this.write(async (em) => {
      const category = await lockedCategory(em, id);
      const productCount = await em.countBy(Product, { categoryId: id });
      const target = moveProductsTo ? await this.moveTarget(em, category, moveProductsTo) : null;
      if (productCount && !target) {
        throw conflict(
          `${category.name} still has ${productCount} ${productCount === 1 ? "product" : "products"}. Move them to another category first, or choose where they go.`,
          { productCount },
        );
      }
      if (target) {
        await moveProducts(em, id, target);
        await em.update(CategorySlug, { categoryId: id }, { categoryId: target.id });
        await em.insert(CategorySlug, { slug: category.slug, categoryId: target.id });
      } else {
        // Only deleted products are left; orders keep their snapshots (decision 012).
        await em.createQueryBuilder().delete().from(Product).where(`"categoryId" = :id`, { id }).execute();
      }
      await em.delete(Category, { id });
      if (actor) {
        await this.audit.record(
          actor,
          "category.delete",
          { entityType: "category", ids: [id], before: auditView(category), after: target ? { movedTo: target.id, productCount } : null },
          em,
        );
      }
      return target ? productCount : 0;
    });
  }

  /** A category write in a transaction; once it commits, every cached public read is invalidated. */
  private async write<T>(run: (em: EntityManager) => Promise<T>): Promise<T> {
    this.changed.clear();
    try {
      const result = await this.dataSource.transaction(async (em) => {
        // Deleting a category moves its products, which changes their counts.
        await lockProductCounts(em);
        return run(em);
      });
      // A rename, move or delete shows in the menu, in every product card's category and in list
      // filters by slug or old name: nearly every catalog read. Category writes are rare; all go.
      await this.cache.invalidate([CacheTag.all]);
      return result;
    } catch (error) {
      // Two admins naming categories alike at the same moment: the unique indexes decide.
      if (uniqueViolation(error)?.startsWith("UQ_category_")) throw badInput("Another category already has this name.", { field: "name" });
      throw error;
    } finally {
      this.changed.clear();
    }
  }

  private validate(input: NewCategory) {
    const { name: nameRule, image } = categoryRules;
    const subCategories = input.subCategories ?? [];
    const problems = [
      ...ruleProblems({ name: nameRule, image }, { name: input.name, image: input.image }),
      ...listProblems(subCategories, categoryRules.subCategory, "subCategories"),
    ];
    if (problems.length) throw fieldErrors(problems);
    const trimmed = subCategories.map((s) => s.trim());
    if (lower(trimmed).size !== trimmed.length) throw badInput("Each subcategory is listed once.", { field: "subCategories" });
    const name = input.name.trim();
    return { name, slug: slugify(name), image: input.image?.trim() || null, subCategories: trimmed };
  }

  private async assertNameFree(em: EntityManager, name: string, slug: string, exceptId?: string): Promise<void> {
    const qb = em.createQueryBuilder(Category, "c").where("(lower(c.name) = lower(:name) OR c.slug = :slug)", { name, slug });
    if (exceptId) qb.andWhere("c.id <> :exceptId", { exceptId });
    const clash = await qb.getOne();
    if (clash) throw badInput(`A category named "${clash.name}" already exists.`, { field: "name" });
  }

  /** Products follow renamed subcategories; removed ones still in use are refused. */
  private async moveSubCategories(em: EntityManager, current: Category, next: string[], renames: readonly SubCategoryRename[]) {
    const before = lower(current.subCategories);
    const after = lower(next);
    for (const { from, to } of renames) {
      if (!before.has(from.trim().toLowerCase()) || !after.has(to.trim().toLowerCase())) {
        throw badInput(`Rename only a subcategory the category had (${from}) to one it keeps (${to}).`, { field: "renamedSubCategories" });
      }
      await em
        .createQueryBuilder()
        .update(Product)
        .set({ subCategory: next.find((s) => s.toLowerCase() === to.trim().toLowerCase()) })
        .where(`"categoryId" = :id AND lower("subCategory") = :from`, { id: current.id, from: from.trim().toLowerCase() })
        .execute();
    }
    const renamed = lower(renames.map((r) => r.from.trim()));
    const removed = [...before].filter((s) => !after.has(s) && !renamed.has(s));
    if (!removed.length) return;
    const used = await em
      .createQueryBuilder(Product, "p")
      .withDeleted()
      .select("lower(p.subCategory)", "name")
      .addSelect("count(*)", "count")
      .where("p.categoryId = :id AND lower(p.subCategory) IN (:...removed)", { id: current.id, removed })
      .groupBy("lower(p.subCategory)")
      .getRawMany<{ name: string; count: string }>();
    const productCount = used.reduce((sum, row) => sum + Number(row.count), 0);
    if (productCount) {
      const names = current.subCategories.filter((s) => used.some((row) => row.name === s.toLowerCase()));
      throw conflict(
        `${productCount} ${productCount === 1 ? "product uses" : "products use"} ${names.join(", ")}, which you removed. Move ${productCount === 1 ? "it" : "them"} first, or rename the subcategory instead.`,
        { productCount, subCategories: names },
      );
    }
  }

  private async moveTarget(em: EntityManager, category: Category, targetId: string): Promise<Category> {
    const target = isUuid(targetId) && targetId !== category.id ? await em.findOneBy(Category, { id: targetId }) : null;
    if (!target) throw badInput("Choose another existing category for the products.", { field: "moveProductsTo" });
    return target;
  }
}

async function lockedCategory(em: EntityManager, id: string): Promise<Category> {
  const category = isUuid(id) ? await em.findOne(Category, { where: { id }, lock: { mode: "pessimistic_write" } }) : null;
  if (!category) throw notFound("No such category.");
  return category;
}

async function nextSortOrder(em: EntityManager): Promise<number> {
  const row = await em.createQueryBuilder(Category, "c").select("max(c.sortOrder)", "max").getRawOne<{ max: number | null }>();
  return row?.max == null ? 0 : Number(row.max) + 1;
}

/** Every product of `fromId` (deleted ones too) to `target`; a subcategory the target lacks is cleared. */
async function moveProducts(em: EntityManager, fromId: string, target: Category): Promise<void> {
  const kept = [...lower(target.subCategories)];
  const update = em.createQueryBuilder().update(Product).set({ subCategory: () => (kept.length ? `CASE WHEN lower("subCategory") IN (:...kept) THEN "subCategory" END` : "NULL") });
  await update.where(`"categoryId" = :fromId`, { fromId, kept }).execute();
  await em.createQueryBuilder().update(Product).set({ categoryId: target.id }).where(`"categoryId" = :fromId`, { fromId }).execute();
}
