import "reflect-metadata";
import { runOperatorCommand } from "./operator-command.js";

/**
 * `npm run admin -- grant <email> [--force]` / `npm run admin -- revoke <email>`: set a user's role
 * by email. Grant refuses an email the account has not verified unless `--force` is given.
 */
const args = process.argv.slice(2);
const force = args.includes("--force");
const [command, email, ...extra] = args.filter((arg) => arg !== "--force");
if ((command !== "grant" && command !== "revoke") || !email || extra.length > 0 || (force && command !== "grant")) {
  console.error("Usage: npm run admin -- grant <email> [--force]   |   npm run admin -- revoke <email>");
  process.exit(2);
}

await runOperatorCommand(command === "grant" ? { command, email, ...(force ? { force } : {}) } : { command, email });
