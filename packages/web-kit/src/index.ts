/**
 * @festive/web-kit: the federation-shared module every page loads, besides React.
 *
 * Every name exported here ships in the shared chunk whether a page uses it or not (a shared
 * module cannot be tree-shaken against unknown consumers), so this list IS the first-page
 * budget: add a Chakra, router or query export only when a first page paints it. The drawer
 * and toaster live in `./overlays`, the later pages' controls in `./controls` (both lazy).
 */

/* ---------- Chakra UI: only what the first pages paint ---------- */
export {
  Badge,
  Box,
  Button,
  Center,
  chakra,
  Flex,
  Heading,
  HStack,
  IconButton,
  Image,
  Link,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  VStack,
} from '@chakra-ui/react';
export type { ButtonProps } from '@chakra-ui/react';
export { Input } from './ui/input';
export { DiyaIcon } from './ui/diya-icon';
export { NotFound } from './ui/not-found';

/* ---------- Routing: wouter on the browser's own history (no provider needed) ---------- */
// `Navigate` is wouter's `Redirect` (same `to` and `replace` props) under the name the apps use.
export { Redirect as Navigate, useRoute, useSearchParams } from 'wouter';
export { useLocation, useNavigate } from './routing/location';
export { isPlainClick, RouterLink } from './routing/router-link';

/* ---------- Data loading ---------- */
export {
  infiniteQueryOptions,
  keepPreviousData,
  notifyManager,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
export type { QueryClient } from '@tanstack/react-query';
export { createQueryClient } from './api/query-client';
export { apiCall, apiLoadOrNull, apiRequest, HttpError, serverMessage, unparsed } from './api/http';
export { SESSION_QUERY_KEY, sessionQuery, useSession } from './data/session';
export { currencyQuery, useCurrency } from './data/currency';

/* ---------- Look and feel ---------- */
export { ShopProvider } from './providers/shop-provider';
export { buildShopSystemInSteps } from './theme/system';
export { notify, useToasterWanted } from './notify';

/* ---------- Formatting ---------- */
export { formatCheckoutTotal, formatPrice, formatSubtotal } from './format/price';
export type { DisplayCurrency } from './format/price';
export { dateFormatOnFirstUse, formatDate } from './format/date';
export { formatPhone } from './format/phone';
export { freeShippingMessage } from './format/free-shipping';
export { linesTotalPaise, paiseOrNull } from './format/money';

/* ---------- Shared state ---------- */
export { canIncrease, countItems, useCartCount, useCartStore } from './stores/cart';
export type { CartLineItem } from './stores/cart';
export { useCatalogFilter } from './stores/catalog-filter';
export {
  checkoutCartOf,
  clearCheckoutCart,
  readCheckoutCart,
  saveCheckoutCart,
} from './stores/checkout-cart';
export type { CheckoutCart } from './stores/checkout-cart';
