import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";

/**
 * Chakra's default design system with the shop's accessibility fixes (docs/storefront.md#accessibility).
 * Error text: Chakra's red.500 (#ef4444) is 3.76:1 on white, short of WCAG AA's 4.5:1 for the 12–14 px
 * text under form fields; red.600 (#dc2626) is 4.83:1 on white and 4.6:1 on the page's gray.50.
 * Solid buttons: Chakra lightens them on hover (the solid colour at 90% over the page), which takes
 * white on blue.600 from 5.17:1 down to 4.31:1; they darken to the palette's 700 shade instead.
 */
const solidHover = { bg: "colorPalette.700" };

const shopConfig = defineConfig({
  theme: {
    recipes: {
      button: { variants: { variant: { solid: { _hover: solidHover, _expanded: solidHover } } } },
    },
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
