import { PRODUCT_PAGE_ROUTE, productPagePath, productPathSegment } from './page-head';
import { matchesRoute } from './remote-manifest';

describe('product page paths', () => {
  const id = '6f1c2a0e-8d7b-4c3e-9a51-2b7d4e8f0c13';

  it('are matched by the route the catalog remote is mounted at', () => {
    expect(matchesRoute(PRODUCT_PAGE_ROUTE, productPagePath(id))).toBe(true);
    expect(matchesRoute(PRODUCT_PAGE_ROUTE, `${productPagePath(id)}/reviews`)).toBe(false);
  });

  it('give back the id they were built from, with or without a final slash', () => {
    expect(productPathSegment(productPagePath(id))).toBe(id);
    expect(productPathSegment(`${productPagePath(id)}/`)).toBe(id);
    expect(productPathSegment(productPagePath('diya%20set'))).toBe('diya%20set');
  });

  it('name no product for any other path', () => {
    for (const pathname of [
      '/',
      '/products',
      '/products/',
      '/products//',
      `/products/${id}/reviews`,
      `/account`,
    ])
      expect(productPathSegment(pathname)).toBeUndefined();
  });
});
