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
