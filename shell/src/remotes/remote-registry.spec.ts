import { entryUrl } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

describe('entryUrl', () => {
  it('keeps the first attempt as published and busts caches on retries', () => {
    expect(entryUrl('/remotes/mfe-catalog/remoteEntry.js', 0)).toBe('/remotes/mfe-catalog/remoteEntry.js');
    expect(entryUrl('/remotes/mfe-catalog/remoteEntry.js', 2)).toBe(
      '/remotes/mfe-catalog/remoteEntry.js?retry=2',
    );
    expect(entryUrl('https://cdn.example/remoteEntry.js?v=7', 1)).toBe(
      'https://cdn.example/remoteEntry.js?v=7&retry=1',
    );
  });
});
