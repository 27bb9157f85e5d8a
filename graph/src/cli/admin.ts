import "reflect-metadata";
import { runOperatorCommand } from "./operator-command.js";

/** `npm run admin -- grant <email>` / `npm run admin -- revoke <email>`: set a user's role by email. */
const [command, email] = process.argv.slice(2);
if ((command !== "grant" && command !== "revoke") || !email) {
  console.error("Usage: npm run admin -- grant <email>   |   npm run admin -- revoke <email>");
  process.exit(2);
}

await runOperatorCommand({ command, email });
