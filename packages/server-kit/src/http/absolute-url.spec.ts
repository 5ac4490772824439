import { absoluteUrl } from './absolute-url';

describe('absoluteUrl', () => {
  it("puts a path under the shop's address, with one slash between", () => {
    expect(absoluteUrl('https://shop.example.in', '/account?tab=orders')).toBe(
      'https://shop.example.in/account?tab=orders',
    );
    expect(absoluteUrl('https://shop.example.in/', '/sitemap.xml')).toBe(
      'https://shop.example.in/sitemap.xml',
    );
  });

  it('keeps a full address as it is', () => {
    expect(absoluteUrl('https://shop.example.in', 'https://cdn.example.in/a.webp')).toBe(
      'https://cdn.example.in/a.webp',
    );
  });
});
