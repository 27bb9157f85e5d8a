import { seedDemoCatalog } from "../catalog/demo/seed-demo.js";
import { UserRole } from "../customers/user.entity.js";
import type { Database } from "../db/data-source.js";
import type { Services } from "../services.js";
import { AppError } from "../shared/errors.js";

/**
 * The operator commands (`npm run admin`, `npm run seed`). The CLI runs them on the database
 * itself, or hands them to the running shop over its control channel; either way they end here.
 */
export type ControlRequest = { command: "grant" | "revoke"; email: string } | { command: "seed" };

/** What to tell the operator; `ok: false` makes the CLI exit non-zero. */
export interface CommandResult {
  ok: boolean;
  message: string;
}

/** Where a command runs: the services over one open database, and the data folder's uploads. */
export interface CommandTarget {
  services: Services;
  uploadsDir: string;
  databaseKind: Database["kind"];
}

const roleFor = { grant: UserRole.ADMIN, revoke: UserRole.CUSTOMER } as const;

const MAX_EMAIL_LENGTH = 320;

/** A request from untrusted JSON, or undefined when it is not exactly one of the commands. */
export function parseControlRequest(value: unknown): ControlRequest | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { command, email, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return undefined;
  if (command === "seed" && email === undefined) return { command };
  if ((command === "grant" || command === "revoke") && typeof email === "string" && email.length <= MAX_EMAIL_LENGTH) {
    return { command, email };
  }
  return undefined;
}

export async function runCommand(request: ControlRequest, target: CommandTarget): Promise<CommandResult> {
  if (request.command === "seed") return seed(target);
  try {
    const user = await target.services.users.setRoleByEmail(request.email, roleFor[request.command]);
    return { ok: true, message: `${user.email} is now ${user.role === UserRole.ADMIN ? "an admin" : "a customer"}.` };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: error.message };
    throw error;
  }
}

async function seed({ services, uploadsDir, databaseKind }: CommandTarget): Promise<CommandResult> {
  await services.settings.ensureDefaults();
  const result = await seedDemoCatalog(services, uploadsDir);
  return {
    ok: true,
    message: result.seeded
      ? `Seeded ${result.categories} categories and ${result.products} products (${databaseKind}).`
      : "The catalog already has products; nothing seeded.",
  };
}
