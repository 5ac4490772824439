import { useEffect } from 'react';
import { Box, Flex, Route, Routes, useLocation } from '@festive/web-kit';
import { CartPanelHost } from '../features/cart/components/cart-panel-host';
import { CartSync } from '../features/cart/sync/cart-sync';
import { SiteFooter } from '../features/footer/components/site-footer';
import { SiteHeader } from '../features/header/components/site-header';
import { NotFoundPage } from '../features/not-found/components/not-found-page';
import { ToasterHost } from '../features/toasts/components/toaster-host';
import { RemoteMount } from '../remotes/remote-mount';

const CHECKOUT_PATHS = ['/delivery-details', '/verify-otp', '/payment', '/order-success'] as const;

/**
 * Which remote answers which route (spec §2). Each remote picks its own page from the path;
 * the shell only decides whose page it is, and owns the 404.
 */
function ShopRoutes() {
  return (
    <Routes>
      <Route path="/" element={<RemoteMount name="mfe_catalog" />} />
      <Route path="/products/:id" element={<RemoteMount name="mfe_catalog" />} />
      {CHECKOUT_PATHS.map((path) => (
        <Route key={path} path={path} element={<RemoteMount name="mfe_checkout" />} />
      ))}
      <Route path="/account" element={<RemoteMount name="mfe_account" />} />
      <Route path="/admin/*" element={<RemoteMount name="mfe_admin" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** Storefront pages get the shared header and footer; the back office (/admin) has its own frame. */
export function App() {
  const { pathname } = useLocation();
  // A new page starts at its top (the declarative router does not restore scroll). A block
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
