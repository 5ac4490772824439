import { screen } from '@testing-library/react';
import { ALL_SELECTION, type Product, type ProductsPage } from '@festive/contracts';
import { useCatalogFilter } from '@festive/web-kit';
import {
  json,
  renderWithShop,
  stubFetch,
  type StubAnswer,
  type StubbedRequest,
} from '@festive/web-kit/testing';
import { useCatalogueProducts } from '../api/catalogue-products';
import { CatalogueResults } from './catalogue-results';
import { CatalogueTabs } from './catalogue-tabs';

const FESTIVAL_EMPTY =
  'No products found for this festival. Try selecting a different festival or browse all festivals.';
const OCCASION_EMPTY =
  'No products found for this occasion. Try selecting a different occasion or browse all occasions.';

const product = (index: number): Product => ({
  id: `0c1d2e3f-4a5b-4c6d-8e7f-${String(index).padStart(12, '0')}`,
  sku: null,
  name: `Gift ${index}`,
  description: '',
  price: '500.00',
  image: `/objects/uploads/gift-${index}`,
  images: null,
  category: 'Gift Hampers',
  subcategory: null,
  tags: null,
  occasion: 'Festivals',
  stock: 3,
  sizeOptions: null,
  color: null,
  material: null,
  hsnCode: '9505',
  gstRate: 18,
});
const page = (items: Product[], nextCursor: string | null = null): ProductsPage => ({ items, nextCursor });

/** The grid as the catalogue page drives it: tabs and search from the shared filter store. */
function Catalogue() {
  const tab = useCatalogFilter((state) => state.tab);
  const selection = useCatalogFilter((state) => state.selection);
  const search = useCatalogFilter((state) => state.search);
  const products = useCatalogueProducts({ tab, selection, search });
  return (
    <>
      <CatalogueTabs />
      <CatalogueResults products={products} tab={tab} />
    </>
  );
}

async function openCatalogue(products: (request: StubbedRequest) => StubAnswer | Promise<StubAnswer>) {
  const network = stubFetch({ 'GET /api/products': products });
  return { network, ...(await renderWithShop(<Catalogue />)) };
}

beforeEach(() => useCatalogFilter.setState({ tab: 'festival', selection: ALL_SELECTION, search: '' }));

describe('CatalogueResults', () => {
  it('gives each tab its own message when nothing matches', async () => {
    useCatalogFilter.getState().setSearch('no such gift zzz');
    const { user, network } = await openCatalogue(() => json(page([])));
    expect(await screen.findByTestId('products-empty')).toHaveTextContent(FESTIVAL_EMPTY);
    expect(network.requests[0]?.path).toBe('/api/products?tab=festival&limit=24&search=no+such+gift+zzz');

    await user.click(screen.getByRole('tab', { name: 'SPECIAL OCCASIONS' }));
    expect(await screen.findByText(OCCASION_EMPTY)).toBeInTheDocument();
    expect(screen.getByTestId('products-empty').textContent).toBe(OCCASION_EMPTY);
    expect(network.requests[1]?.path).toBe(
      '/api/products?tab=special_occasion&limit=24&search=no+such+gift+zzz',
    );
  });

  it('says it is loading until the first page arrives', async () => {
    let answer: () => void = () => undefined;
    await openCatalogue(() => new Promise((resolve) => (answer = () => resolve(json(page([product(1)]))))));
    expect(screen.getByText('Loading products...')).toBeInTheDocument();
    answer();
    expect(await screen.findByText('Gift 1')).toBeInTheDocument();
    expect(screen.queryByText('Loading products...')).not.toBeInTheDocument();
  });

  it('offers to try again when the gifts cannot load', async () => {
    let fail = true;
    const { user } = await openCatalogue(() =>
      fail ? json({ message: 'catalog is down' }, 503) : json(page([product(1)])),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the gifts');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Gift 1')).toBeInTheDocument();
  });

  it('pages in more gifts after the cursor', async () => {
    const { user, network } = await openCatalogue(({ path }) =>
      path.includes('cursor=') ? json(page([product(2)])) : json(page([product(1)], 'after-1')),
    );
    await screen.findByText('Gift 1');
    await user.click(screen.getByRole('button', { name: 'Show more gifts' }));
    expect(await screen.findByText('Gift 2')).toBeInTheDocument();
    expect(network.requests.at(-1)?.path).toBe('/api/products?tab=festival&limit=24&cursor=after-1');
    expect(screen.queryByRole('button', { name: 'Show more gifts' })).not.toBeInTheDocument();
  });

  it('keeps "Load more" in place, busy, while a page of cards is still being drawn', async () => {
    const items = Array.from({ length: 10 }, (_, index) => product(index + 1));
    await openCatalogue(() => json(page(items, 'after-10')));
    await screen.findByText('Gift 1');
    // The first row is drawn at once, the rest a row per frame.
    expect(screen.queryByText('Gift 10')).not.toBeInTheDocument();
    expect(screen.getByTestId('products-load-more')).toHaveTextContent('Loading more gifts...');

    await screen.findByText('Gift 10');
    expect(await screen.findByRole('button', { name: 'Show more gifts' })).toBeInTheDocument();
  });
});
