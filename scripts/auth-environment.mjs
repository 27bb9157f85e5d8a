// Decides how the server signs people in, and starts the Auth emulator when it should:
// never in production; not when a real Firebase project is configured; otherwise the emulator,
// with the demo accounts and ADMIN_EMAILS defaulting to the demo admin.
import path from "node:path";
import { DEMO_ACCOUNTS, seedDemoAccounts, startAuthEmulator } from "./auth-emulator.mjs";

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<{ env: NodeJS.ProcessEnv, stop: () => Promise<void>, emulatorUrl?: string }>}
 */
export async function prepareAuth(env) {
  const production = env.NODE_ENV === "production";
  const realProject = env.FIREBASE_PROJECT_ID && !env.FIREBASE_AUTH_EMULATOR_HOST;
  if (production || realProject || env.FIREBASE_AUTH_EMULATOR_HOST) return { env, stop: async () => {} };

  const port = Number(env.AUTH_EMULATOR_PORT ?? 9099);
  const dataDir = path.resolve(env.DATA_DIR ?? "data", "auth-emulator");
  const emulator = await startAuthEmulator({ port, dataDir });
  await seedDemoAccounts(emulator.url);
  const admins = DEMO_ACCOUNTS.filter((a) => a.admin).map((a) => a.email);
  return {
    env: { ...env, FIREBASE_AUTH_EMULATOR_HOST: emulator.host, ADMIN_EMAILS: env.ADMIN_EMAILS ?? admins.join(",") },
    stop: () => emulator.stop(),
    emulatorUrl: emulator.url,
  };
}
