import { UnauthorizedException } from '@nestjs/common';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host.js';
import { loadConfig } from '../config/env';
import { InternalTokenGuard, tokensMatch } from './internal-token.guard';

describe('tokensMatch', () => {
  it('accepts only the exact token', () => {
    expect(tokensMatch('a-long-internal-token', 'a-long-internal-token')).toBe(true);
    expect(tokensMatch('a-long-internal-tokeN', 'a-long-internal-token')).toBe(false);
    expect(tokensMatch('short', 'a-long-internal-token')).toBe(false);
    expect(tokensMatch('', 'a-long-internal-token')).toBe(false);
    expect(tokensMatch(undefined, 'a-long-internal-token')).toBe(false);
  });
});

describe('InternalTokenGuard', () => {
  const guard = new InternalTokenGuard(loadConfig('orders', { INTERNAL_TOKEN: 'the-internal-token-1' }));
  const call = (headers: Record<string, string | string[] | undefined>) =>
    guard.canActivate(new ExecutionContextHost([{ headers }, {}]));

  it('lets a caller holding INTERNAL_TOKEN through', () => {
    expect(call({ 'x-internal-token': 'the-internal-token-1' })).toBe(true);
  });
  it.each([{}, { 'x-internal-token': 'wrong' }, { 'x-internal-token': ['wrong', 'the-internal-token-1'] }])(
    'answers 401 for %p',
    (headers) => {
      expect(() => call(headers)).toThrow(UnauthorizedException);
    },
  );
});
