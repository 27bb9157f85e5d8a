#!/usr/bin/env node
// `npm run dev`: the API with reload on change (port 3000), Vite's dev server with hot module
// replacement (port 5173, proxying /graphql, /api, /uploads and /docs to the API) and the Auth emulator.
import { execFileSync, spawn } from "node:child_process";
import { prepareAuth } from "./auth-environment.mjs";

execFileSync("npm", ["run", "--silent", "build", "-w", "common"], { stdio: "inherit" });
const auth = await prepareAuth(process.env);

const children = [
  spawn("npx", ["tsx", "watch", "--tsconfig", "graph/tsconfig.json", "--clear-screen=false", "graph/src/main.ts"], {
    stdio: "inherit",
    env: auth.env,
  }),
  spawn("npx", ["vite", "--config", "web/vite.config.ts"], { stdio: "inherit" }),
];
console.log("\nDevelopment: open http://localhost:5173 (the API runs on http://localhost:3000)\n");

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  await auth.stop();
}
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
for (const child of children) {
  child.on("exit", (code) => {
    if (code) process.exitCode = code;
    void stop();
  });
}
