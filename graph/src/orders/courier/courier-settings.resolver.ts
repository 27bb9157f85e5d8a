import { courierSettingsRules } from "@shop/common";
import { Args, ArgsType, Ctx, Field, Float, InputType, Mutation, ObjectType, Query, Resolver, registerEnumType } from "type-graphql";
import type { RequestContext } from "../../api/context.js";
import { currentActor } from "../../audit/audit.service.js";
import { AdminOnly } from "../../auth/access.js";
import { FieldRule } from "../../shared/field-rule.js";
import type { CourierKeysSource } from "./courier-settings.service.js";

const CourierKeysSourceEnum = { ADMIN: "ADMIN", ENVIRONMENT: "ENVIRONMENT" } as const satisfies Record<CourierKeysSource, CourierKeysSource>;
registerEnumType(CourierKeysSourceEnum, {
  name: "CourierKeysSource",
  description: "Where the courier's keys in use come from: saved in the admin (they win) or the server's environment.",
});

@ObjectType({ description: "The courier's saved keys as the admin sees them: never a key, only its last 4 characters." })
class SavedCourierKeys {
  @Field(() => String)
  apiKeyLast4: string;

  @Field(() => String)
  secretKeyLast4: string;

  @Field(() => String, { nullable: true, description: "Another address for the courier's API (outside production only); null: the courier's own." })
  baseUrl: string | null;

  @Field(() => Date)
  updatedAt: Date;

  @Field(() => String, { nullable: true, description: "Who saved them (email)." })
  updatedBy: string | null;
}

@ObjectType({ description: "The courier's keys (admin): which are in use and where they come from; the keys themselves never leave the server." })
class CourierSettings {
  @Field(() => String, { description: "e.g. steadfast" })
  courier: string;

  @Field(() => String, { description: "e.g. Steadfast Courier" })
  label: string;

  @Field(() => CourierKeysSourceEnum, { nullable: true, description: "The keys dispatch uses now; null: none (courier dispatch is off)." })
  source: CourierKeysSource | null;

  @Field(() => SavedCourierKeys, { nullable: true })
  saved: SavedCourierKeys | null;

  @Field(() => Boolean, { description: "Keys were saved but SECRETS_KEY no longer opens them (it changed): save them again." })
  savedUnreadable: boolean;

  @Field(() => Boolean, { description: "STEADFAST_API_KEY and STEADFAST_SECRET_KEY are set on the server (used while no keys are saved here)." })
  environmentKeys: boolean;

  @Field(() => String, { nullable: true })
  environmentApiKeyLast4: string | null;

  @Field(() => Boolean, { description: "False when the server has no SECRETS_KEY (production): keys cannot be saved here." })
  canSave: boolean;

  @Field(() => Boolean, { description: "Whether baseUrl may be set (outside production only)." })
  baseUrlEditable: boolean;
}

@ObjectType({ description: "What the courier answered when asked for the merchant balance with the keys in use." })
class CourierConnectionTest {
  @Field(() => Boolean)
  ok: boolean;

  @Field(() => Float, { nullable: true, description: "The merchant balance in major units, when the courier answered." })
  balance: number | null;

  @Field(() => String, { description: "What happened, in words for the owner." })
  message: string;

  @Field(() => CourierKeysSourceEnum, { nullable: true, description: "Whose keys were tried." })
  source: CourierKeysSource | null;
}

@InputType({ description: "The courier's keys to save (sealed at rest). A blank key keeps the saved one; the first save needs both." })
class CourierSettingsInput {
  @Field(() => String, { nullable: true })
  @FieldRule(courierSettingsRules.apiKey)
  apiKey?: string | null;

  @Field(() => String, { nullable: true })
  @FieldRule(courierSettingsRules.secretKey)
  secretKey?: string | null;

  @Field(() => String, { nullable: true, description: "Outside production only (a test's fake courier); blank: the courier's own address." })
  @FieldRule(courierSettingsRules.baseUrl)
  baseUrl?: string | null;
}

@ArgsType()
class SaveCourierSettingsArgs {
  @Field(() => CourierSettingsInput)
  input: CourierSettingsInput;
}

/**
 * Settings, Courier (issue 35, decision 063): people only, never an app: the keys let anyone
 * send parcels on the shop's account.
 */
@Resolver()
export class CourierSettingsResolver {
  @AdminOnly()
  @Query(() => CourierSettings, { description: "The courier's keys: which are in use, from where, their last 4 characters (admin)." })
  courierSettings(@Ctx() ctx: RequestContext) {
    return ctx.services.courierSettings.state();
  }

  @AdminOnly()
  @Mutation(() => CourierSettings, {
    description: "Save the courier's keys, sealed at rest; they are used at once on every replica (admin). CONFLICT with reason SECRETS_KEY_MISSING without SECRETS_KEY.",
  })
  async saveCourierSettings(@Args(() => SaveCourierSettingsArgs) { input }: SaveCourierSettingsArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.courierSettings.save(input, await currentActor(ctx));
  }

  @AdminOnly()
  @Mutation(() => CourierSettings, { description: "Forget the saved keys: the server's environment keys, if any, are used again (admin)." })
  async clearCourierSettings(@Ctx() ctx: RequestContext) {
    return ctx.services.courierSettings.clear(await currentActor(ctx));
  }

  @AdminOnly()
  @Mutation(() => CourierConnectionTest, { description: "Ask the courier for the merchant balance with the keys in use, and say what happened (admin). Changes nothing." })
  testCourierConnection(@Ctx() ctx: RequestContext) {
    return ctx.services.courierSettings.testConnection();
  }
}
