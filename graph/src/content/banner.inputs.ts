import { bannerRules } from "@shop/common";
import { Field, InputType } from "type-graphql";
import { FieldRule } from "../shared/field-rule.js";

/** Every field of a banner, checked with the banner form's own rules (`bannerRules` in common/src/fields.ts). */
@InputType({ description: "Every field of a banner; updateBanner replaces them all. Images are /uploads/… paths or http(s) URLs." })
export class BannerInput {
  @Field(() => String)
  @FieldRule(bannerRules.image)
  image: string;

  @Field(() => String, { nullable: true, description: "Image for narrow screens; the wide image is used without it." })
  @FieldRule(bannerRules.mobileImage)
  mobileImage?: string | null;

  @Field(() => String, { nullable: true, description: "What the images show (their alt text); empty when they are decorative." })
  @FieldRule(bannerRules.imageAlt)
  imageAlt?: string | null;

  @Field(() => String)
  @FieldRule(bannerRules.title)
  title: string;

  @Field(() => String, { nullable: true })
  @FieldRule(bannerRules.subtitle)
  subtitle?: string | null;

  @Field(() => String, { nullable: true })
  @FieldRule(bannerRules.description)
  description?: string | null;

  @Field(() => String, { nullable: true, description: "Shown only together with buttonLink." })
  @FieldRule(bannerRules.buttonText)
  buttonText?: string | null;

  @Field(() => String, { nullable: true, description: "An http(s) URL or a path of this shop (/product-category/men)." })
  @FieldRule(bannerRules.buttonLink)
  buttonLink?: string | null;

  @Field(() => Boolean, { nullable: true, description: "Shown on the home page; default true on create, unchanged on update when absent." })
  isActive?: boolean | null;
}
