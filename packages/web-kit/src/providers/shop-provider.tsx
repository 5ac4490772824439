import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { shopSystem } from '../theme/system';

/**
 * Chakra system and the QueryClient. The shell renders it once; remotes render inside the
 * shell's tree and so share both. A remote's standalone dev page renders its own.
 */
export function ShopProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <ChakraProvider value={shopSystem()}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </ChakraProvider>
  );
}
