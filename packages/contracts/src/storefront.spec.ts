import type { Product } from './shop-reads';
import { FESTIVALS } from './constants';
import { putCartSchema } from './orders';
import { productLookupRequestSchema } from './cart';
import { filterCatalogue, matchesCatalogue, searchNeedle, type CatalogueFilter } from './storefront';

type Listed = Pick<Product, 'name' | 'occasion' | 'tags'>;
const product = (name: string, occasion: string, tags: string[] | null = null): Listed => ({
  name,
  occasion,
  tags,
});

const diya = product('Brass Diya Set', 'Festivals', ['Diwali']);
const legacyHoli = product('Herbal Gulal', 'Holi');
const rakhi = product('Silk Rakhi', 'Festivals', ['Raksha Bandhan', 'Birthday']);
const cake = product('Birthday Hamper', 'Occasions', ['Birthday']);
const legacyWedding = product('Shagun Envelope', 'Wedding', []);
const eid = product('Eid Lantern', 'Eid', ['Eid']);
const plain = product('Plain Mug', 'Festivals');
const all = [diya, legacyHoli, rakhi, cake, legacyWedding, eid, plain];
const names = (list: Listed[]) => list.map((p) => p.name);
const filter = (tab: CatalogueFilter['tab'], selection = 'all', search = ''): CatalogueFilter => ({
  tab,
  selection,
  search,
});

describe('catalogue filter, festival tab', () => {
  it('all: the occasion or any tag is one of the 7 festivals', () => {
    expect(names(filterCatalogue(all, filter('festival'), []))).toEqual([
      'Brass Diya Set',
      'Herbal Gulal',
      'Silk Rakhi',
    ]);
  });

  it('all ignores festivals outside the 7 (a legacy Eid product) and untagged products', () => {
    expect(matchesCatalogue(eid, filter('festival'), [])).toBe(false);
    expect(matchesCatalogue(plain, filter('festival'), [])).toBe(false);
  });

  it('every one of the 7 festivals counts, by occasion or by tag', () => {
    for (const festival of FESTIVALS) {
      expect(matchesCatalogue(product('x', festival), filter('festival'), [])).toBe(true);
      expect(matchesCatalogue(product('x', 'Festivals', [festival]), filter('festival'), [])).toBe(true);
    }
  });

  it('a specific festival: the occasion equals it or the tags include it', () => {
    expect(names(filterCatalogue(all, filter('festival', 'Holi'), []))).toEqual(['Herbal Gulal']);
    expect(names(filterCatalogue(all, filter('festival', 'Diwali'), []))).toEqual(['Brass Diya Set']);
    expect(names(filterCatalogue(all, filter('festival', 'Christmas'), []))).toEqual([]);
  });

  it('matches names exactly, case included', () => {
    expect(matchesCatalogue(product('x', 'diwali'), filter('festival', 'Diwali'), [])).toBe(false);
    expect(matchesCatalogue(product('x', 'Festivals', ['diwali']), filter('festival'), [])).toBe(false);
  });
});

describe('catalogue filter, special-occasion tab', () => {
  it('all: the occasion or any tag is among the loaded occasion names', () => {
    expect(names(filterCatalogue(all, filter('special_occasion'), ['Birthday', 'Wedding']))).toEqual([
      'Silk Rakhi',
      'Birthday Hamper',
      'Shagun Envelope',
    ]);
  });

  it('all with no occasion names loaded: every product matches', () => {
    expect(filterCatalogue(all, filter('special_occasion'), [])).toHaveLength(all.length);
  });

  it('a specific occasion: the occasion equals it or the tags include it', () => {
    expect(names(filterCatalogue(all, filter('special_occasion', 'Birthday'), ['Birthday']))).toEqual([
      'Silk Rakhi',
      'Birthday Hamper',
    ]);
    expect(names(filterCatalogue(all, filter('special_occasion', 'Wedding'), []))).toEqual([
      'Shagun Envelope',
    ]);
  });
});

describe('catalogue search', () => {
  it('is a case-insensitive substring of the name', () => {
    expect(names(filterCatalogue(all, filter('festival', 'all', 'DIYA'), []))).toEqual(['Brass Diya Set']);
    expect(names(filterCatalogue(all, filter('festival', 'all', 'ilk ra'), []))).toEqual(['Silk Rakhi']);
  });

  it('is combined with the tab and the selection', () => {
    expect(filterCatalogue(all, filter('festival', 'all', 'hamper'), [])).toEqual([]);
    expect(names(filterCatalogue(all, filter('special_occasion', 'all', 'hamper'), []))).toEqual([
      'Birthday Hamper',
    ]);
    expect(filterCatalogue(all, filter('festival', 'Holi', 'diya'), [])).toEqual([]);
  });

  it('ignores surrounding blanks; blank text means no search', () => {
    expect(searchNeedle('  Diya ')).toBe('diya');
    expect(names(filterCatalogue(all, filter('festival', 'all', '  diya '), []))).toEqual(['Brass Diya Set']);
    expect(filterCatalogue(all, filter('festival', 'all', '   '), [])).toHaveLength(3);
  });

  it('takes the typed text literally (no wildcards)', () => {
    expect(filterCatalogue(all, filter('festival', 'all', '%'), [])).toEqual([]);
    expect(filterCatalogue(all, filter('festival', 'all', '_'), [])).toEqual([]);
  });
});

describe('cart calls', () => {
  it('PUT /api/cart takes product ids with quantities of 1 to 100', () => {
    const id = '11111111-1111-4111-8111-111111111111';
    expect(putCartSchema.safeParse({ items: [{ productId: id, quantity: 2 }] }).success).toBe(true);
    expect(putCartSchema.safeParse({ items: [] }).success).toBe(true);
    expect(putCartSchema.safeParse({ items: [{ productId: id, quantity: 0 }] }).success).toBe(false);
    expect(putCartSchema.safeParse({ items: [{ productId: 'x', quantity: 1 }] }).success).toBe(false);
  });

  it('the internal lookup takes 1 to 100 ids', () => {
    expect(productLookupRequestSchema.safeParse({ ids: [] }).success).toBe(false);
  });
});
