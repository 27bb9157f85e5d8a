import { Field, ID, InputType, Int, ObjectType } from "type-graphql";
import { AppScope } from "./app-scope.js";
import type { App } from "./app.entity.js";

@ObjectType("AppBudget", { description: "An app's request budget: a bucket of points that refills at a steady rate." })
export class AppBudgetView {
  @Field(() => Int, { description: "Points the bucket holds when full." })
  maximumAvailable: number;

  @Field(() => Int, { description: "Points per second the bucket refills." })
  restoreRate: number;
}

@InputType({ description: "An app's request budget: maximumAvailable 1..100,000 points, restoreRate 1..10,000 points per second." })
export class AppBudgetInput {
  @Field(() => Int)
  maximumAvailable: number;

  @Field(() => Int)
  restoreRate: number;
}

@ObjectType("AppRequestCount", { description: "How many requests an app made in one hour." })
export class AppRequestCountView {
  @Field(() => Date, { description: "The hour's start (UTC)." })
  hour: Date;

  @Field(() => Int)
  requests: number;
}

@ObjectType("App", { description: "A program the shop lets in with a token of its own (docs/auth.md, \"Apps and scopes\")." })
export class AppView {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => [AppScope])
  scopes: AppScope[];

  @Field(() => String, { description: "The token's first 12 characters, e.g. shopapp_Xy3k, to recognise it; the token itself is never shown again." })
  tokenPrefix: string;

  @Field(() => AppBudgetView)
  budget: AppBudgetView;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: "Null until first used; updated at most once a minute." })
  lastUsedAt: Date | null;

  @Field(() => Date, { nullable: true, description: "Null while active." })
  revokedAt: Date | null;
}

@ObjectType({ description: "An app and its token: the only place the token is ever shown. Keep it secret." })
export class AppWithToken {
  @Field(() => AppView)
  app: AppView;

  @Field(() => String, { description: "Send it as `Authorization: Bearer <token>`." })
  token: string;
}

@InputType()
export class CreateAppInput {
  @Field(() => String, { description: "At most 100 characters." })
  name: string;

  @Field(() => [AppScope], { description: "At least one." })
  scopes: AppScope[];

  @Field(() => AppBudgetInput, { nullable: true, description: "Default: 1,000 points restoring 50 per second." })
  budget?: AppBudgetInput | null;
}

@InputType({ description: "The fields to change; absent ones stay." })
export class UpdateAppInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => [AppScope], { nullable: true })
  scopes?: AppScope[] | null;

  @Field(() => AppBudgetInput, { nullable: true })
  budget?: AppBudgetInput | null;
}

export const toAppView = (app: App): AppView => ({
  id: app.id,
  name: app.name,
  scopes: app.scopes,
  tokenPrefix: app.tokenPrefix,
  budget: { maximumAvailable: app.budgetMaximum, restoreRate: app.budgetRestoreRate },
  createdAt: app.createdAt,
  lastUsedAt: app.lastUsedAt,
  revokedAt: app.revokedAt,
});
