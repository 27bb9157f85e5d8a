import { Public } from "./access.js";
import { Ctx, Field, ObjectType, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../api/context.js";

@ObjectType("AuthConfig", { description: "What the browser's Firebase SDK needs to sign people in." })
export class AuthConfigView {
  @Field(() => String)
  apiKey: string;

  @Field(() => String)
  authDomain: string;

  @Field(() => String)
  projectId: string;

  @Field(() => String, { nullable: true, description: "Set when the server uses the Auth emulator (local and tests only)." })
  emulatorUrl: string | null;
}

@Resolver()
export class AuthConfigResolver {
  @Public()
  @Query(() => AuthConfigView, { nullable: true, description: "Sign-in settings for the web app; null when sign-in is off." })
  authConfig(@Ctx() ctx: RequestContext): AuthConfigView | null {
    const { projectId, apiKey, authDomain, emulatorHost } = ctx.authConfig;
    if (!projectId || !apiKey || !authDomain) return null;
    return { apiKey, authDomain, projectId, emulatorUrl: emulatorHost ? `http://${emulatorHost}` : null };
  }
}
