import { ALL_SELECTION, FIRST_CATALOGUE_PAGE } from '@festive/contracts';
import { useCatalogFilter } from '@festive/web-kit';
import { catalogueQuery } from './catalogue-products';

describe('catalogue page query', () => {
  it('always names the tab and the page size', () => {
    expect(catalogueQuery({ tab: 'festival', selection: 'all', search: '' }, null)).toBe(
      'tab=festival&limit=24',
    );
  });

  it("asks for the first page the home page's head preloads", () => {
    const { tab, selection, search } = useCatalogFilter.getState();
    expect(selection).toBe(ALL_SELECTION);
    expect(`/api/products?${catalogueQuery({ tab, selection, search }, null)}`).toBe(FIRST_CATALOGUE_PAGE);
  });

  it('adds a specific selection, the trimmed search and the cursor', () => {
    expect(
      catalogueQuery({ tab: 'special_occasion', selection: "Valentine's Day", search: ' diya & co ' }, 'abc'),
    ).toBe('tab=special_occasion&limit=24&selection=Valentine%27s+Day&search=diya+%26+co&cursor=abc');
  });
});
