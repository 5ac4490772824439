import { isSafeObjectKey } from './object-key';

describe('isSafeObjectKey', () => {
  it.each(['seed/diya-set.svg', 'uploads/2025/a_b-c.PNG', 'x'])('accepts %p', (key) => {
    expect(isSafeObjectKey(key)).toBe(true);
  });

  it.each([
    '',
    '../etc/passwd',
    'seed/../../x',
    'seed/./x',
    'seed//x',
    '/seed/x',
    'seed/x/',
    'a\\b',
    'a b',
    'ü.svg',
  ])('rejects %p', (key) => {
    expect(isSafeObjectKey(key)).toBe(false);
  });
});
