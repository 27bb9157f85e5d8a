import "reflect-metadata";
import { UserRole } from "../customers/user.entity.js";
import { loadConfig } from "../config.js";
import { openDatabase } from "../db/data-source.js";
import { createServices } from "../services.js";
import { AppError } from "../shared/errors.js";

/** `npm run admin -- grant <email>` / `npm run admin -- revoke <email>`: set a user's role by email. */
const [command, email] = process.argv.slice(2);
const roles: Record<string, UserRole> = { grant: UserRole.ADMIN, revoke: UserRole.CUSTOMER };
const role = command ? roles[command] : undefined;
if (!role || !email) {
  console.error("Usage: npm run admin -- grant <email>   |   npm run admin -- revoke <email>");
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const user = await createServices(database.dataSource).users.setRoleByEmail(email, role);
  console.log(`${user.email} is now ${user.role === UserRole.ADMIN ? "an admin" : "a customer"}.`);
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
