import { Text, formatPhone, useNavigate } from '@festive/web-kit';
import { Avatar, Menu, Portal } from '@festive/web-kit/controls';
import { accountTabPath, type Session } from '@festive/contracts';
import { useLogout } from '../api/logout';
import { avatarLetter } from '../avatar-letter';

const ENTRIES = [
  { label: 'Profile', to: accountTabPath('profile') },
  { label: 'My Orders', to: accountTabPath('orders') },
  { label: 'Saved Addresses', to: accountTabPath('addresses') },
  { label: 'Help & Support', to: accountTabPath('help') },
] as const;

/** The signed-in shopper's avatar menu. */
export default function AccountMenu({ session }: { session: Session }) {
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        if (value === 'logout') logout.mutate();
        else navigate(value);
      }}
    >
      <Menu.Trigger
        data-testid="account-menu-button"
        aria-label="Account menu"
        borderRadius="full"
        focusRing="outside"
        focusRingColor="gold.400"
        cursor="pointer"
      >
        {/* The letter only pictures the shopper; the button is named by its label. */}
        <Avatar.Root size="sm" bg="gold.400" color="maroon.950" aria-hidden="true">
          <Avatar.Fallback>{avatarLetter(session)}</Avatar.Fallback>
        </Avatar.Root>
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
