import { screen } from '@testing-library/react';
import { ALL_SELECTION, type Category } from '@festive/contracts';
import { useCatalogFilter } from '@festive/web-kit';
import { json, renderWithShop, stubFetch } from '@festive/web-kit/testing';
import { FestivalLinks } from './festival-links';

const category = (name: string, order: number): Category => ({
  id: `6a1b2c3d-4e5f-4a6b-8c7d-${String(order).padStart(12, '0')}`,
  name,
  type: 'festival',
  emoji: null,
  items: ['Gifts'],
  order,
});

beforeEach(() => {
  useCatalogFilter.setState({ tab: 'special_occasion', selection: ALL_SELECTION, search: '' });
  stubFetch({
    'GET /api/categories': () => json([category('Raksha Bandhan', 1), category('Diwali', 2)]),
  });
});

describe("the header's festival links", () => {
  it("are links to each festival's address, and a click there shows it", async () => {
    const { user, history } = await renderWithShop(<FestivalLinks />, { path: '/account' });
    const rakhi = await screen.findByRole('link', { name: 'Raksha Bandhan' });
    expect(rakhi).toHaveAttribute('href', '/?festival=Raksha+Bandhan');

    await user.click(rakhi);

    expect(history.at(-1)).toBe('/?festival=Raksha+Bandhan');
    expect(useCatalogFilter.getState()).toMatchObject({ tab: 'festival', selection: 'Raksha Bandhan' });
    expect(rakhi).toHaveAttribute('aria-current', 'true');
  });

  it('leave this tab as it is on a Ctrl-click, which opens the festival in another', async () => {
    const { user, history } = await renderWithShop(<FestivalLinks />, { path: '/account' });
    const diwali = await screen.findByRole('link', { name: 'Diwali' });

    await user.keyboard('{Control>}');
    await user.click(diwali);
    await user.keyboard('{/Control}');

    expect(history).toEqual(['/account']);
    expect(useCatalogFilter.getState()).toMatchObject({ tab: 'special_occasion', selection: ALL_SELECTION });
  });
});
