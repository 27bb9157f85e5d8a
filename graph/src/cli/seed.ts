import "reflect-metadata";
import { runOperatorCommand } from "./operator-command.js";

/** `npm run seed`: create the demo catalog in the configured database unless it has products. */
await runOperatorCommand({ command: "seed" });
