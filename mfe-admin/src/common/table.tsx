import { chakra } from '@festive/web-kit';

/*
 * Plain, styled table elements for the back office's lists. Built with the shared `chakra`
 * factory rather than Chakra's Table: the back office is loaded by its own remote, and Chakra
 * components that the shell does not already provide would arrive as a second copy of Chakra,
 * outside the shell's theme context.
 */

/** Wide tables scroll sideways inside their card on a phone instead of widening the page. */
const ScrollArea = chakra('div', {
  base: { overflowX: 'auto', maxW: '100%', borderWidth: '1px', borderColor: 'border', borderRadius: 'md' },
});
const Root = chakra('table', {
  base: {
    w: 'full',
    borderCollapse: 'collapse',
    fontSize: 'sm',
    fontVariantNumeric: 'lining-nums tabular-nums',
  },
});
const Header = chakra('thead', { base: { bg: 'bg.subtle' } });
const Body = chakra('tbody');
const Row = chakra('tr', {
  base: { borderBottomWidth: '1px', borderColor: 'border.muted', _last: { borderBottomWidth: '0' } },
});
const ColumnHeader = chakra('th', {
  base: {
    px: '3',
    py: '2.5',
    textAlign: 'start',
    fontWeight: 'semibold',
    color: 'fg.muted',
    whiteSpace: 'nowrap',
    fontSize: 'xs',
    textTransform: 'uppercase',
    letterSpacing: 'wide',
  },
});
const Cell = chakra('td', { base: { px: '3', py: '2', verticalAlign: 'middle', whiteSpace: 'nowrap' } });

export const Table = { ScrollArea, Root, Header, Body, Row, ColumnHeader, Cell };
