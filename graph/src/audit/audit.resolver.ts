import { SEARCH_MAX_LENGTH } from "@shop/common";
import { IsOptional, IsString, MaxLength, ValidateNested } from "class-validator";
import { Arg, Args, ArgsType, Ctx, Field, ID, InputType, ObjectType, Query, Resolver } from "type-graphql";
import { MAX_PAGE_SIZE, PageArgs, Paginated } from "../shared/paging.js";
import type { RequestContext } from "../api/context.js";
import { pageCost, pageSizeArg } from "../api/limits.js";
import { AdminOnly } from "../auth/access.js";
import type { AuditEntry } from "./audit-entry.entity.js";
import { IsInstant } from "../shared/instant.js";

@ObjectType("AuditEntry", { description: "One admin write: who, what, when, on which records." })
export class AuditEntryView {
  @Field(() => ID)
  id: string;

  @Field(() => Date)
  at: Date;

  @Field(() => String, { nullable: true })
  actorUid: string | null;

  @Field(() => String, { nullable: true })
  actorEmail: string | null;

  @Field(() => ID, { nullable: true, description: "The app that made the write; null when a person did (actorUid)." })
  actorAppId: string | null;

  @Field(() => String, { nullable: true, description: "The app's name when it made the write, e.g. ERP." })
  actorAppName: string | null;

  @Field(() => String, { description: "entity.verb, e.g. product.update, category.delete, order.setStatus." })
  action: string;

  @Field(() => String, { description: "product, category, order, user, image, …" })
  entityType: string;

  @Field(() => [String], { description: "The records the write touched." })
  entityIds: string[];

  @Field(() => String, { nullable: true, description: "What mattered before the write, as a JSON object (e.g. the old slug)." })
  before: string | null;

  @Field(() => String, { nullable: true, description: "What mattered after the write, as a JSON object." })
  after: string | null;
}

@ObjectType()
export class AuditLog extends Paginated(AuditEntryView) {}

@InputType()
export class AuditFilter {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  entityType?: string | null;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(128)
  actorUid?: string | null;

  @Field(() => ID, { nullable: true, description: "The writes one app made." })
  @IsOptional()
  @IsString()
  @MaxLength(36)
  actorAppId?: string | null;

  @Field(() => String, { nullable: true, description: "One action, e.g. product.update (auditFilterChoices lists them)." })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  action?: string | null;

  @Field(() => Date, { nullable: true, description: "Entries at or after this instant." })
  @IsOptional()
  @IsInstant()
  from?: Date | null;

  @Field(() => Date, { nullable: true, description: "Entries before this instant (exclusive): for a whole day, the next day's start." })
  @IsOptional()
  @IsInstant()
  to?: Date | null;
}

@ObjectType("AuditActor", { description: "Someone who wrote in the audit log: a person (uid, email) or an app (appId, appName)." })
class AuditActorView {
  @Field(() => ID, { nullable: true })
  uid: string | null;

  @Field(() => String, { nullable: true })
  email: string | null;

  @Field(() => ID, { nullable: true })
  appId: string | null;

  @Field(() => String, { nullable: true })
  appName: string | null;
}

@ArgsType()
class AuditChoicesArgs {
  @Field(() => String, { nullable: true, description: "Only the actors whose email, uid or app name holds this (any case)." })
  @IsOptional()
  @IsString()
  @MaxLength(SEARCH_MAX_LENGTH)
  actorSearch?: string | null;
}

@ObjectType({ description: "What the audit log can be filtered by: who wrote in it and its actions, at most 200 of each (actors by name)." })
class AuditFilterChoices {
  @Field(() => [AuditActorView])
  actors: AuditActorView[];

  @Field(() => [String])
  actions: string[];
}

@ArgsType()
class AuditQueryArgs {
  @Field(() => AuditFilter, { nullable: true })
  @IsOptional()
  @ValidateNested()
  filter?: AuditFilter | null;
}

@ArgsType()
export class AuditLogArgs extends PageArgs({ take: 50, takeDescription: `At most ${MAX_PAGE_SIZE}.` }, AuditQueryArgs) {}

const json = (value: Record<string, unknown> | null) => (value === null ? null : JSON.stringify(value));

export const toAuditEntryView = (entry: AuditEntry): AuditEntryView => ({ ...entry, before: json(entry.before), after: json(entry.after) });

@Resolver()
export class AuditResolver {
  // People only: the record of what apps did is not theirs to read (docs/auth.md).
  @AdminOnly()
  @Query(() => AuditLog, {
    description: "Admin writes, newest first (admin).",
    complexity: pageCost({ size: pageSizeArg(50), scans: () => 1 }),
  })
  async auditLog(@Args(() => AuditLogArgs) { filter, skip, take }: AuditLogArgs, @Ctx() ctx: RequestContext): Promise<AuditLog> {
    const page = await ctx.services.audit.list({ ...filter, skip, take });
    return { items: page.items.map(toAuditEntryView), totalItems: page.totalItems };
  }

  @AdminOnly()
  @Query(() => AuditEntryView, { nullable: true, description: "One audit entry with what changed; null when there is none with this id (admin)." })
  async auditEntry(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<AuditEntryView | null> {
    const entry = await ctx.services.audit.entry(id);
    return entry && toAuditEntryView(entry);
  }

  @AdminOnly()
  @Query(() => AuditFilterChoices, { description: "Who wrote in the audit log and which actions it holds: the choices of its filters (admin)." })
  async auditFilterChoices(@Args(() => AuditChoicesArgs) { actorSearch }: AuditChoicesArgs, @Ctx() ctx: RequestContext): Promise<AuditFilterChoices> {
    const [actors, actions] = await Promise.all([ctx.services.audit.actors(actorSearch), ctx.services.audit.actions()]);
    return { actors, actions };
  }
}
