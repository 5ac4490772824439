import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { shopSystem } from '../theme/system';
import { createShopStyleCache } from '../theme/style-cache';

let styleCache: EmotionCache | undefined;

/**
 * Chakra system, its style cache and the QueryClient. The shell renders it once; remotes render
 * inside the shell's tree and so share all three. A remote's standalone dev page renders its own.
 */
export function ShopProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  styleCache ??= createShopStyleCache();
  return (
    <CacheProvider value={styleCache}>
      <ChakraProvider value={shopSystem()}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </ChakraProvider>
    </CacheProvider>
  );
}
