import type { AdminCourierSettingsFragment } from "../gql/graphql";

type Settings = Pick<AdminCourierSettingsFragment, "label" | "source" | "saved" | "environmentKeys" | "environmentApiKeyLast4">;

/**
 * Which keys dispatch uses, in words (decision 063: keys saved here win over the server's
 * environment keys): the sentence, and a note on the environment's keys when they matter.
 */
export function keysInUse(settings: Settings): { inUse: string; environment: string | null } {
  const envKey = `the server's environment keys (STEADFAST_API_KEY ending in ${settings.environmentApiKeyLast4 ?? "…"})`;
  if (settings.source === "ADMIN" && settings.saved) {
    return {
      inUse: `${settings.label}: the keys saved here (API key ending in ${settings.saved.apiKeyLast4}, secret key ending in ${settings.saved.secretKeyLast4}).`,
      environment: settings.environmentKeys
        ? `The server's environment keys (STEADFAST_API_KEY ending in ${settings.environmentApiKeyLast4 ?? "…"}) are set too: the keys saved here win. Remove them to use the environment's again.`
        : null,
    };
  }
  if (settings.source === "ENVIRONMENT") {
    return { inUse: `${settings.label}: ${envKey}.`, environment: "Keys saved here would replace them, without a restart." };
  }
  return { inUse: "No keys: courier dispatch is off until you save them.", environment: null };
}
