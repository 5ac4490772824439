import { useEffect } from 'react';
import { Box, Flex, Route, Switch, useLocation } from '@festive/web-kit';
import { CartPanelHost } from '../features/cart/components/cart-panel-host';
import { CartSync } from '../features/cart/sync/cart-sync';
import { SiteFooter } from '../features/footer/components/site-footer';
import { SiteHeader } from '../features/header/components/site-header';
import { NotFoundPage } from '../features/not-found/components/not-found-page';
import { ToasterHost } from '../features/toasts/components/toaster-host';
import { RemoteMount } from '../remotes/remote-mount';

/**
 * Which remote answers which route (spec §2). Each remote picks its own page from the path;
 * the shell only decides whose page it is, and owns the 404. The first matching route renders
 * (patterns match whole paths, any case, trailing slash allowed). The routes are written out,
 * not mapped with keys: a key per path would remount the remote between its own pages.
 */
function ShopRoutes() {
  return (
    <Switch>
      <Route path="/">
        <RemoteMount name="mfe_catalog" />
      </Route>
      <Route path="/products/:id">
        <RemoteMount name="mfe_catalog" />
      </Route>
      <Route path="/delivery-details">
        <RemoteMount name="mfe_checkout" />
      </Route>
      <Route path="/verify-otp">
        <RemoteMount name="mfe_checkout" />
      </Route>
      <Route path="/payment">
        <RemoteMount name="mfe_checkout" />
      </Route>
      <Route path="/order-success">
        <RemoteMount name="mfe_checkout" />
      </Route>
      <Route path="/account">
        <RemoteMount name="mfe_account" />
      </Route>
      {/* `/*?`: /admin itself as well as everything under it. */}
      <Route path="/admin/*?">
        <RemoteMount name="mfe_admin" />
      </Route>
      <Route path="*">
        <NotFoundPage />
      </Route>
    </Switch>
  );
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
  const backOffice = pathname === '/admin' || pathname.startsWith('/admin/');
  return (
    <Flex direction="column" minH="100dvh">
      {!backOffice && <SiteHeader />}
      <Box as="main" flex="1" id="main">
        <ShopRoutes />
      </Box>
      {!backOffice && <SiteFooter />}
      <CartPanelHost />
      <CartSync />
      <ToasterHost />
    </Flex>
  );
}
