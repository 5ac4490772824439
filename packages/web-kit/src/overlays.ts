/**
 * `@festive/web-kit/overlays`: the cart drawer and the toaster, a federation-shared singleton
 * of its own loaded on first use (the Drawer and the Toaster behind React.lazy). The
 * controls of the later pages live in `./controls`.
 */
export { Drawer } from './overlays/parts';
export { ShopToaster, showToast } from './overlays/toaster';
export { CloseButton, Portal } from '@chakra-ui/react';
