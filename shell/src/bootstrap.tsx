import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient, ShopProvider } from '@festive/web-kit';
import { App } from './app/app';

// The one QueryClient of the page: remotes render inside this tree and share it.
const queryClient = createQueryClient();

const container = document.getElementById('root');
if (!container) throw new Error('index.html lost its #root element');

createRoot(container).render(
  <StrictMode>
    <ShopProvider client={queryClient}>
      <App />
    </ShopProvider>
  </StrictMode>,
);
