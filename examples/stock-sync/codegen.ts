import type { CodegenConfig } from "@graphql-codegen/cli";

/**
 * Typed documents for this client from the shop's schema: the repository's `schema.graphql`, or
 * (in a copy of this folder) the file or URL in SHOP_SCHEMA, e.g. https://shop.example/graphql.
 */
const config: CodegenConfig = {
  overwrite: true,
  schema: process.env.SHOP_SCHEMA ?? "../../schema.graphql",
  documents: ["src/**/*.graphql"],
  generates: {
    "src/gql/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: {
        // Documents as strings: sent with plain fetch, no GraphQL client or parser at run time.
        documentMode: "string",
        // Imports that name their .ts files: Node runs this client as it is (type stripping), no build.
        importExtension: ".ts",
        enumType: "string-literal",
        useTypeImports: true,
        defaultScalarType: "unknown",
        strictScalars: true,
        scalars: { DateTimeISO: "string" },
      },
    },
  },
};

export default config;
