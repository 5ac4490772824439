import {
  matchesRoute,
  readRemoteManifest,
  remoteForPath,
  remoteManifestSchemas,
  sharedMismatches,
  withRelease,
  withRollback,
} from './remote-manifest';

const { remoteManifest: remoteManifestSchema, remoteStamp: remoteStampSchema } = remoteManifestSchemas();

const manifest = {
  schemaVersion: 2,
  remotes: {
    mfe_catalog: {
      version: '0.1.0-3f2a9c1',
      entry: '/remotes/mfe-catalog/0.1.0-3f2a9c1/remoteEntry.js',
      routes: ['/', '/products/:id'],
      shared: { '@festive/web-kit': '^0.1.0', react: '^19.3.1' },
    },
    mfe_admin: {
      version: '0.1.0-3f2a9c1',
      entry: '/remotes/mfe-admin/0.1.0-3f2a9c1/remoteEntry.js',
      routes: ['/admin/*?'],
      shared: {},
    },
  },
};

describe('readRemoteManifest', () => {
  it('reads the manifest with versions, routes and shared ranges, in order', () => {
    expect(remoteManifestSchema.safeParse(manifest).success).toBe(true);
    expect(readRemoteManifest(manifest)).toEqual([
      {
        name: 'mfe_catalog',
        entry: '/remotes/mfe-catalog/0.1.0-3f2a9c1/remoteEntry.js',
        version: '0.1.0-3f2a9c1',
        routes: ['/', '/products/:id'],
        shared: { '@festive/web-kit': '^0.1.0', react: '^19.3.1' },
      },
      {
        name: 'mfe_admin',
        entry: '/remotes/mfe-admin/0.1.0-3f2a9c1/remoteEntry.js',
        version: '0.1.0-3f2a9c1',
        routes: ['/admin/*?'],
        shared: {},
      },
    ]);
  });

  it('still reads the old name -> URL map, without routes', () => {
    const old = {
      mfe_catalog: '/remotes/mfe-catalog/remoteEntry.js',
      mfe_account: 'https://cdn.example/e.js',
    };
    expect(readRemoteManifest(old)).toEqual([
      { name: 'mfe_catalog', entry: '/remotes/mfe-catalog/remoteEntry.js' },
      { name: 'mfe_account', entry: 'https://cdn.example/e.js' },
    ]);
    expect(remoteManifestSchema.safeParse(old).success).toBe(false);
  });

  it('skips entries that make no sense and keeps the rest', () => {
    const text = {
      schemaVersion: 2,
      remotes: {
        'Bad Name': { entry: '/x.js', routes: [] },
        mfe_account: { entry: 42 },
        mfe_admin: { entry: '/a.js' },
        mfe_checkout: { entry: '/c.js', routes: ['/payment', 'no-slash', 7], shared: { react: 19 } },
      },
    };
    expect(readRemoteManifest(text)).toEqual([
      { name: 'mfe_admin', entry: '/a.js', version: undefined, routes: undefined, shared: {} },
      { name: 'mfe_checkout', entry: '/c.js', version: undefined, routes: ['/payment'], shared: {} },
    ]);
    expect(() => readRemoteManifest([])).toThrow(/not an object/);
    expect(() => readRemoteManifest(null)).toThrow(/not an object/);
  });

  it('validates what a build stamps', () => {
    const stamp = {
      name: 'mfe_catalog',
      folder: 'mfe-catalog',
      version: '0.1.0-3f2a9c1',
      entry: 'remoteEntry.js',
      routes: ['/', '/products/:id'],
      shared: { '@festive/web-kit': '^0.1.0' },
    };
    expect(remoteStampSchema.safeParse(stamp).success).toBe(true);
    expect(remoteStampSchema.safeParse({ ...stamp, routes: ['products'] }).success).toBe(false);
    expect(remoteStampSchema.safeParse({ ...stamp, version: '../x' }).success).toBe(false);
  });
});

describe('sharedMismatches', () => {
  it('names each shared package the shell cannot give, ignoring ones it does not share', () => {
    const provides = { '@festive/web-kit': '1.4.0', react: '19.3.1' };
    // A stand-in range check (the callers pass the federation runtime's): exact matches only.
    const asked: string[] = [];
    const exact = (version: string, range: string) => {
      asked.push(`${version} in ${range}`);
      return version === range;
    };
    expect(
      sharedMismatches({ '@festive/web-kit': '^2.0.0', react: '19.3.1', lodash: '^4.0.0' }, provides, exact),
    ).toEqual([{ package: '@festive/web-kit', needed: '^2.0.0', provided: '1.4.0' }]);
    expect(asked).toEqual(['1.4.0 in ^2.0.0', '19.3.1 in 19.3.1']);
    expect(sharedMismatches(undefined, provides, exact)).toEqual([]);
  });
});

describe('route matching', () => {
  it('matches whole paths, any case, a trailing slash allowed', () => {
    expect(matchesRoute('/', '/')).toBe(true);
    expect(matchesRoute('/', '/x')).toBe(false);
    expect(matchesRoute('/products/:id', '/products/42')).toBe(true);
    expect(matchesRoute('/products/:id', '/Products/42/')).toBe(true);
    expect(matchesRoute('/products/:id', '/products')).toBe(false);
    expect(matchesRoute('/products/:id', '/products/42/reviews')).toBe(false);
    expect(matchesRoute('/account', '/account/')).toBe(true);
    expect(matchesRoute('/account', '/accounts')).toBe(false);
  });

  it('matches the rest of a path with * (one or more) and *? (none or more)', () => {
    expect(matchesRoute('/admin/*?', '/admin')).toBe(true);
    expect(matchesRoute('/admin/*?', '/admin/login')).toBe(true);
    expect(matchesRoute('/admin/*?', '/admin/a/b')).toBe(true);
    expect(matchesRoute('/admin/*?', '/administrator')).toBe(false);
    expect(matchesRoute('/admin/*', '/admin')).toBe(false);
    expect(matchesRoute('/admin/*', '/admin/x')).toBe(true);
  });

  it('gives a path to the first remote owning it, else to nobody (the 404)', () => {
    const table = [
      { name: 'mfe_catalog', routes: ['/', '/products/:id'] },
      { name: 'mfe_checkout', routes: ['/payment', '/products/special'] },
      { name: 'mfe_admin', routes: ['/admin/*?'] },
    ];
    expect(remoteForPath(table, '/products/special')).toBe('mfe_catalog');
    expect(remoteForPath(table, '/payment')).toBe('mfe_checkout');
    expect(remoteForPath(table, '/admin/login')).toBe('mfe_admin');
    expect(remoteForPath(table, '/nowhere')).toBeUndefined();
  });
});

describe('releases and rollbacks', () => {
  const release = (version: string) => ({
    version,
    entry: `/remotes/mfe-catalog/${version}/remoteEntry.js`,
    routes: ['/'],
    shared: {},
  });

  it('keeps the replaced release to roll back to, one step at a time', () => {
    const first = withRelease(null, 'mfe_catalog', release('1.0.0-a'));
    const second = withRelease(first, 'mfe_catalog', release('1.1.0-b'));
    const third = withRelease(second, 'mfe_catalog', release('1.2.0-c'));
    expect(third.remotes.mfe_catalog?.version).toBe('1.2.0-c');
    expect(third.history?.mfe_catalog?.map((r) => r.version)).toEqual(['1.0.0-a', '1.1.0-b']);
    expect(remoteManifestSchema.safeParse(third).success).toBe(true);

    const back = withRollback(third, 'mfe_catalog');
    expect([back?.from?.version, back?.to.version]).toEqual(['1.2.0-c', '1.1.0-b']);
    const further = withRollback(back?.manifest ?? null, 'mfe_catalog');
    expect(further?.manifest.remotes.mfe_catalog?.version).toBe('1.0.0-a');
    expect(withRollback(further?.manifest ?? null, 'mfe_catalog')).toBeNull();
    expect(withRollback(null, 'mfe_catalog')).toBeNull();
  });

  it('re-releasing the live version adds no history, and other remotes are left alone', () => {
    const one = withRelease(null, 'mfe_catalog', release('1.0.0-a'));
    const two = withRelease(one, 'mfe_admin', release('3.0.0-z'));
    const again = withRelease(two, 'mfe_catalog', release('1.0.0-a'));
    expect(again.history?.mfe_catalog ?? []).toEqual([]);
    expect(Object.keys(again.remotes)).toEqual(['mfe_catalog', 'mfe_admin']);
  });
});
