import { create } from 'zustand';
import { ALL_SELECTION, type CatalogTab } from '@festive/contracts';

/**
 * The catalogue filter: tab, selection and search text. Shared so that the shell
 * header (search box, festival links) drives the catalog remote's grid.
 */
export interface CatalogFilterState {
  tab: CatalogTab;
  /** `ALL_SELECTION` or a festival / occasion name. */
  selection: string;
  search: string;
  /** Switching tab resets the selection to all. */
  setTab: (tab: CatalogTab) => void;
  setSelection: (selection: string) => void;
  setSearch: (search: string) => void;
  /** A header festival link: the festival tab with that festival selected. */
  showFestival: (name: string) => void;
}

export const useCatalogFilter = create<CatalogFilterState>()((set) => ({
  tab: 'festival',
  selection: ALL_SELECTION,
  search: '',
  setTab: (tab) => set({ tab, selection: ALL_SELECTION }),
  setSelection: (selection) => set({ selection }),
  setSearch: (search) => set({ search }),
  showFestival: (name) => set({ tab: 'festival', selection: name }),
}));
