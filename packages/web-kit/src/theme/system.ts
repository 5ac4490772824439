import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  mergeConfigs,
  type SystemConfig,
  type SystemContext,
} from '@chakra-ui/react';
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
 * Chakra's palettes that nothing in the shop names (its own recipes reach colours through
 * `colorPalette` and the semantic tokens in palette.ts). Every token is worked through on each
 * visit when the system is built, and each is a CSS variable in the page's head, so these are
 * left out.
 */
const UNUSED_CHAKRA_PALETTES = new Set(['yellow', 'teal', 'cyan', 'purple', 'pink']);
const chakraColors = Object.fromEntries(
  Object.entries(tokens.colors).filter(([name]) => !UNUSED_CHAKRA_PALETTES.has(name)),
);

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
      colors: { ...chakraColors, ...festiveColors },
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

/**
 * Chakra's createSystem as browser bundles have it (build/chakra-patches.ts): it can build a
 * merged theme's token dictionary ahead, and keeps it for the system built from that theme.
 * Elsewhere (tests, the build) it has no such step and builds the dictionary itself.
 */
type CreateSystemWithTokensAhead = typeof createSystem & {
  prepareTokens?: (config: SystemConfig) => void;
};

let merged: SystemConfig | undefined;
let built: SystemContext | undefined;

function mergedShopTheme(): SystemConfig {
  merged ??= mergeConfigs(defaultBaseConfig, shopThemeConfig);
  return merged;
}

/**
 * The shop's Chakra system, built on first use rather than when web-kit loads. Building it is
 * the largest piece of a page's start-up that is not React's own; `buildShopSystemInSteps`
 * spreads it over several tasks. In browser bundles createSystem takes an already merged theme as
 * it is; elsewhere it merges it again, to the same result.
 */
export function shopSystem(): SystemContext {
  built ??= createSystem(mergedShopTheme());
  return built;
}

/**
 * Builds the shop's system in three tasks (merging the theme into Chakra's base preset, the token
 * dictionary, then the rest), each some 50–100 ms on a phone, instead of one that holds the main
 * thread for all of them: a tap waits for one step at most. `nextTask` gives the browser its turn
 * between steps. The system comes out the same as `shopSystem()` called at once.
 */
export async function buildShopSystemInSteps(nextTask: () => Promise<void>): Promise<void> {
  const theme = mergedShopTheme();
  await nextTask();
  (createSystem as CreateSystemWithTokensAhead).prepareTokens?.(theme);
  await nextTask();
  shopSystem();
}
