import { catalogueProductsPath, DEFAULT_CATALOGUE_SELECTION, FIRST_CATALOGUE_PAGE } from '@festive/contracts';
import { useCatalogFilter } from './catalog-filter';

describe('catalogue filter state', () => {
  const state = () => useCatalogFilter.getState();

  it('starts on the festival tab with everything selected', () => {
    expect(state()).toMatchObject({ tab: 'festival', selection: 'all', search: '' });
  });

  it("starts where a bare `/` opens, on the grid page the home page's head preloads", () => {
    expect(state()).toMatchObject(DEFAULT_CATALOGUE_SELECTION);
    expect(catalogueProductsPath(state())).toBe(FIRST_CATALOGUE_PAGE);
  });

  it('resets the selection when the tab changes', () => {
    state().setSelection('Diwali');
    state().setTab('special_occasion');
    expect(state()).toMatchObject({ tab: 'special_occasion', selection: 'all' });
  });

  it('a header festival link switches to the festival tab and selects it', () => {
    state().setTab('special_occasion');
    state().showFestival('Holi');
    expect(state()).toMatchObject({ tab: 'festival', selection: 'Holi' });
  });

  it('keeps the search text apart from tab and selection', () => {
    state().setSearch('diya');
    state().setTab('festival');
    expect(state().search).toBe('diya');
  });
});
