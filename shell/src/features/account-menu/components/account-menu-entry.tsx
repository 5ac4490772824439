import { lazy, Suspense, useState } from 'react';
import { chakra } from '@festive/web-kit';
import type { Session } from '@festive/contracts';
import { avatarLetter } from '../avatar-letter';
import { ACCOUNT_MENU_TRIGGER, AccountAvatar } from './account-avatar';

const loadAccountMenu = () => import('./account-menu');
const AccountMenu = lazy(loadAccountMenu);

/**
 * The header's avatar for a signed-in shopper. The menu behind it needs the later pages' controls
 * (menu, positioning, portal: some 50 KB), which a shopper who never opens it should not download
 * on every page. Until then the avatar is a plain button that fetches that code when a pointer
 * or the keyboard comes near and opens the menu once it is there.
 */
export function AccountMenuEntry({ session }: { session: Session }) {
  const [wanted, setWanted] = useState(false);
  const standIn = (
    <chakra.button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      {...ACCOUNT_MENU_TRIGGER}
      onPointerEnter={() => void loadAccountMenu()}
      onFocus={() => void loadAccountMenu()}
      onClick={() => setWanted(true)}
    >
      <AccountAvatar letter={avatarLetter(session)} />
    </chakra.button>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <AccountMenu session={session} defaultOpen />
    </Suspense>
  );
}
