import { screen } from '@testing-library/react';
import { renderWithShop } from '@festive/web-kit/testing';
import type { Session } from '@festive/contracts';
import { AccountMenuEntry } from './account-menu-entry';

const session: Session = {
  loggedIn: true,
  userId: '5d2f6c1e-8a7b-4c3d-9e0f-1a2b3c4d5e6f',
  name: 'asha Rao',
  userPhone: '+919620183843',
  user: { name: 'asha Rao', phone: '+919620183843', email: 'asha@example.in' },
};

describe('the avatar before its menu has loaded', () => {
  it('is a named button showing the letter, and one press opens the menu', async () => {
    const { user } = await renderWithShop(<AccountMenuEntry session={session} />);
    const avatar = screen.getByRole('button', { name: 'Account menu' });
    expect(avatar).toHaveTextContent('A');
    expect(avatar).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(avatar);
    expect(await screen.findByRole('menuitem', { name: 'My Orders' })).toBeInTheDocument();
    expect(screen.getByText('+91 96201 83843')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveAttribute('aria-expanded', 'true');
  });
});
