import { lazy, StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Badge, Box, Flex, Text } from '@chakra-ui/react';
import { createQueryClient } from './api/query-client';
import { useToasterWanted } from './notify';
import { ShopProvider } from './providers/shop-provider';
import { countItems, useCartStore } from './stores/cart';

/**
 * A remote alone on its dev port (`npm run dev -w mfe-catalog`): the providers the shell would
 * give it and a slim bar in place of the shell's header. Not part of the federation-shared
 * surface: only standalone builds import `@festive/web-kit/standalone`.
 */
const ShopToaster = lazy(() =>
  import('./overlays/toaster').then((module) => ({ default: module.ShopToaster })),
);

function Toasts() {
  return useToasterWanted() ? (
    <Suspense fallback={null}>
      <ShopToaster />
    </Suspense>
  ) : null;
}

function StandaloneBar({ name }: { name: string }) {
  const count = useCartStore((state) => countItems(state.items));
  return (
    <Flex
      as="header"
      bg="maroon.800"
      color="white"
      px="4"
      py="2"
      align="center"
      justify="space-between"
      gap="3"
    >
      <Text fontWeight="bold">Festival Gifts · {name} (standalone)</Text>
      <Badge bg="gold.400" color="maroon.950" aria-label={`${count} item(s) in cart`}>
        Cart {count}
      </Badge>
    </Flex>
  );
}

export function renderStandalone(name: string, App: ComponentType): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lost its #root element');
  createRoot(container).render(
    <StrictMode>
      <ShopProvider client={createQueryClient()}>
        <StandaloneBar name={name} />
        <Box as="main">
          <App />
        </Box>
        <Toasts />
      </ShopProvider>
    </StrictMode>,
  );
}
