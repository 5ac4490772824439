import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import {
  festiveColors,
  festiveSemanticColors,
  festiveSemanticRadii,
  festiveSemanticShadows,
} from './palette';

/**
 * A lean Chakra system: the base preset plus only the
 * recipes of the components in web-kit's main entry. `defaultSystem` would ship all ~75 recipes.
 * Components of the lazy `./overlays` entry carry their own recipe through the `recipe` prop.
 *
 * A component whose recipe is missing renders unstyled without any error: the browser checks
 * assert computed styles for that reason. Add the recipe here when the main entry gains one.
 */
export const system = createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix: 'chakra',
    cssVarsRoot: ':where(html, .chakra-theme)',
    globalCss: {
      ...globalCss,
      html: { ...globalCss.html, colorPalette: 'maroon' },
      body: { bg: 'bg', color: 'fg' },
    },
    theme: {
      breakpoints,
      keyframes,
      textStyles,
      // Read by recipes through `layerStyle`: disabled buttons and inputs, the tabs indicator.
      layerStyles,
      animationStyles,
      tokens: {
        ...tokens,
        colors: { ...tokens.colors, ...festiveColors },
        // Each family a device lacks is a font lookup while the page is first styled: on a phone
        // that is most of a long list. `system-ui` is the phone's own font (Roboto on Android,
        // SF on iOS, Segoe UI on Windows), found at once; Georgia where it exists, else the
        // device's serif.
        fonts: {
          ...tokens.fonts,
          body: { value: 'system-ui, sans-serif' },
          heading: { value: 'Georgia, serif' },
        },
      },
      semanticTokens: {
        colors: festiveSemanticColors,
        radii: festiveSemanticRadii,
        shadows: festiveSemanticShadows,
      },
      recipes: {
        badge: badgeRecipe,
        button: buttonRecipe,
        heading: headingRecipe,
        input: inputRecipe,
        link: linkRecipe,
        spinner: spinnerRecipe,
      },
      slotRecipes: {},
    },
  }),
);
