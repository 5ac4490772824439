import { catalogueHeading, emptyMessage } from './catalogue-texts';

describe('catalogue texts', () => {
  it('headings', () => {
    expect(catalogueHeading('festival', 'all')).toBe('All Festival Gifts & Handicrafts');
    expect(catalogueHeading('special_occasion', 'all')).toBe('All Special Occasion Gifts & Handicrafts');
    expect(catalogueHeading('festival', 'Diwali')).toBe('Diwali - Festival Gifts & Handicrafts');
    expect(catalogueHeading('special_occasion', 'Wedding')).toBe(
      'Wedding - Special Occasion Gifts & Handicrafts',
    );
  });
  it('empty messages', () => {
    expect(emptyMessage('festival')).toBe(
      'No products found for this festival. Try selecting a different festival or browse all festivals.',
    );
    expect(emptyMessage('special_occasion')).toBe(
      'No products found for this occasion. Try selecting a different occasion or browse all occasions.',
    );
  });
});
