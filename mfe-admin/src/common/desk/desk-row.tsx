import type { ReactNode } from 'react';
import { chakra } from '@festive/web-kit';
import { Table } from '../table';

/** The first cell's button: it opens the row from the keyboard too. */
const OpenButton = chakra('button', {
  base: {
    fontFamily: 'mono',
    fontSize: 'xs',
    color: 'maroon.700',
    textDecoration: 'underline',
    cursor: 'pointer',
    _focusVisible: { outline: '2px solid', outlineColor: 'maroon.500', outlineOffset: '2px' },
  },
});

/**
 * A row of a desk table (orders, return requests): a click anywhere on it opens its drawer, and
 * its first cell holds a button that does the same from the keyboard. `data` are the row's
 * data-* attributes (its test id and record id).
 */
export function DeskRow({
  data,
  onOpen,
  opener,
  children,
}: {
  data: Record<`data-${string}`, string>;
  onOpen(): void;
  /** The first cell: the button's text and accessible name, and the cell's title and test id. */
  opener: { text: string; label: string; title: string; testId?: string };
  /** The row's other cells. */
  children: ReactNode;
}) {
  return (
    <Table.Row {...data} cursor="pointer" _hover={{ bg: 'saffron.50' }} onClick={onOpen}>
      <Table.Cell title={opener.title} data-testid={opener.testId}>
        <OpenButton
          type="button"
          aria-label={opener.label}
          onClick={(event) => {
            event.stopPropagation();
            onOpen();
          }}
        >
          {opener.text}
        </OpenButton>
      </Table.Cell>
      {children}
    </Table.Row>
  );
}
