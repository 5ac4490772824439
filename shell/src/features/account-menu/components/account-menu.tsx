import { Text, formatPhone, useNavigate } from '@festive/web-kit';
import { Menu, Portal } from '@festive/web-kit/controls';
import { accountTabPath, type Session } from '@festive/contracts';
import { useLogout } from '../api/logout';
import { avatarLetter } from '../avatar-letter';
import { ACCOUNT_MENU_TRIGGER, AccountAvatar } from './account-avatar';

const ENTRIES = [
  { label: 'Profile', to: accountTabPath('profile') },
  { label: 'My Orders', to: accountTabPath('orders') },
  { label: 'Saved Addresses', to: accountTabPath('addresses') },
  { label: 'Help & Support', to: accountTabPath('help') },
] as const;

/**
 * The signed-in shopper's avatar menu. `defaultOpen` when the shopper pressed the avatar before
 * this code had loaded (AccountMenuEntry).
 */
export default function AccountMenu({
  session,
  defaultOpen = false,
}: {
  session: Session;
  defaultOpen?: boolean;
}) {
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <Menu.Root
      defaultOpen={defaultOpen}
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        if (value === 'logout') logout.mutate();
        else navigate(value);
      }}
    >
      <Menu.Trigger {...ACCOUNT_MENU_TRIGGER}>
        {/* The letter only pictures the shopper; the button is named by its label. */}
        <AccountAvatar letter={avatarLetter(session)} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56" data-testid="account-menu">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>
                <Text fontWeight="semibold">{session.name || 'My Account'}</Text>
                {session.userPhone && (
                  <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                    {formatPhone(session.userPhone)}
                  </Text>
                )}
              </Menu.ItemGroupLabel>
            </Menu.ItemGroup>
            <Menu.Separator />
            {ENTRIES.map((entry) => (
              <Menu.Item key={entry.to} value={entry.to}>
                {entry.label}
              </Menu.Item>
            ))}
            <Menu.Separator />
            <Menu.Item value="logout" color="fg.error" disabled={logout.isPending}>
              Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
