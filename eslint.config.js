import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: ["**/dist/**", "web/dist-ssr/**", "web/dist-dev/**", "**/node_modules/**", "web/src/gql/**", "web/src/admin/gql/**", "data/**", "test-results/**", "playwright-report/**"],
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
  // layer; shared/ knows no feature. Arrows point one way, so no layer imports the one above it.
  {
    files: ["web/src/**/*.{ts,tsx}"],
    ignores: ["web/src/app/**", "web/src/main.tsx"],
    rules: {
      "no-restricted-imports": ["error", {
        patterns: [{ regex: "^(\\.\\./)+app/", message: "Only the shell (web/src/app) imports from the shell." }],
      }],
    },
  },
  {
    files: ["web/src/shared/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", {
        patterns: [{
          regex: "^(\\.\\./)+(app|account|admin|cart|catalog|checkout|content|orders|search|wishlist)/",
          message: "shared/ is below every feature: move what both need into shared/ instead.",
        }],
      }],
    },
  },
);
