import { act, screen } from '@testing-library/react';
import { DEFAULT_CATALOGUE_SELECTION, SHOP_NAME } from '@festive/contracts';
import { useCatalogFilter, useNavigate } from '@festive/web-kit';
import { renderWithShop } from '@festive/web-kit/testing';
import { useSelectionInAddress } from './use-selection-in-address';

/** The catalogue page's part in this: the hook, and what it shows. */
function Catalogue() {
  useSelectionInAddress();
  const { tab, selection } = useCatalogFilter();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="shown">{`${tab}/${selection}`}</p>
      <button type="button" onClick={() => navigate('/?occasion=Wedding')}>
        a link
      </button>
    </>
  );
}

const shown = () => screen.getByTestId('shown').textContent;

describe('the catalogue selection in the home page address', () => {
  beforeEach(() => {
    useCatalogFilter.setState({ ...DEFAULT_CATALOGUE_SELECTION, search: '' });
    document.title = SHOP_NAME;
  });

  it('opens on the selection a shared link names, keeping its other parameters', async () => {
    const { history } = await renderWithShop(<Catalogue />, { path: '/?utm_source=wa&festival=Holi' });

    expect(shown()).toBe('festival/Holi');
    expect(document.title).toBe('Holi - Festival Gifts & Handicrafts · Festival Gifts');
    expect(history).toEqual(['/?utm_source=wa&festival=Holi']);
  });

  it('rewrites the address in place when the page changes the selection', async () => {
    const { history } = await renderWithShop(<Catalogue />, { path: '/?utm_source=wa' });
    expect(shown()).toBe('festival/all');
    expect(document.title).toBe(SHOP_NAME);

    act(() => useCatalogFilter.getState().setSelection("Valentine's Day"));
    expect(history.at(-1)).toBe('/?utm_source=wa&festival=Valentine%27s+Day');
    expect(document.title).toBe("Valentine's Day - Festival Gifts & Handicrafts · Festival Gifts");

    act(() => useCatalogFilter.getState().setTab('special_occasion'));
    expect(history.at(-1)).toBe('/?utm_source=wa&occasion=all');

    act(() => useCatalogFilter.getState().showFestival('all'));
    expect(history.at(-1)).toBe('/?utm_source=wa');
    expect(history).toHaveLength(1);
  });

  it('follows the address when a link or Back changes it', async () => {
    const { user } = await renderWithShop(<Catalogue />, { path: '/?festival=Diwali' });
    expect(shown()).toBe('festival/Diwali');

    await user.click(screen.getByRole('button', { name: 'a link' }));

    expect(shown()).toBe('special_occasion/Wedding');
    expect(document.title).toBe('Wedding - Special Occasion Gifts & Handicrafts · Festival Gifts');
  });

  it("gives the tab the shop's title back when the catalogue goes", async () => {
    const { unmount } = await renderWithShop(<Catalogue />, { path: '/?festival=Holi' });
    unmount();
    expect(document.title).toBe(SHOP_NAME);
  });
});
