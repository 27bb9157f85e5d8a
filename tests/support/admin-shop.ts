import { expect } from "vitest";
import { DEMO_ACCOUNTS, startTestAuth, type TestAuth } from "./auth.js";
import { type GraphQLBody, startTestShop, type TestShop, type TestShopOptions } from "./shop.js";

export const [adminAccount, shopperAccount] = DEMO_ACCOUNTS as [(typeof DEMO_ACCOUNTS)[0], (typeof DEMO_ACCOUNTS)[0]];

/** The header that carries an ID token (or an app's token). */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The code of a GraphQL answer's first error. */
export const codeOf = (body: GraphQLBody<unknown>) => body.errors?.[0]?.extensions?.code;

export interface SignedIn {
  idToken: string;
  uid: string;
}

/**
 * A shop whose demo admin (ADMIN_EMAILS) and demo shopper are signed in to a test Auth emulator,
 * with the calls admin tests make: `asAdmin` answers the body, `ok` its data after expecting no
 * errors, `as` calls with any token (null: none).
 */
export interface AdminShop {
  shop: TestShop;
  auth: TestAuth;
  admin: SignedIn;
  shopper: SignedIn;
  as<T>(token: string | null, query: string, variables?: Record<string, unknown>): Promise<GraphQLBody<T>>;
  asAdmin<T>(query: string, variables?: Record<string, unknown>): Promise<GraphQLBody<T>>;
  ok<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
  close(): Promise<void>;
}

/** Start the Auth emulator and a shop that trusts it; `options.env` adds to (or overrides) the auth settings. */
export async function startAdminShop(options: TestShopOptions = {}): Promise<AdminShop> {
  const auth = await startTestAuth();
  let shop: TestShop | undefined;
  try {
    shop = await startTestShop({
      ...options,
      env: { USE_AUTH_EMULATOR: "true", FIREBASE_AUTH_EMULATOR_HOST: auth.emulator.host, ADMIN_EMAILS: adminAccount.email, ...options.env },
    });
    const [admin, shopper] = await Promise.all([
      auth.signIn(adminAccount.email, adminAccount.password),
      auth.signIn(shopperAccount.email, shopperAccount.password),
    ]);
    const started = shop;
    const as = async <T>(token: string | null, query: string, variables?: Record<string, unknown>) =>
      (await started.graphql<T>(query, variables, token ? bearer(token) : {})).body;
    const asAdmin = <T>(query: string, variables?: Record<string, unknown>) => as<T>(admin.idToken, query, variables);
    return {
      shop,
      auth,
      admin,
      shopper,
      as,
      asAdmin,
      async ok<T>(query: string, variables?: Record<string, unknown>) {
        const body = await asAdmin<T>(query, variables);
        expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
        return body.data!;
      },
      async close() {
        await started.close();
        await auth.stop();
      },
    };
  } catch (error) {
    await shop?.close();
    await auth.stop();
    throw error;
  }
}
