import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The server's layers (docs/decisions/045-server-layers.md), bottom to top: entities and rules; the
// infrastructure (config.ts, db/, shared/, cache/, http/, observability/); the domain folders' services;
// resolvers and REST routes; the composition root. A layer imports only from layers below it.
const DOMAIN = "analytics|apps|audit|auth|backup|catalog|content|customers|orders|reports|settings|uploads";
const TOP = "api|rest|cli|control|ssr|seo";
const ROOT = "services|server|main|web-app";
const aboveServices = [
  { regex: `^(\\.\\.?/)+(${TOP})/`, message: "api/, rest/, cli/, control/, ssr/ and seo/ are the top layer: a service or anything below it does not know its callers." },
  { regex: "\\.(resolver|routes)\\.js$", message: "Resolvers and REST routes call services, never the other way." },
  { regex: `^(\\.\\.?/)+(${ROOT})\\.js$`, message: "Only the composition root (services.ts, server.ts, main.ts, web-app.ts) wires services: take what you need as a parameter." },
];
const belowDomains = [
  ...aboveServices,
  // Entities are the bottom layer: db/entities.ts lists them, and anything may read them.
  { regex: `^(\\.\\.?/)+(${DOMAIN})/(?!.*\\.entity\\.js$)`, message: "The infrastructure knows no domain folder: move what both need into shared/, or pass it in." },
];
const entityImports = [
  ...aboveServices,
  { regex: "\\.(service|inputs|types|views)\\.js$", message: "Entities are the bottom layer: they import only entities, db/transformers and shared/." },
];

// The web's features, each reached from another only through its index.ts (its public face).
const WEB_FEATURES = ["account", "admin", "cart", "catalog", "checkout", "content", "orders", "search", "wishlist"];
const importsShell = { regex: "^(\\.\\./)+app/", message: "Only the shell (web/src/app) imports from the shell." };
/** A path from a file `depth` folders inside `feature` into another feature's inner modules. */
function intoAnotherFeature(feature, depth) {
  const others = WEB_FEATURES.filter((other) => other !== feature).join("|");
  return {
    regex: `^(\\.\\./){${String(depth)}}(${others})/.`,
    message: "Another feature is reached through its public face: import from its index (e.g. \"../../cart\"), and export what you need there.",
  };
}

export default tseslint.config(
  {
    ignores: ["graph/lint-fixtures/**", "web/lint-fixtures/**", "**/dist/**", "web/dist-ssr/**", "web/dist-dev/**", "**/node_modules/**", "web/src/gql/**", "web/src/admin/gql/**", "data/**", "test-results/**", "playwright-report/**"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports", disallowTypeAnnotations: false }],
    },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // The web's layers (docs/storefront.md, Layers): the shell (app/) composes features; features use the shared
  // layer and reach each other only through each other's public face (index.ts); shared/ knows no feature.
  {
    files: ["web/src/**/*.{ts,tsx}"],
    ignores: ["web/src/app/**", "web/src/main.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: [importsShell] }] },
  },
  ...WEB_FEATURES.flatMap((feature) => [1, 2, 3, 4, 5].map((depth) => ({
    files: [`web/src/${feature}/${"*/".repeat(depth - 1)}*.{ts,tsx}`],
    rules: { "no-restricted-imports": ["error", { patterns: [importsShell, intoAnotherFeature(feature, depth)] }] },
  }))),
  {
    files: ["web/src/shared/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", {
        patterns: [{
          regex: `^(\\.\\./)+(app|${WEB_FEATURES.join("|")})(/|$)`,
          message: "shared/ is below every feature: move what both need into shared/ instead.",
        }],
      }],
    },
  },
  // The server's layers (DOMAIN, aboveServices, … at the top): services, then entities, then the infrastructure.
  {
    files: [`graph/src/{${DOMAIN.replaceAll("|", ",")}}/**/*.ts`],
    // The GraphQL guards (auth/access.ts, auth/auth-checker.ts) read the request context, as resolvers do.
    ignores: ["graph/src/**/*.resolver.ts", "graph/src/**/*.test.ts", "graph/src/auth/access.ts", "graph/src/auth/auth-checker.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: aboveServices }] },
  },
  {
    files: ["graph/src/**/*.entity.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: entityImports }] },
  },
  {
    files: ["graph/src/config.ts", "graph/src/{db,shared,cache,http,observability}/**/*.ts"],
    // A migration runs the rule of its day (a reprice, the policy's HTML) as the code had it.
    ignores: ["graph/src/**/*.test.ts", "graph/src/db/migrations/**"],
    rules: { "no-restricted-imports": ["error", { patterns: belowDomains }] },
  },
);
