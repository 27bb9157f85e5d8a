import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";

/**
 * Chakra's default design system with the shop's accessibility fixes (docs/storefront.md#accessibility).
 * Error text: Chakra's red.500 (#ef4444) is 3.76:1 on white, short of WCAG AA's 4.5:1 for the 12–14 px
 * text under form fields; red.600 (#dc2626) is 4.83:1 on white and 4.6:1 on the page's gray.50.
 */
const shopConfig = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        fg: {
          error: { value: { _light: "{colors.red.600}", _dark: "{colors.red.400}" } },
        },
      },
    },
  },
});

export const shopSystem = createSystem(defaultConfig, shopConfig);
