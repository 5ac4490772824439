import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  headingRecipe,
  inputRecipe,
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
 * The shop's theme: the base preset plus only the recipes of the components in web-kit's main
 * entry (`defaultSystem` would ship all ~75 recipes). Components of the lazy `./overlays` entry
 * carry their own recipe through the `recipe` prop. The global styles (reset, base styles,
 * keyframes) are not here: the page carries them as CSS written at build time
 * (build/theme-css.ts), so the browser never downloads or computes them.
 *
 * A component whose recipe is missing renders unstyled without any error: the browser checks
 * assert computed styles for that reason. Add the recipe here when the main entry gains one.
 */
export const shopThemeConfig = defineConfig({
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  theme: {
    breakpoints,
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
});

let built: SystemContext | undefined;

/**
 * The shop's Chakra system, built on first use rather than when web-kit loads. Building it
 * (mostly the token dictionary) is the largest single piece of a page's start-up: a phone spends
 * some 100 ms on it, so the shell asks for it in a task of its own, apart from evaluating
 * web-kit, instead of holding the main thread for both at once.
 */
export function shopSystem(): SystemContext {
  built ??= createSystem(defaultBaseConfig, shopThemeConfig);
  return built;
}
