import { topLevelCategory } from './legacy-occasion';

describe('topLevelCategory', () => {
  it.each([
    ['Festivals', 'Festivals'],
    ['Occasions', 'Occasions'],
    ['Diwali', 'Festivals'],
    ['Ganesh Chaturthi', 'Festivals'],
    ['all', 'Festivals'],
    ['Birthday', 'Occasions'],
    ['Corporate Gifting', 'Occasions'],
    ['Something else', 'Festivals'],
  ])('%s -> %s', (occasion, expected) => {
    expect(topLevelCategory(occasion)).toBe(expected);
  });
});
