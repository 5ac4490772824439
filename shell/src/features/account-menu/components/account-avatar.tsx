import { Center } from '@festive/web-kit';

/**
 * The signed-in shopper's letter in a gold circle (the size of Chakra's small avatar). Drawn the
 * same way before the menu's code has loaded and inside the menu's trigger after, so nothing moves
 * when one replaces the other.
 */
export function AccountAvatar({ letter }: { letter: string }) {
  return (
    <Center
      as="span"
      boxSize="9"
      flexShrink="0"
      borderRadius="full"
      bg="gold.400"
      color="maroon.950"
      fontSize="sm"
      fontWeight="medium"
      lineHeight="1"
      userSelect="none"
      aria-hidden="true"
    >
      {letter}
    </Center>
  );
}

/** The avatar button's name, test id and look: shared by the stand-in and the menu's trigger. */
export const ACCOUNT_MENU_TRIGGER = {
  'data-testid': 'account-menu-button',
  'aria-label': 'Account menu',
  borderRadius: 'full',
  focusRing: 'outside',
  focusRingColor: 'gold.400',
  cursor: 'pointer',
} as const;
