#!/usr/bin/env node
// Fails when the import graph of a folder has a circle (decision 045). `npm run check:cycles` checks
// graph/src and web/src; `npm run check:cycles -- web/src` checks the folders named. Type-only imports
// count: a circle through a type still ties the files' layers together.
// The one kind allowed: TypeORM entity pairs (Order ↔ OrderLine), which name each other in relations.
import path from "node:path";
import madge from "madge";

const TSCONFIG = { "graph/src": "graph/tsconfig.json", "web/src": "web/tsconfig.json" };
const isEntity = (file) => file.endsWith(".entity.ts");

const folders = process.argv.slice(2).length ? process.argv.slice(2) : ["graph/src", "web/src"];
let failed = false;
for (const folder of folders) {
  const key = path.normalize(folder).replace(/\/$/, "");
  const graph = await madge(key, {
    fileExtensions: ["ts", "tsx"],
    tsConfig: TSCONFIG[key],
    excludeRegExp: [/\.test\.tsx?$/, /(^|\/)gql\//],
  });
  const circles = graph.circular().filter((files) => !files.every(isEntity));
  if (!circles.length) {
    console.log(`${key}: no import circles (entity pairs aside).`);
    continue;
  }
  failed = true;
  console.error(`${key}: ${circles.length} import circle(s):`);
  for (const files of circles) console.error(`  ${[...files, files[0]].join(" → ")}`);
}
process.exit(failed ? 1 : 0);
