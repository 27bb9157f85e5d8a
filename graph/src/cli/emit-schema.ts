import "reflect-metadata";
import { buildShopSchema, schemaFile } from "../api/schema.js";

/** `npm run schema`: write the schema type-graphql builds to the committed schema.graphql. */
await buildShopSchema({ emitSchemaFile: true });
console.log(`Wrote ${schemaFile}`);
