import { defineProject, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config.ts";

/** This directory, so the project works both on its own and as a project of the root config. */
const webRoot = decodeURIComponent(new URL(".", import.meta.url).pathname);

/** The storefront's component tests: `vitest run --project web` from the repository root. */
export default mergeConfig(
  viteConfig,
  defineProject({
    root: webRoot,
    test: {
      name: "web",
      environment: "jsdom",
      include: ["src/**/*.test.{ts,tsx}"],
      setupFiles: ["src/test/setup.ts"],
      // A hang detector, not a speed target (see src/test/setup.ts).
      testTimeout: 30_000,
    },
  }),
);
