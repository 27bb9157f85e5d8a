import { IsEnum, IsInt, IsOptional, IsString, Max, MaxLength, Min } from "class-validator";
import { ArgsType, Field, Int, ObjectType } from "type-graphql";
import { ContactMessage, ContactMessageStatus } from "./contact-message.entity.js";

@ArgsType()
export class ContactMessagesArgs {
  @Field(() => ContactMessageStatus, { nullable: true, description: "NEW or RESOLVED; every message when absent." })
  @IsOptional()
  @IsEnum(ContactMessageStatus)
  status?: ContactMessageStatus | null;

  @Field(() => String, { nullable: true, description: "Part of the name, email, subject or message." })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string | null;

  @Field(() => Int, { defaultValue: 0 })
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  skip: number;

  @Field(() => Int, { defaultValue: 20, description: "At most 100." })
  @IsInt()
  @Min(0)
  @Max(100)
  take: number;
}

@ObjectType()
export class ContactMessageList {
  @Field(() => [ContactMessage])
  items: ContactMessage[];

  @Field(() => Int)
  totalItems: number;
}
