import { type DataSource, In, type Repository } from "typeorm";
import { badInput } from "../shared/errors.js";
import { slugify } from "../shared/slug.js";
import { Category } from "./category.entity.js";

export interface NewCategory {
  name: string;
  image?: string | null;
  subCategories?: string[];
  sortOrder?: number;
}

/**
 * How the storefront names a category in a URL: the slug, or the name in any case,
 * where a hyphen may stand for a space ("Men%20Fashion", "Men-Fashion", "men-fashion").
 */
export function categoryKeyVariants(value: string): string[] {
  const lowered = value.trim().toLowerCase();
  return [...new Set([lowered, lowered.replace(/-/g, " ")])];
}

export class CategoryService {
  private readonly repo: Repository<Category>;

  constructor(dataSource: DataSource) {
    this.repo = dataSource.getRepository(Category);
  }

  list(): Promise<Category[]> {
    return this.repo.find({ order: { sortOrder: "ASC", name: "ASC" } });
  }

  findByIds(ids: readonly string[]): Promise<Category[]> {
    return this.repo.findBy({ id: In([...ids]) });
  }

  async findBySlugOrName(value: string): Promise<Category | null> {
    const keys = categoryKeyVariants(value);
    if (!keys[0]) return null;
    return this.repo
      .createQueryBuilder("c")
      .where("c.slug IN (:...keys) OR lower(c.name) IN (:...keys)", { keys })
      .orderBy("c.sortOrder", "ASC")
      .getOne();
  }

  async create(input: NewCategory): Promise<Category> {
    const name = input.name.trim();
    if (!name || name.length > 100) throw badInput("A category name has 1 to 100 characters.", { field: "name" });
    const slug = slugify(name);
    if (!slug) throw badInput("A category name needs at least one letter or digit.", { field: "name" });
    const clash = await this.repo
      .createQueryBuilder("c")
      .where("lower(c.name) = lower(:name) OR c.slug = :slug", { name, slug })
      .getOne();
    if (clash) throw badInput(`A category named "${clash.name}" already exists.`, { field: "name" });
    const subCategories = [...new Set((input.subCategories ?? []).map((s) => s.trim()).filter(Boolean))];
    return this.repo.save(
      this.repo.create({ name, slug, image: input.image ?? null, subCategories, sortOrder: input.sortOrder ?? 0 }),
    );
  }
}
