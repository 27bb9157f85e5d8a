#!/usr/bin/env node
// `npm run dev`: the API with reload on change (port 3000) and Vite's dev server with hot
// module replacement (port 5173, proxying /graphql, /api and /uploads to the API).
import { spawn, execFileSync } from "node:child_process";

execFileSync("npm", ["run", "--silent", "build", "-w", "common"], { stdio: "inherit" });

const children = [
  spawn("npx", ["tsx", "watch", "--tsconfig", "graph/tsconfig.json", "--clear-screen=false", "graph/src/main.ts"], { stdio: "inherit" }),
  spawn("npx", ["vite", "--config", "web/vite.config.ts"], { stdio: "inherit", cwd: process.cwd() }),
];
console.log("\nDevelopment: open http://localhost:5173 (the API runs on http://localhost:3000)\n");

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) {
  child.on("exit", (code) => {
    if (code) {
      stop();
      process.exitCode = code;
    }
  });
}
