import { satisfy } from '@module-federation/enhanced/runtime';
import { readRemoteManifest } from '@festive/contracts';
import { assertCompatible, IncompatibleRemoteError } from './remote-compat';
import { remoteOwning, shellManifest } from './remote-manifest';

describe('the shell reading the manifest', () => {
  it('routes by the routes each remote declares, and keeps its own table for old-shape entries', () => {
    const manifest = shellManifest(
      readRemoteManifest({
        schemaVersion: 2,
        remotes: {
          mfe_catalog: {
            version: '1.0.0-a',
            entry: '/c.js',
            routes: ['/', '/products/:id', '/gift-guide'],
            shared: {},
          },
          mfe_gifting: { version: '0.1.0-b', entry: '/g.js', routes: ['/gift-cards/*?'], shared: {} },
          mfe_account: { entry: '/a.js' },
        },
      }),
    );
    expect(remoteOwning(manifest, '/gift-guide')).toBe('mfe_catalog');
    expect(remoteOwning(manifest, '/gift-cards/diwali')).toBe('mfe_gifting');
    expect(remoteOwning(manifest, '/account')).toBe('mfe_account');
    expect(remoteOwning(manifest, '/payment')).toBeUndefined();

    const old = shellManifest(readRemoteManifest({ mfe_checkout: '/remotes/mfe-checkout/remoteEntry.js' }));
    expect(remoteOwning(old, '/payment')).toBe('mfe_checkout');
    expect(remoteOwning(old, '/')).toBeUndefined();
  });

  it('refuses a remote whose shared ranges the shell cannot satisfy, saying why', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const provides = { '@festive/web-kit': '1.4.0', react: '19.3.1' };
    const remote = {
      name: 'mfe_catalog',
      entry: '/c.js',
      version: '2.0.0-c',
      shared: { '@festive/web-kit': '^2.0.0' },
    };
    expect(() => assertCompatible(remote, provides)).toThrow(IncompatibleRemoteError);
    expect(error).toHaveBeenCalledWith(
      'Remote mfe_catalog 2.0.0-c is not mounted: @festive/web-kit: needs ^2.0.0, the shell provides 1.4.0',
      expect.objectContaining({ remote: 'mfe_catalog' }),
    );
    expect(() =>
      assertCompatible({ ...remote, shared: { '@festive/web-kit': '^1.2.0' } }, provides),
    ).not.toThrow();
    expect(() => assertCompatible({ name: 'mfe_old', entry: '/o.js' }, provides)).not.toThrow();
    error.mockRestore();
  });
});

// The ranges remote builds write, as the federation runtime's check (which the shell and the
// release script both use) reads them.
describe('shared version ranges', () => {
  it.each([
    ['0.1.0', '^0.1.0', true],
    ['0.1.5', '^0.1.0', true],
    ['0.2.0', '^0.1.0', false],
    ['1.4.0', '^2.0.0', false],
    ['2.3.1', '^2.0.0', true],
    ['3.0.0', '^2.0.0', false],
    ['19.3.1', '^19.3.0', true],
    ['19.2.9', '^19.3.0', false],
    ['0.0.3', '^0.0.3', true],
    ['0.0.4', '^0.0.3', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['1.2.3', '1.2.3', true],
    ['1.2.4', '1.2.3', false],
    ['1.9.0', '1.x', true],
    ['2.0.0', '>=1.0.0 <2.0.0', false],
    ['1.5.0', '>=1.0.0 <2.0.0', true],
    ['3.1.0', '^2.0.0 || ^3.0.0', true],
    ['5.0.0', '*', true],
    ['2.0.0-beta.1', '^2.0.0', false],
    ['not-a-version', '^1.0.0', false],
    ['1.0.0', 'garbage', false],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(satisfy(version, range)).toBe(expected);
  });
});
