import { defineSemanticTokens, defineTokens } from '@chakra-ui/react';

/**
 * The festive palette: saffron (marigold), maroon (wedding silk) and gold (diya light), on a
 * warm cream page. Contrast is chosen for WCAG AA: maroon.800 under white text is 9.6:1,
 * saffron.400 under maroon.950 text is 8:1, maroon.800 text on cream is 9:1.
 */
export const festiveColors = defineTokens.colors({
  saffron: {
    50: { value: '#fff8ed' },
    100: { value: '#ffefd4' },
    200: { value: '#ffdba8' },
    300: { value: '#ffc170' },
    400: { value: '#ff9d37' },
    500: { value: '#ff8210' },
    600: { value: '#f06606' },
    700: { value: '#c74c07' },
    800: { value: '#9e3c0e' },
    900: { value: '#7f340f' },
    950: { value: '#451805' },
  },
  maroon: {
    50: { value: '#fdf3f4' },
    100: { value: '#fbe5e7' },
    200: { value: '#f6cfd4' },
    300: { value: '#eea9b1' },
    400: { value: '#e27885' },
    500: { value: '#d24d5f' },
    600: { value: '#bd3049' },
    700: { value: '#9f233b' },
    800: { value: '#7d1d32' },
    900: { value: '#651a2d' },
    950: { value: '#3a0915' },
  },
  gold: {
    50: { value: '#fefbe8' },
    100: { value: '#fef7c3' },
    200: { value: '#feec8a' },
    300: { value: '#fdda46' },
    400: { value: '#fac515' },
    500: { value: '#eaab08' },
    600: { value: '#ca8404' },
    700: { value: '#a15c07' },
    800: { value: '#85480e' },
    900: { value: '#713b12' },
    950: { value: '#421e06' },
  },
});

/** The semantic slots every Chakra recipe reads through `colorPalette`. */
function palette(name: string, solid: string, contrast: string, fg: string) {
  return {
    solid: { value: `{colors.${name}.${solid}}` },
    contrast: { value: contrast },
    fg: { value: `{colors.${name}.${fg}}` },
    subtle: { value: `{colors.${name}.100}` },
    muted: { value: `{colors.${name}.200}` },
    emphasized: { value: `{colors.${name}.300}` },
    focusRing: { value: `{colors.${name}.500}` },
    border: { value: `{colors.${name}.300}` },
  };
}

/**
 * Light-mode semantic colours. Written out (rather than Chakra's full set for 10 palettes) so
 * the theme ships only the palettes the shop uses; the shop has no dark mode.
 */
export const festiveSemanticColors = defineSemanticTokens.colors({
  bg: {
    DEFAULT: { value: '#fffaf2' },
    subtle: { value: '{colors.saffron.50}' },
    muted: { value: '{colors.gray.100}' },
    emphasized: { value: '{colors.gray.200}' },
    inverted: { value: '{colors.maroon.950}' },
    panel: { value: '{colors.white}' },
    error: { value: '{colors.red.50}' },
    warning: { value: '{colors.orange.50}' },
    success: { value: '{colors.green.50}' },
    info: { value: '{colors.saffron.50}' },
  },
  fg: {
    DEFAULT: { value: '{colors.gray.900}' },
    muted: { value: '{colors.gray.600}' },
    subtle: { value: '{colors.gray.500}' },
    inverted: { value: '{colors.white}' },
    error: { value: '{colors.red.600}' },
    warning: { value: '{colors.orange.700}' },
    success: { value: '{colors.green.700}' },
    info: { value: '{colors.maroon.800}' },
  },
  border: {
    DEFAULT: { value: '{colors.gray.200}' },
    muted: { value: '{colors.gray.100}' },
    subtle: { value: '{colors.gray.50}' },
    emphasized: { value: '{colors.gray.300}' },
    inverted: { value: '{colors.gray.800}' },
    error: { value: '{colors.red.500}' },
    warning: { value: '{colors.orange.500}' },
    success: { value: '{colors.green.500}' },
    info: { value: '{colors.saffron.500}' },
  },
  gray: { ...palette('gray', '900', '{colors.white}', '800'), focusRing: { value: '{colors.gray.400}' } },
  red: palette('red', '600', '{colors.white}', '700'),
  green: palette('green', '700', '{colors.white}', '700'),
  orange: palette('orange', '600', '{colors.white}', '700'),
  blue: palette('blue', '600', '{colors.white}', '700'),
  saffron: palette('saffron', '400', '{colors.maroon.950}', '800'),
  maroon: palette('maroon', '800', '{colors.white}', '800'),
  gold: palette('gold', '400', '{colors.maroon.950}', '800'),
});

/** Chakra's radius aliases read by the recipes (l1-l3). */
export const festiveSemanticRadii = defineSemanticTokens.radii({
  l1: { value: '{radii.xs}' },
  l2: { value: '{radii.sm}' },
  l3: { value: '{radii.md}' },
});

/** Elevation, light mode only, tinted with maroon so shadows read warm on the cream page. */
const shadow = (y: number, blur: number, alpha: number) => ({
  value: `0px ${y}px ${blur}px {colors.maroon.950/${alpha}}, 0px 0px 1px {colors.maroon.950/25}`,
});
export const festiveSemanticShadows = defineSemanticTokens.shadows({
  xs: shadow(1, 2, 10),
  sm: shadow(2, 4, 10),
  md: shadow(4, 8, 10),
  lg: shadow(8, 16, 10),
  xl: shadow(16, 24, 12),
  '2xl': shadow(24, 40, 16),
  inner: { value: 'inset 0 2px 4px 0 {black/5}' },
  inset: { value: 'inset 0 0 0 1px {black/5}' },
});
