import { Field, Float, ObjectType } from "type-graphql";

/** An order's or a quote's money in major units, computed by the server (decision 001); a base, never a GraphQL type of its own. */
@ObjectType()
export abstract class OrderTotals {
  @Field(() => Float)
  subtotal: number;

  @Field(() => Float)
  shipping: number;

  @Field(() => Float)
  total: number;
}
