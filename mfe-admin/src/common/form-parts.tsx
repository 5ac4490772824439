import { Button, Flex, IconButton } from '@festive/web-kit';
import { LineIcon } from '@festive/web-kit/icons';
import { FieldTextarea } from '@festive/web-kit/controls';
import type { ComponentProps } from 'react';

/**
 * A list form's header buttons: 'Return to Dashboard', and the X that closes the form (its
 * accessible name says which form).
 */
export function FormHeaderActions({
  closeLabel,
  onClose,
  onReturnToDashboard,
}: {
  closeLabel: string;
  onClose(): void;
  onReturnToDashboard(): void;
}) {
  return (
    <Flex gap="1" align="center">
      <Button variant="ghost" size="sm" onClick={onReturnToDashboard}>
        Return to Dashboard
      </Button>
      <IconButton variant="ghost" size="sm" aria-label={closeLabel} onClick={onClose}>
        <LineIcon size={18}>
          <path d="M6 6l12 12M18 6 6 18" />
        </LineIcon>
      </IconButton>
    </Flex>
  );
}

/**
 * A multi-line input inside a `Field.Root` (which wires its label), styled here like the shop's
 * single-line inputs: the shared theme carries no textarea recipe. The account remote keeps its
 * own: a component added to the shared controls would be missing from a shell released before it.
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
      fontSize="sm"
      resize="vertical"
      outline="0"
      _focusVisible={{
        borderColor: 'colorPalette.focusRing',
        boxShadow: '0 0 0 1px var(--chakra-colors-color-palette-focus-ring)',
      }}
      {...props}
    />
  );
}
