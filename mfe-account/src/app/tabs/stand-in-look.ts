import { TAB_LIST_LOOK, TAB_TRIGGER_LOOK } from './account-tabs';

/**
 * The theme's `line` tabs (Chakra's tabs recipe at its default size, laid out in a row) as plain
 * styles, for the tab row drawn before the tabs widget loads and for the panels the page draws.
 * The recipe itself, with every variant and size, would add about 1 KB to every first visit if
 * web-kit's main entry carried it. The browser tests compare the stand-in's computed styles with
 * the widget's, so a Chakra upgrade that changes the recipe shows there.
 */
const LINE_TABS_LIST = {
  display: 'flex',
  flexDirection: 'row',
  position: 'relative',
  isolation: 'isolate',
  minH: '10',
  borderColor: 'border',
  borderBottomWidth: '1px',
} as const;

const LINE_TABS_TRIGGER = {
  outline: '0',
  minW: '10',
  height: '10',
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  py: '2',
  px: '4',
  textStyle: 'sm',
  fontWeight: 'medium',
  position: 'relative',
  cursor: 'button',
  color: 'fg.muted',
  _focusVisible: { zIndex: 1, outline: '2px solid', outlineColor: 'colorPalette.focusRing' },
  _selected: {
    color: 'fg',
    layerStyle: 'indicator.bottom',
    '--indicator-offset-y': '-1px',
    '--indicator-color': 'colors.colorPalette.solid',
  },
} as const;

/** The stand-in's row and tabs: the theme's look, then the row's own (as the widget is given it). */
export const STAND_IN_LIST = [LINE_TABS_LIST, TAB_LIST_LOOK];
export const STAND_IN_TRIGGER = [LINE_TABS_TRIGGER, TAB_TRIGGER_LOOK];

/** A panel (the recipe's content part): the widget's own panels are not used, the page draws them. */
export const TAB_PANEL = { focusVisibleRing: 'inside', width: '100%', pt: '4' } as const;
