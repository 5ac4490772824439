import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient, ShopProvider } from '@festive/web-kit';
import { App } from './app/app';
import { isBackOffice } from './app/back-office';
import { readFrame, settledWithin } from './first-reads/first-reads';
import { FIRST_VIEW_LONGEST_MS, removeFirstView } from './first-view/release-first-view';
import { startLoadingPageRemote } from './remotes/early-remote';

// The one QueryClient of the page: remotes render inside this tree and share it.
const queryClient = createQueryClient();
const { pathname } = window.location;

startLoadingPageRemote(pathname, queryClient);
// The server's first view is normally handed over by the page (FirstViewHandoff); never kept
// for longer than this, whatever becomes of the page's code.
setTimeout(removeFirstView, FIRST_VIEW_LONGEST_MS);

const container = document.getElementById('root');
if (!container) throw new Error('index.html lost its #root element');
const root = createRoot(container);

// The frame is drawn with its reads' answers (first-reads.ts); the first render as a transition:
// React renders it in slices and gives the main thread back between them, so a phone stays
// responsive while the page is first built.
void (isBackOffice(pathname) ? Promise.resolve() : settledWithin(readFrame(queryClient))).then(() => {
  startTransition(() => {
    root.render(
      <StrictMode>
        <ShopProvider client={queryClient}>
          <App />
        </ShopProvider>
      </StrictMode>,
    );
  });
});
