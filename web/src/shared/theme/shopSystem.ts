import { createSystem, defaultBaseConfig, defineConfig } from "@chakra-ui/react";
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  carouselSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  comboboxSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldsetSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  numberInputSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioCardSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from "@chakra-ui/react/theme";

/**
 * Chakra's default theme, with the recipes of only the components the app uses: the browser
 * downloads and the server renders with no recipe of the forty-odd others (date pickers, sliders,
 * tree views…). shopSystem.test.ts fails when a component the app imports has no recipe here.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      carousel: carouselSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      combobox: comboboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      numberInput: numberInputSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      radioCard: radioCardSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      stat: statSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tag: tagSlotRecipe,
    },
  },
});

/**
 * The shop's accessibility fixes (docs/storefront.md#accessibility).
 * Error text: Chakra's red.500 (#ef4444) is 3.76:1 on white, short of WCAG AA's 4.5:1 for the 12–14 px
 * text under form fields; red.600 (#dc2626) is 4.83:1 on white and 4.6:1 on the page's gray.50.
 * Solid buttons: Chakra lightens them on hover (the solid colour at 90% over the page), which takes
 * white on blue.600 from 5.17:1 down to 4.31:1; they darken to the palette's 700 shade instead.
 * Focus (issue 35, decision 067): Chakra rings a focused field with 1 px of gray.400 (2.5:1 on
 * white, barely seen); every ring is 2 px, text fields ring in blue.500 (3.7:1), and the gray
 * rings (selects, buttons, links) are gray.500 (4.8:1), meeting WCAG 1.4.11's 3:1 for what shows focus.
 */
const solidHover = { bg: "colorPalette.700" };
const fieldFocus = { "--focus-color": "colors.blue.focusRing" };

const shopConfig = defineConfig({
  globalCss: { ":root": { "--focus-ring-width": "2px" } },
  theme: {
    recipes: {
      button: { variants: { variant: { solid: { _hover: solidHover, _expanded: solidHover } } } },
      input: { base: fieldFocus },
      textarea: { base: fieldFocus },
    },
    semanticTokens: {
      colors: {
        fg: {
          error: { value: { _light: "{colors.red.600}", _dark: "{colors.red.400}" } },
        },
        gray: {
          focusRing: { value: { _light: "{colors.gray.500}", _dark: "{colors.gray.400}" } },
        },
      },
    },
  },
});

export const shopSystem = createSystem(defaultBaseConfig, chakraTheme, shopConfig);
