#!/usr/bin/env node
// Fails when the committed schema.graphql or the generated documents (web, the example client) are stale:
// regenerates both (as `npm run codegen` does) and asks git whether anything changed.
import { execFileSync } from "node:child_process";

const generated = ["schema.graphql", "web/src/gql", "web/src/admin/gql", "examples/stock-sync/src/gql"];
const run = (cmd, args) => execFileSync(cmd, args, { stdio: "inherit" });

run("npm", ["run", "--silent", "codegen"]);
const changed = execFileSync("git", ["status", "--porcelain", "--", ...generated], { encoding: "utf8" }).trim();
if (changed) {
  console.error(`\nGenerated files are stale; run \`npm run codegen\` and commit:\n${changed}\n`);
  execFileSync("git", ["--no-pager", "diff", "--stat", "--", ...generated], { stdio: "inherit" });
  process.exit(1);
}
console.log("schema.graphql and the generated documents are up to date.");
