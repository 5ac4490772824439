import { lazy, Suspense } from 'react';
import { PRODUCT_PAGE_ROUTE } from '@festive/contracts';
import { Center, Spinner, Text, useLocation, useRoute } from '@festive/web-kit';
import { CataloguePage } from './catalogue-page';
import { loadProductPage } from './product-page-chunk';

// A product page is opened from the admin table, rarely first: keep it off the home page's JS.
const ProductPage = lazy(() => loadProductPage().then((module) => ({ default: module.ProductPage })));

export { firstReads } from './first-reads';

/**
 * The exposed `./app`. The shell mounts it at the paths in ./routes; the page is chosen from the
 * full path here so the remote needs no knowledge of the shell's route tree.
 */
export default function App() {
  return (
    <>
      <CataloguePages />
      {__RELEASE_MARKER__ && <span hidden data-release-marker={__RELEASE_MARKER__} />}
    </>
  );
}

/** Replaced at build time by RELEASE_MARKER (empty in ordinary builds). */
declare const __RELEASE_MARKER__: string;

function CataloguePages() {
  const { pathname } = useLocation();
  const [isProduct, product] = useRoute(PRODUCT_PAGE_ROUTE);
  if (isProduct) {
    return (
      <Suspense
        fallback={
          <Center py="20">
            <Spinner size="lg" color="saffron.600" role="status" aria-label="Loading product" />
          </Center>
        }
      >
        <ProductPage id={product.id} />
      </Suspense>
    );
  }
  if (pathname === '/') return <CataloguePage />;
  return (
    <Text p="8" textAlign="center" color="fg.muted">
      The catalogue has no page at {pathname}.
    </Text>
  );
}
