import { IsEnum, IsOptional, IsString, MaxLength, ValidateNested } from "class-validator";
import { orderContactRules, orderNoteRules, SEARCH_MAX_LENGTH } from "@shop/common";
import { ArgsType, Field, InputType, ObjectType, registerEnumType } from "type-graphql";
import { CursorPageArgs, CursorPaginated, UPDATED_AFTER_DESCRIPTION } from "../shared/cursor-paging.js";
import { FieldRule } from "../shared/field-rule.js";
import { Order, OrderStatus, PaymentStatus } from "./order.entity.js";
import { IsInstant } from "../shared/instant.js";

/** How the admin's orders list is sorted; every sort ends on the order number, so pages never overlap. */
export enum AdminOrderSort {
  NEWEST = "NEWEST",
  OLDEST = "OLDEST",
  TOTAL_HIGH = "TOTAL_HIGH",
  TOTAL_LOW = "TOTAL_LOW",
  NUMBER_HIGH = "NUMBER_HIGH",
  NUMBER_LOW = "NUMBER_LOW",
  /** By number, lowest first: the cursor's order (shared/cursor-paging.ts). */
  SYNC = "SYNC",
}
registerEnumType(AdminOrderSort, {
  name: "AdminOrderSort",
  description: "NEWEST and OLDEST by placement time; TOTAL_* by the order's total; SYNC by number, the order of `after` (a sync).",
});

@InputType({ description: "Which orders the admin's list shows; every field narrows it (docs/api.md#admin-orders)." })
export class AdminOrderFilter {
  @Field(() => OrderStatus, { nullable: true })
  @IsOptional()
  @IsEnum(OrderStatus)
  status?: OrderStatus | null;

  @Field(() => PaymentStatus, { nullable: true })
  @IsOptional()
  @IsEnum(PaymentStatus)
  paymentStatus?: PaymentStatus | null;

  @Field(() => Date, { nullable: true, description: "Placed at or after this instant (the web sends the start of the admin's local day)." })
  @IsOptional()
  @IsInstant()
  createdFrom?: Date | null;

  @Field(() => Date, { nullable: true, description: "Placed before this instant (the web sends the start of the day after the last day)." })
  @IsOptional()
  @IsInstant()
  createdBefore?: Date | null;

  @Field(() => String, { nullable: true, description: "Order number (10023 or #10023), or part of a name, phone or email." })
  @IsOptional()
  @IsString()
  @MaxLength(SEARCH_MAX_LENGTH)
  search?: string | null;

  @Field(() => Date, { nullable: true, description: UPDATED_AFTER_DESCRIPTION })
  @IsOptional()
  @IsInstant()
  updatedAfter?: Date | null;
}

@ArgsType()
class AdminOrdersQueryArgs {
  @Field(() => AdminOrderFilter, { nullable: true })
  @IsOptional()
  @ValidateNested()
  filter?: AdminOrderFilter | null;

  @Field(() => AdminOrderSort, { defaultValue: AdminOrderSort.NEWEST })
  @IsEnum(AdminOrderSort)
  sort: AdminOrderSort;
}

@ArgsType()
export class AdminOrdersArgs extends CursorPageArgs({ take: 20 }, AdminOrdersQueryArgs) {}

@ObjectType({ description: "A page of the admin's orders; endCursor when sorted SYNC." })
export class AdminOrderList extends CursorPaginated(Order) {}

@InputType({ description: "An order's contact and address, checked with common's `orderContactRules`." })
export class OrderContactInput {
  @Field(() => String)
  @FieldRule(orderContactRules.name)
  name: string;

  @Field(() => String)
  @FieldRule(orderContactRules.phone)
  phone: string;

  @Field(() => String, { nullable: true, description: "Required on a guest's order: it is how the shop reaches them." })
  @FieldRule(orderContactRules.email)
  email?: string | null;

  @Field(() => String)
  @FieldRule(orderContactRules.address)
  address: string;

  @Field(() => String, { nullable: true, description: "Must stay in the order's delivery zone: the shipping fee was charged for it." })
  @FieldRule(orderContactRules.district)
  district?: string | null;
}

/** The note that goes with an admin's change into the order's history (either kind, decision 042). */
export const historyNoteRule = orderNoteRules.historyNote;

/** What the two notes of a status change say about who sees them (decision 042). */
export const statusNoteArgs = {
  note: {
    nullable: true,
    description:
      "Only staff see this: kept in the order's history for admins, never shown to the customer or an order lookup " +
      "(at most 500 characters; decision 042).",
  },
  customerNote: {
    nullable: true,
    description:
      "Shown to the customer: kept in the order's history, which its customer, its guest and anyone tracking it " +
      "by number and phone see (at most 500 characters; decision 042).",
  },
} as const;
export const internalNoteRule = orderNoteRules.internalNote;
