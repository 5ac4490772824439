import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  it('never retries, refetches on focus, polls or goes stale', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    });
    expect(mutations).toMatchObject({ retry: false });
  });
});
