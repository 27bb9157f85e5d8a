import { profileRules, SEARCH_MAX_LENGTH } from "@shop/common";
import { IsEnum, IsOptional, IsString, MaxLength, ValidateNested } from "class-validator";
import { ArgsType, Field, InputType, ObjectType, registerEnumType } from "type-graphql";
import { CursorPageArgs, CursorPaginated, UPDATED_AFTER_DESCRIPTION } from "../shared/cursor-paging.js";
import { MAX_PAGE_SIZE, PageArgs } from "../shared/paging.js";
import { FieldRule } from "../shared/field-rule.js";
import { UserSort } from "./user-sort.js";
import { User, UserRole } from "./user.entity.js";
import type { ProfileChanges } from "./user.service.js";
import { IsInstant } from "../shared/instant.js";

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
  description:
    "NEWEST (default) and OLDEST by creation; LAST_SEEN_*; NAME_* and EMAIL_* (empty last); ORDERS_* and SPENT_* by User.orderCount and User.totalSpent; SYNC by uid, the order of `after` (a sync).",
});

@InputType({ description: "The users list's filter, as the other synced lists spell it." })
export class UserFilter {
  @Field(() => Date, { nullable: true, description: UPDATED_AFTER_DESCRIPTION })
  @IsOptional()
  @IsInstant()
  updatedAfter?: Date | null;
}

@ArgsType()
class UsersQueryArgs {
  @Field(() => String, { nullable: true, description: "Part of an email, name or phone number." })
  @IsOptional()
  @IsString()
  @MaxLength(SEARCH_MAX_LENGTH)
  search?: string | null;

  @Field(() => UserRole, { nullable: true })
  @IsOptional()
  @IsEnum(UserRole)
  role?: UserRole | null;

  @Field(() => UserFilter, { nullable: true, description: "What a sync narrows the list by (search and role stay arguments of their own)." })
  @IsOptional()
  @ValidateNested()
  filter?: UserFilter | null;

  @Field(() => UserSort, { defaultValue: UserSort.NEWEST })
  @IsEnum(UserSort)
  sort: UserSort;
}

@ArgsType()
export class UsersArgs extends CursorPageArgs({ take: 20 }, UsersQueryArgs) {}

@ObjectType()
export class UserList extends CursorPaginated(User) {}

@ArgsType()
export class CustomerOrdersArgs extends PageArgs({ take: 10, takeDescription: `At most ${MAX_PAGE_SIZE}.` }) {}
