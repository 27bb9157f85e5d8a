import { ArrayMaxSize, ArrayMinSize, IsEnum, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from "class-validator";
import { checkoutRules } from "@shop/common";
import { ArgsType, Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { PageArgs, Paginated } from "../shared/paging.js";
import { FieldRule } from "../shared/field-rule.js";
import { LineProblem, MAX_LINE_QUANTITY, MAX_LINES, type CartLineInput as CartLine } from "./cart-pricing.js";
import { Order, OrderStatus } from "./order.entity.js";
import { OrderTotals } from "./order-totals.types.js";

registerEnumType(LineProblem, {
  name: "LineProblem",
  description: "Why a cart line cannot be ordered as it is.",
  valuesConfig: {
    UNAVAILABLE: { description: "The product is no longer sold (withdrawn or unknown)." },
    CHOOSE_VARIANT: { description: "The product has variants and the line names neither colour nor size, or names one that leaves several choices." },
    UNKNOWN_VARIANT: { description: "The product has no variant of the line's colour and size (or of the one it names)." },
    OUT_OF_STOCK: { description: "None left of the product or variant." },
    NOT_ENOUGH_STOCK: { description: "Fewer left than the line's quantity; `available` says how many." },
  },
});

@InputType({ description: "A cart line as the browser knows it: product, variant and quantity. Prices are the server's." })
export class CartLineInput implements CartLine {
  @Field(() => ID)
  @IsString()
  productId: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  color?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  size?: string | null;

  @Field(() => Int)
  @IsInt()
  @Min(1, { message: "A quantity is at least 1." })
  @Max(MAX_LINE_QUANTITY, { message: `A quantity is at most ${MAX_LINE_QUANTITY}.` })
  quantity: number;
}

@InputType({ description: "The cart lines and where they go." })
export class QuoteCartInput {
  @Field(() => [CartLineInput])
  @ArrayMinSize(1, { message: "The cart is empty." })
  @ArrayMaxSize(MAX_LINES)
  @ValidateNested({ each: true })
  lines: CartLineInput[];

  @Field(() => String, { nullable: true, description: "Zone name from settings.deliveryZones." })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  deliveryZone?: string | null;

  @Field(() => String, { nullable: true, description: "District; picks the zone listing it when no zone is named." })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  district?: string | null;
}

@InputType({ description: "The cart and the contact details, checked with common's `checkoutRules` (the checkout form's own)." })
export class PlaceOrderInput extends QuoteCartInput {
  @Field(() => String)
  @FieldRule(checkoutRules.name)
  name: string;

  @Field(() => String)
  @FieldRule(checkoutRules.phone)
  phone: string;

  @Field(() => String, { nullable: true, description: "Required for guests, so the shop can reach them." })
  @FieldRule(checkoutRules.email)
  email?: string | null;

  @Field(() => String)
  @FieldRule(checkoutRules.address)
  address: string;

  @Field(() => String, { nullable: true })
  @FieldRule(checkoutRules.notes)
  notes?: string | null;

  @Field(() => String, { nullable: true, description: "Chosen by the client per checkout; a retry with it returns the same order." })
  @IsOptional()
  @IsString()
  @MaxLength(80)
  idempotencyKey?: string | null;
}

@InputType({ description: "A guest order this browser placed, with its secret token." })
export class OrderAccessInput {
  @Field(() => ID)
  @IsString()
  id: string;

  @Field(() => String)
  @IsString()
  @MaxLength(100)
  token: string;
}

@ArgsType()
class MyOrdersQueryArgs {
  @Field(() => OrderStatus, { nullable: true })
  @IsOptional()
  @IsEnum(OrderStatus)
  status?: OrderStatus | null;
}

@ArgsType()
export class MyOrdersArgs extends PageArgs({ take: 10 }, MyOrdersQueryArgs) {}

@ObjectType()
export class QuoteLine {
  @Field(() => ID)
  productId: string;

  @Field(() => String)
  name: string;

  @Field(() => String)
  slug: string;

  @Field(() => String, { nullable: true })
  image: string | null;

  @Field(() => String, { nullable: true })
  color: string | null;

  @Field(() => String, { nullable: true })
  size: string | null;

  @Field(() => Int)
  quantity: number;

  @Field(() => Int, { description: "Units that can be bought now." })
  available: number;

  @Field(() => Float, { description: "Price plus the variant's additional price, before the discount." })
  unitPrice: number;

  @Field(() => Float)
  discount: number;

  @Field(() => Float)
  finalUnitPrice: number;

  @Field(() => Float)
  lineTotal: number;

  @Field(() => Float, { description: "Per-unit shipping surcharge." })
  shippingCost: number;

  @Field(() => LineProblem, { nullable: true, description: "Why the line cannot be ordered; null when it can." })
  problem: LineProblem | null;
}

@ObjectType({ description: "What the cart costs now, computed by the server." })
export class CartQuote extends OrderTotals {
  @Field(() => [QuoteLine])
  lines: QuoteLine[];

  @Field(() => String)
  currency: string;

  @Field(() => String, { nullable: true })
  deliveryZone: string | null;

  @Field(() => Boolean, { description: "True when every line can be ordered as it is." })
  orderable: boolean;
}

@ObjectType()
export class PlacedOrder {
  @Field(() => Order)
  order: Order;

  @Field(() => String, { nullable: true, description: "For guests: the secret that opens this order. Shown once; keep it." })
  guestToken: string | null;
}

@ObjectType()
export class OrderList extends Paginated(Order) {}
