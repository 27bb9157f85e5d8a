import { IsEnum, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from "class-validator";
import { ArgsType, Field, InputType, Int, ObjectType } from "type-graphql";
import { User, UserRole } from "./user.entity.js";
import type { ProfileChanges } from "./user.service.js";

/** What a person may change about themselves (spec §6: display name and photo URL; product.md: phone, address). */
@InputType()
export class UpdateProfileInput implements ProfileChanges {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: "A name has at most 100 characters." })
  displayName?: string | null;

  @Field(() => String, { nullable: true, description: "An http(s) URL, or empty to remove the photo." })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  @Matches(/^(https?:\/\/[^\s/$.?#][^\s]*)?$/i, { message: "Invalid URL" })
  photoURL?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @Matches(/^(\+?[0-9][0-9 -]{5,28})?$/, { message: "Enter a phone number of digits, spaces or dashes." })
  phone?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: "An address has at most 500 characters." })
  address?: string | null;
}

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

  @Field(() => Int, { defaultValue: 0 })
  @IsInt()
  @Min(0)
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
