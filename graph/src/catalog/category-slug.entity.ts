import { Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryColumn, type Relation } from "typeorm";
import { Category } from "./category.entity.js";

/** A slug a category had before it was renamed: old links still find it (`category(slugOrName)`, REST). */
@Entity("category_slug")
export class CategorySlug {
  @PrimaryColumn("varchar", { length: 120 })
  slug: string;

  @Index("IDX_category_slug_category")
  @Column("uuid")
  categoryId: string;

  @ManyToOne(() => Category, { onDelete: "CASCADE" })
  category: Relation<Category>;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}
