import { loadConfig } from '../config/env';
import { startupFailure } from './startup-failure';

const refused = (port: number) =>
  Object.assign(new Error(`connect ECONNREFUSED 127.0.0.1:${port}`), { code: 'ECONNREFUSED', port });

describe('startupFailure', () => {
  const config = loadConfig('catalog', {
    DATABASE_URL: 'postgres://postgres@127.0.0.1:5499/x',
    REDIS_URL: 'redis://127.0.0.1:6380',
  });

  it('says which server to start', () => {
    expect(startupFailure('catalog', refused(5499), config)).toBe(
      'catalog could not start: PostgreSQL is not reachable (connect ECONNREFUSED 127.0.0.1:5499); start it or set DATABASE_URL',
    );
    expect(startupFailure('catalog', refused(6380), config)).toMatch(
      /Redis is not reachable .*set REDIS_URL$/,
    );
  });

  it('points at the migrations when the database is missing', () => {
    const missing = Object.assign(new Error('database "x" does not exist'), { code: '3D000' });
    expect(startupFailure('catalog', missing, config)).toMatch(/run its migrations/);
  });

  it('keeps anything else to its first line', () => {
    expect(startupFailure('catalog', new Error('boom\n    at stack'))).toBe('catalog could not start: boom');
  });
});
