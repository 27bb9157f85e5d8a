import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";

/** What happened to one line of `updateStockBySku`. */
export enum StockLineStatus {
  UPDATED = "UPDATED",
  NOT_FOUND = "NOT_FOUND",
  REFUSED = "REFUSED",
}
registerEnumType(StockLineStatus, {
  name: "StockLineStatus",
  description: "UPDATED: the stock is now `stock`. NOT_FOUND: no product or variant has the SKU. REFUSED: nothing changed; `message` says why and `stock` is the current stock.",
});

@InputType({ description: "One SKU's stock: exactly one of set (0 to 1,000,000) and adjust (non-zero, -1,000,000 to 1,000,000)." })
export class StockLineInput {
  @Field(() => String, { description: "A product's SKU (a product without variants) or a variant's SKU." })
  sku: string;

  @Field(() => Int, { nullable: true, description: "The stock to set." })
  set?: number | null;

  @Field(() => Int, { nullable: true, description: "Added to the stock (negative: taken off); refused if the stock would go below 0." })
  adjust?: number | null;
}

@InputType()
export class UpdateStockBySkuInput {
  @Field(() => String, {
    description: "8 to 80 characters, one per change: calling again with it and the same lines answers the first result (replayed: true) and changes nothing.",
  })
  idempotencyKey: string;

  @Field(() => [StockLineInput], { description: "1 to 250 lines, each SKU once." })
  lines: StockLineInput[];
}

@ObjectType({ description: "One line's outcome, in the order the lines were given." })
export class StockLineResult {
  @Field(() => String)
  sku: string;

  @Field(() => StockLineStatus)
  status: StockLineStatus;

  @Field(() => Int, { nullable: true, description: "The stock after the line (UPDATED) or as it is (REFUSED); null when NOT_FOUND." })
  stock: number | null;

  @Field(() => String, { nullable: true, description: "Why the line was refused or not found; null when UPDATED." })
  message: string | null;

  @Field(() => ID, { nullable: true, description: "The product the SKU names, or the variant's product." })
  productId: string | null;

  @Field(() => ID, { nullable: true, description: "The variant, for a variant's SKU." })
  variantId: string | null;
}

@ObjectType()
export class StockUpdateResult {
  @Field(() => [StockLineResult])
  lines: StockLineResult[];

  @Field(() => Int, { description: "Lines UPDATED." })
  updated: number;

  @Field(() => Int, { description: "Lines NOT_FOUND or REFUSED." })
  failed: number;

  @Field(() => Boolean, { description: "True when this answers an earlier call with the same idempotency key again: nothing changed now." })
  replayed: boolean;
}
