import { catalogueQuery } from './catalogue-products';

describe('catalogue page query', () => {
  it('always names the tab and the page size', () => {
    expect(catalogueQuery({ tab: 'festival', selection: 'all', search: '' }, null)).toBe(
      'tab=festival&limit=24',
    );
  });

  it('adds a specific selection, the trimmed search and the cursor', () => {
    expect(
      catalogueQuery({ tab: 'special_occasion', selection: "Valentine's Day", search: ' diya & co ' }, 'abc'),
    ).toBe('tab=special_occasion&limit=24&selection=Valentine%27s+Day&search=diya+%26+co&cursor=abc');
  });
});
