import { Field, ID, Int, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";

@ObjectType({ description: "A product category with its ordered subcategory names." })
@Entity("category")
export class Category {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  /** Unique case-insensitively: the migration indexes lower(name). */
  @Field(() => String)
  @Column("varchar", { length: 100 })
  name: string;

  @Field(() => String)
  @Index("UQ_category_slug", { unique: true })
  @Column("varchar", { length: 120 })
  slug: string;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 500, nullable: true })
  image: string | null;

  @Field(() => [String], { description: "Subcategory names, in display order." })
  @Column("jsonb", { default: () => "'[]'" })
  subCategories: string[];

  @Field(() => Int)
  @Column("integer", { default: 0 })
  sortOrder: number;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
