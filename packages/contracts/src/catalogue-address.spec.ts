import {
  catalogueHeading,
  catalogueProductsPath,
  catalogueSelectionOf,
  catalogueSelectionPath,
  catalogueSelectionQuery,
  DEFAULT_CATALOGUE_SELECTION,
} from './catalogue-address';
import { LIMITS } from './constants';
import { FIRST_CATALOGUE_PAGE } from './page-head';

describe('the catalogue as an address', () => {
  it('reads a festival or an occasion from the query, the festival tab first', () => {
    expect(catalogueSelectionOf('festival=Diwali')).toEqual({ tab: 'festival', selection: 'Diwali' });
    expect(catalogueSelectionOf('?occasion=%20Wedding%20')).toEqual({
      tab: 'special_occasion',
      selection: 'Wedding',
    });
    expect(catalogueSelectionOf('occasion=all')).toEqual({ tab: 'special_occasion', selection: 'all' });
    expect(catalogueSelectionOf('occasion=Wedding&festival=Holi')).toEqual({
      tab: 'festival',
      selection: 'Holi',
    });
  });

  it('opens on every festival when the query names nothing usable', () => {
    const all = { tab: 'festival', selection: 'all' };
    expect(catalogueSelectionOf('')).toEqual(all);
    expect(catalogueSelectionOf('utm_source=whatsapp')).toEqual(all);
    expect(catalogueSelectionOf('festival=%20%20')).toEqual(all);
    expect(catalogueSelectionOf(`festival=${'x'.repeat(LIMITS.nameMax + 1)}`)).toEqual(all);
    // A name the catalogue API would refuse (400) is no selection either, not a failed page.
    expect(catalogueSelectionOf('festival=Diwa%01li')).toEqual(all);
    expect(catalogueSelectionOf('occasion=Wed%C2%85ding&festival=Holi%00')).toEqual(all);
  });

  it("writes a selection into the query, keeping the address's other parameters", () => {
    expect(catalogueSelectionQuery({ tab: 'festival', selection: 'all' })).toBe('');
    expect(catalogueSelectionQuery({ tab: 'festival', selection: "Valentine's Day" })).toBe(
      'festival=Valentine%27s+Day',
    );
    expect(
      catalogueSelectionQuery({ tab: 'special_occasion', selection: 'all' }, 'festival=Holi&utm_source=wa'),
    ).toBe('utm_source=wa&occasion=all');
    expect(catalogueSelectionQuery({ tab: 'festival', selection: 'all' }, '?occasion=Wedding&ref=1')).toBe(
      'ref=1',
    );
  });

  it('gives each selection a path that reads back as the same selection', () => {
    expect(catalogueSelectionPath({ tab: 'festival', selection: 'all' })).toBe('/');
    for (const selection of [
      { tab: 'festival', selection: 'Raksha Bandhan' },
      { tab: 'special_occasion', selection: 'all' },
      { tab: 'special_occasion', selection: 'Birthday & Anniversary' },
    ] as const) {
      const path = catalogueSelectionPath(selection);
      expect(catalogueSelectionOf(path.slice(path.indexOf('?')))).toEqual(selection);
    }
  });

  it('headings', () => {
    expect(catalogueHeading({ tab: 'festival', selection: 'all' })).toBe('All Festival Gifts & Handicrafts');
    expect(catalogueHeading({ tab: 'special_occasion', selection: 'all' })).toBe(
      'All Special Occasion Gifts & Handicrafts',
    );
    expect(catalogueHeading({ tab: 'festival', selection: 'Diwali' })).toBe(
      'Diwali - Festival Gifts & Handicrafts',
    );
    expect(catalogueHeading({ tab: 'special_occasion', selection: 'Wedding' })).toBe(
      'Wedding - Special Occasion Gifts & Handicrafts',
    );
  });
});

describe('a catalogue page as the grid asks for it', () => {
  it('always names the tab and the page size', () => {
    expect(catalogueProductsPath({ tab: 'festival', selection: 'all', search: '' })).toBe(
      '/api/products?tab=festival&limit=24',
    );
    expect(catalogueProductsPath({ ...DEFAULT_CATALOGUE_SELECTION, search: '' })).toBe(FIRST_CATALOGUE_PAGE);
  });

  it('adds a specific selection, the trimmed search and the cursor', () => {
    expect(
      catalogueProductsPath(
        { tab: 'special_occasion', selection: "Valentine's Day", search: ' diya & co ' },
        'abc',
      ),
    ).toBe(
      '/api/products?tab=special_occasion&limit=24&selection=Valentine%27s+Day&search=diya+%26+co&cursor=abc',
    );
  });
});
