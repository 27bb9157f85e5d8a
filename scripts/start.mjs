#!/usr/bin/env node
// `npm start`: build, then run the shop on PORT with its Auth emulator (outside production).
// `--no-build` skips the build (the browser tests build once beforehand).
import { execFileSync, spawn } from "node:child_process";
import path from "node:path";
import { prepareAuth } from "./auth-environment.mjs";
import { SERVER_NODE_FLAGS } from "./server-flags.mjs";

if (!process.argv.includes("--no-build")) execFileSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });

// A second shop on the same embedded database is refused by the server; say so before starting an emulator too.
if (!process.env.DATABASE_URL) {
  const { assertDataDirFree } = await import("../graph/dist/db/data-dir-lock.js");
  try {
    assertDataDirFree(path.resolve(process.env.DATA_DIR ?? path.join(import.meta.dirname, "..", "data")));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

const auth = await prepareAuth(process.env);
if (auth.emulatorUrl) {
  console.log(`Auth emulator at ${auth.emulatorUrl} (local only). Demo accounts: admin@shop.test / Admin-pass-123, shopper@shop.test / Shopper-pass-123`);
}
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "graph/dist/main.js"], { stdio: "inherit", env: auth.env });

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
}
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
server.on("exit", async (code) => {
  await auth.stop();
  process.exit(code ?? 0);
});
