import { SEARCH_MAX_LENGTH } from "@shop/common";
import { IsEnum, IsOptional, IsString, MaxLength } from "class-validator";
import { ArgsType, Field, ObjectType } from "type-graphql";
import { MAX_PAGE_SIZE, PageArgs, Paginated } from "../shared/paging.js";
import { ContactMessage, ContactMessageStatus } from "./contact-message.entity.js";

@ArgsType()
class ContactMessagesQueryArgs {
  @Field(() => ContactMessageStatus, { nullable: true, description: "NEW or RESOLVED; every message when absent." })
  @IsOptional()
  @IsEnum(ContactMessageStatus)
  status?: ContactMessageStatus | null;

  @Field(() => String, { nullable: true, description: "Part of the name, email, subject or message." })
  @IsOptional()
  @IsString()
  @MaxLength(SEARCH_MAX_LENGTH)
  search?: string | null;
}

@ArgsType()
export class ContactMessagesArgs extends PageArgs({ take: 20, takeDescription: `At most ${MAX_PAGE_SIZE}.` }, ContactMessagesQueryArgs) {}

@ObjectType()
export class ContactMessageList extends Paginated(ContactMessage) {}
