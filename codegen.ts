import { globSync } from "node:fs";
import type { CodegenConfig } from "@graphql-codegen/cli";

/**
 * GraphQL Code Generator: typed documents for the storefront and the admin dashboard.
 *
 * `schema.graphql` is emitted from the server (`npm run schema`). Operations live in
 * `.graphql` files beside the area that uses them; each area gets its own output so the
 * storefront bundle never carries admin operations.
 */

type Output = CodegenConfig["generates"][string];

/** A client-preset output fed by `documents`. */
function clientOutput(documents: string[]): Output {
  return {
    preset: "client",
    documents,
    presetConfig: {
      fragmentMasking: false,
    },
    config: {
      // Enums become string-literal unions (what `enumsAsTypes: true` was in older versions).
      enumType: "string-literal",
      useTypeImports: true,
      defaultScalarType: "unknown",
      strictScalars: true,
      scalars: {
        DateTimeISO: "string",
      },
      // Apollo Client always adds __typename to selections.
      nonOptionalTypename: true,
      skipTypeNameForRoot: true,
    },
  };
}

const adminDocuments = "web/src/admin/**/*.graphql";
/** Fragments both the storefront and the admin select: generated into each output. */
const sharedFragments = "web/src/shared/graphql/*.graphql";

/** The admin output is skipped until the admin area has operations of its own. */
const hasAdminDocuments = globSync(adminDocuments).length > 0;

const config: CodegenConfig = {
  overwrite: true,
  schema: "schema.graphql",
  // Don't fail on an output without documents (e.g. while an area is empty).
  ignoreNoDocuments: true,
  generates: {
    "web/src/gql/": clientOutput(["web/src/**/*.graphql", "!web/src/admin/**"]),
    ...(hasAdminDocuments && { "web/src/admin/gql/": clientOutput([adminDocuments, sharedFragments]) }),
  },
};

export default config;
