import { mayChangeCatalogue } from './catalogue-writes';

describe('mayChangeCatalogue', () => {
  it.each([
    ['PUT', '/api/cart'],
    ['PUT', '/api/cart?x=1'],
    ['POST', '/api/auth/send-otp'],
    ['POST', '/api/addresses'],
  ])('leaves the memory alone for %s %s', (method, url) => {
    expect(mayChangeCatalogue(method, url)).toBe(false);
  });

  it.each([
    ['POST', '/api/shiprocket/orders'],
    ['PUT', '/api/admin/products/1'],
    ['POST', '/api/cart'],
    ['POST', '/api/not-a-route'],
  ])('forgets around %s %s', (method, url) => {
    expect(mayChangeCatalogue(method, url)).toBe(true);
  });
});
