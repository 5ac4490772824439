import { UnauthorizedException } from '@nestjs/common';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host.js';
import { AdminGuard, CustomerGuard } from './guards';

const contextWith = (session: object | undefined) => new ExecutionContextHost([{ session }, {}]);
const customer = { userId: 'u-1', name: 'Asha', phone: '9876543210', email: 'asha@example.in' };

describe('CustomerGuard', () => {
  it('lets a signed-in shopper through', () => {
    expect(new CustomerGuard().canActivate(contextWith({ customer }))).toBe(true);
  });
  it.each([undefined, {}, { isAdmin: true }])('answers 401 "Please sign in" for %p', (session) => {
    expect(() => new CustomerGuard().canActivate(contextWith(session))).toThrow(
      new UnauthorizedException('Please sign in'),
    );
  });
});

describe('AdminGuard', () => {
  it('lets the admin through', () => {
    expect(new AdminGuard().canActivate(contextWith({ isAdmin: true }))).toBe(true);
  });
  it.each([undefined, {}, { customer }, { isAdmin: 'true' }])('answers 401 for %p', (session) => {
    expect(() => new AdminGuard().canActivate(contextWith(session))).toThrow(UnauthorizedException);
  });
});
