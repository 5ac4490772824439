import { Suspense, use, useEffect } from 'react';
import { Box, Flex, useLocation } from '@festive/web-kit';
import { FirstViewHandoff } from '../first-view/first-view-handoff';
import { CartPanelHost } from '../features/cart/components/cart-panel-host';
import { CartSync } from '../features/cart/sync/cart-sync';
import { SiteFooter } from '../features/footer/components/site-footer';
import { isBackOffice } from './back-office';
import { SiteHeader } from './site-header';
import { NotFoundPage } from '../features/not-found/components/not-found-page';
import { ToasterHost } from '../features/toasts/components/toaster-host';
import { remoteManifest, remoteOwning } from '../remotes/remote-manifest';
import { RemoteLoading, RemoteMount } from '../remotes/remote-mount';

/**
 * Which remote answers which page comes from the runtime manifest: each remote declares the
 * paths it owns, so a remote adds or moves a page with its own release, never the shell's. The
 * first remote (in manifest order) owning the path answers; nobody owning it is the shell's 404.
 * Keyed by remote, not by path: moving between two pages of one remote keeps it mounted.
 */
function ShopRoutes() {
  const { pathname } = useLocation();
  const manifest = use(remoteManifest());
  const name = remoteOwning(manifest, pathname);
  if (!name) {
    return (
      <>
        <NotFoundPage />
        <FirstViewHandoff />
      </>
    );
  }
  return <RemoteMount key={name} name={name} />;
}

/** Storefront pages get the shared header and footer; the back office (/admin) has its own frame. */
export function App() {
  const { pathname } = useLocation();
  // A new page starts at its top (the router does not restore scroll). A block
  // body on purpose: recent Chromium returns a promise from scrollTo, and an effect must not
  // return anything but a cleanup function.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  const backOffice = isBackOffice(pathname);
  return (
    <Flex direction="column" minH="100dvh">
      {!backOffice && <SiteHeader />}
      {/* A page's content arrives after the remote loads: the main area fills the screen from the
          start, so the footer waits below the fold instead of jumping down when it arrives. */}
      <Box as="main" flex="1" id="main" minH={backOffice ? undefined : '100dvh'}>
        <Suspense fallback={<RemoteLoading />}>
          <ShopRoutes />
        </Suspense>
      </Box>
      {!backOffice && <SiteFooter />}
      <CartPanelHost />
      <CartSync />
      <ToasterHost />
    </Flex>
  );
}
