import { emptyMessage } from './catalogue-texts';

describe('catalogue texts', () => {
  it('empty messages', () => {
    expect(emptyMessage('festival')).toBe(
      'No products found for this festival. Try selecting a different festival or browse all festivals.',
    );
    expect(emptyMessage('special_occasion')).toBe(
      'No products found for this occasion. Try selecting a different occasion or browse all occasions.',
    );
  });
});
