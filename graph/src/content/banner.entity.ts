import { Field, ID, Int, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";

/** A slide of the home page's hero. Only active banners are shown, in sort order. */
@ObjectType()
@Entity("banner")
@Index("IDX_banner_active_order", ["isActive", "sortOrder"])
export class Banner {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field(() => String)
  @Column("varchar", { length: 500 })
  image: string;

  @Field(() => String, { nullable: true, description: "Image for narrow screens; falls back to image." })
  @Column("varchar", { length: 500, nullable: true })
  mobileImage: string | null;

  @Field(() => String, { nullable: true, description: "What the images show, for screen readers; none for a decorative image." })
  @Column("varchar", { length: 200, nullable: true })
  imageAlt: string | null;

  @Field(() => String)
  @Column("varchar", { length: 150 })
  title: string;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 200, nullable: true })
  subtitle: string | null;

  @Field(() => String, { nullable: true })
  @Column("text", { nullable: true })
  description: string | null;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 60, nullable: true })
  buttonText: string | null;

  @Field(() => String, { nullable: true, description: "A path in the shop (/product-category/…) or an http(s) URL." })
  @Column("varchar", { length: 500, nullable: true })
  buttonLink: string | null;

  @Field(() => Boolean)
  @Column("boolean", { default: true })
  isActive: boolean;

  @Field(() => Int)
  @Column("integer", { default: 0 })
  sortOrder: number;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
