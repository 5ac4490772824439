import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient, ShopProvider } from '@festive/web-kit';
import { App } from './app/app';
import { FIRST_VIEW_LONGEST_MS, removeFirstView } from './first-view/release-first-view';
import { startLoadingPageRemote } from './remotes/early-remote';

startLoadingPageRemote(window.location.pathname);
// The server's first view is normally handed over by the page (FirstViewHandoff); never kept
// for longer than this, whatever becomes of the page's code.
setTimeout(removeFirstView, FIRST_VIEW_LONGEST_MS);

// The one QueryClient of the page: remotes render inside this tree and share it.
const queryClient = createQueryClient();

const container = document.getElementById('root');
if (!container) throw new Error('index.html lost its #root element');

// The first render as a transition: React renders it in slices and gives the main thread back
// between them, so a phone stays responsive while the page is first built.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <ShopProvider client={queryClient}>
        <App />
      </ShopProvider>
    </StrictMode>,
  );
});
