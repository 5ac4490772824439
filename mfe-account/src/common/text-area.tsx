import type { ComponentProps } from 'react';
import { FieldTextarea } from '@festive/web-kit/controls';

/**
 * A multi-line input styled like the shop's single-line inputs: the shared theme carries no
 * textarea recipe (it would weigh on every first page), so the look is given here. The back
 * office keeps its own: a component added to the shared controls would be missing from a shell
 * released before it, which still accepts this remote (it needs web-kit ^0.1.0).
 */
export function TextArea(props: ComponentProps<typeof FieldTextarea>) {
  return (
    <FieldTextarea
      w="full"
      px="3"
      py="2"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l2"
      bg="bg.panel"
      fontSize="md"
      resize="none"
      outline="0"
      _focusVisible={{
        borderColor: 'colorPalette.focusRing',
        boxShadow: '0 0 0 1px var(--chakra-colors-color-palette-focus-ring)',
      }}
      _disabled={{ opacity: 0.6, cursor: 'not-allowed' }}
      {...props}
    />
  );
}
