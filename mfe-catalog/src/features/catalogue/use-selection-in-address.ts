import { useEffect } from 'react';
import { useCatalogFilter, useSearchParams } from '@festive/web-kit';
import {
  catalogueSelectionOf,
  catalogueSelectionQuery,
  cataloguePageTitle,
  SHOP_NAME,
} from '@festive/contracts';

/** Shows the tab and selection the address's query names, when they are not shown already. */
export function showSelectionOf(query: string): void {
  const named = catalogueSelectionOf(query);
  const { tab, selection } = useCatalogFilter.getState();
  if (tab !== named.tab || selection !== named.selection) useCatalogFilter.setState(named);
}

/**
 * The home page keeps its tab and selection in its address (`/?festival=Diwali`): an address
 * chooses them (a shared link, a header festival link, a reload, Back), and choosing them on the
 * page rewrites the address (and the tab's title) in place, so the page reloads and shares as it
 * is shown without a history entry per change. Search text stays out of the address: it changes
 * with every key.
 */
export function useSelectionInAddress(): void {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const tab = useCatalogFilter((state) => state.tab);
  const selection = useCatalogFilter((state) => state.selection);

  useEffect(() => showSelectionOf(query), [query]);

  useEffect(() => {
    // Read from the store, not this render: on the first render the address above has just
    // chosen the selection, and this render's values are the ones it replaced.
    const shown = useCatalogFilter.getState();
    document.title = cataloguePageTitle(shown);
    const next = catalogueSelectionQuery(shown, query);
    if (next !== query) setParams(next, { replace: true });
    // The tab's title names the selection only while the catalogue shows it.
    return () => {
      document.title = SHOP_NAME;
    };
    // The address follows the selection, not the other way round: `query` is only read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tab, selection]);
}
