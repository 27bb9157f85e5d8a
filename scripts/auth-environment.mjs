// Decides how the server signs people in, and starts the Auth emulator when it should:
// never in production; not when a real Firebase project (or an emulator of your own) is configured;
// otherwise the emulator, opted into explicitly (USE_AUTH_EMULATOR=true), with the demo accounts
// and ADMIN_EMAILS defaulting to the demo admin. The server then listens on loopback only.
import path from "node:path";
import { DEMO_ACCOUNTS, seedDemoAccounts, startAuthEmulator } from "./auth-emulator.mjs";

/** The server's own rule (graph/src/config.ts): only these NODE_ENV values are not production. */
const NON_PRODUCTION = new Set(["development", "dev", "test"]);

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<{ env: NodeJS.ProcessEnv, stop: () => Promise<void>, emulatorUrl?: string }>}
 */
export async function prepareAuth(env) {
  const nodeEnv = (env.NODE_ENV ?? "development").trim().toLowerCase() || "development";
  const production = !NON_PRODUCTION.has(nodeEnv);
  const realProject = env.FIREBASE_PROJECT_ID && !env.FIREBASE_AUTH_EMULATOR_HOST;
  if (production || realProject || env.FIREBASE_AUTH_EMULATOR_HOST) return { env, stop: async () => {} };

  const port = Number(env.AUTH_EMULATOR_PORT ?? 9099);
  const dataDir = path.resolve(env.DATA_DIR ?? "data", "auth-emulator");
  const emulator = await startAuthEmulator({ port, dataDir });
  await seedDemoAccounts(emulator.url);
  const admins = DEMO_ACCOUNTS.filter((a) => a.admin).map((a) => a.email);
  return {
    env: {
      ...env,
      USE_AUTH_EMULATOR: "true",
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      ADMIN_EMAILS: env.ADMIN_EMAILS ?? admins.join(","),
    },
    stop: () => emulator.stop(),
    emulatorUrl: emulator.url,
  };
}
