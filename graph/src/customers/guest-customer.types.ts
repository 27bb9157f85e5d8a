import { SEARCH_MAX_LENGTH } from "@shop/common";
import { IsEnum, IsOptional, IsString, MaxLength } from "class-validator";
import { ArgsType, Field, Float, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { MAX_PAGE_SIZE, PageArgs, Paginated } from "../shared/paging.js";

/**
 * A guest buyer as a customer (decision 062): the orders placed without an account under one
 * phone (`phoneKey`), with their figures counted as an account's are (customer-stats.ts).
 */
@ObjectType({ description: "A guest buyer: the orders placed without an account under one phone number, however it was written (admin; decision 062)." })
export class GuestCustomer {
  @Field(() => ID, { description: "The phone as the shop compares it (digits, national form): the guest's key for `guestCustomer` and `guestCustomerOrders`." })
  key: string;

  @Field(() => String, { description: "The name on their latest order." })
  name: string;

  @Field(() => String, { description: "The phone as typed on their latest order." })
  phone: string;

  @Field(() => String, { nullable: true, description: "The email on their latest order that has one (never verified)." })
  email: string | null;

  @Field(() => Int, { description: "Their orders, cancelled ones included." })
  orderCount: number;

  totalSpentMinor: number;

  @Field(() => Float, { description: "The totals of their orders that were neither cancelled nor refunded, in major units (decision 016)." })
  totalSpent: number;

  @Field(() => Date)
  firstOrderAt: Date;

  @Field(() => Date)
  lastOrderAt: Date;
}

export enum GuestCustomerSort {
  LAST_ORDER_DESC = "LAST_ORDER_DESC",
  LAST_ORDER_ASC = "LAST_ORDER_ASC",
  NAME_ASC = "NAME_ASC",
  NAME_DESC = "NAME_DESC",
  ORDERS_DESC = "ORDERS_DESC",
  ORDERS_ASC = "ORDERS_ASC",
  SPENT_DESC = "SPENT_DESC",
  SPENT_ASC = "SPENT_ASC",
}
registerEnumType(GuestCustomerSort, {
  name: "GuestCustomerSort",
  description: "LAST_ORDER_DESC (default): who ordered most recently first; NAME_*, ORDERS_* and SPENT_* by the fields. Ties break on the key.",
});

@ArgsType()
class GuestCustomersQueryArgs {
  @Field(() => String, { nullable: true, description: "Part of a name, email or phone number on any of the guest's orders." })
  @IsOptional()
  @IsString()
  @MaxLength(SEARCH_MAX_LENGTH)
  search?: string | null;

  @Field(() => GuestCustomerSort, { defaultValue: GuestCustomerSort.LAST_ORDER_DESC })
  @IsEnum(GuestCustomerSort)
  sort: GuestCustomerSort;
}

@ArgsType()
export class GuestCustomersArgs extends PageArgs({ take: 20, takeDescription: `At most ${MAX_PAGE_SIZE}.` }, GuestCustomersQueryArgs) {}

@ObjectType()
export class GuestCustomerList extends Paginated(GuestCustomer) {}
