import { profileRules } from "@shop/common";
import { IsEnum, IsInt, IsOptional, IsString, Max, MaxLength, Min } from "class-validator";
import { ArgsType, Field, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { FieldRule } from "../shared/field-rule.js";
import { UserSort } from "./user-sort.js";
import { User, UserRole } from "./user.entity.js";
import type { ProfileChanges } from "./user.service.js";

/** What a person may change about themselves, checked with common's `profileRules` (the profile form's own). */
@InputType()
export class UpdateProfileInput implements ProfileChanges {
  @Field(() => String, { nullable: true })
  @FieldRule(profileRules.displayName)
  displayName?: string | null;

  @Field(() => String, { nullable: true, description: "An http(s) URL, or empty to remove the photo." })
  @FieldRule(profileRules.photoURL)
  photoURL?: string | null;

  @Field(() => String, { nullable: true })
  @FieldRule(profileRules.phone)
  phone?: string | null;

  @Field(() => String, { nullable: true })
  @FieldRule(profileRules.address)
  address?: string | null;
}

registerEnumType(UserSort, {
  name: "UserSort",
  description: "NEWEST (default) and OLDEST by creation; LAST_SEEN_*; NAME_* and EMAIL_* (empty last); ORDERS_* and SPENT_* by User.orderCount and User.totalSpent.",
});

@ArgsType()
export class UsersArgs {
  @Field(() => String, { nullable: true, description: "Part of an email, name or phone number." })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string | null;

  @Field(() => UserRole, { nullable: true })
  @IsOptional()
  @IsEnum(UserRole)
  role?: UserRole | null;

  @Field(() => UserSort, { defaultValue: UserSort.NEWEST })
  @IsEnum(UserSort)
  sort: UserSort;

  @Field(() => Int, { defaultValue: 0 })
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  skip: number;

  @Field(() => Int, { defaultValue: 20 })
  @IsInt()
  @Min(0)
  @Max(100)
  take: number;
}

@ObjectType()
export class UserList {
  @Field(() => [User])
  items: User[];

  @Field(() => Int)
  totalItems: number;
}

@ArgsType()
export class CustomerOrdersArgs {
  @Field(() => Int, { defaultValue: 0 })
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  skip: number;

  @Field(() => Int, { defaultValue: 10, description: "At most 100." })
  @IsInt()
  @Min(0)
  @Max(100)
  take: number;
}
