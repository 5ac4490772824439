import type { FormEvent } from 'react';
import { chakra, useCatalogFilter, useLocation, useNavigate } from '@festive/web-kit';
import { rememberSearch } from '../recent-searches';
import { SearchField } from './search-field';

/**
 * What both header searches do: every keystroke becomes the catalogue's search text, and typing
 * on another page brings the shopper to the catalogue, where the results are. Submitting (Enter,
 * the phone keyboard's search key) keeps the text among the recent searches.
 */
export function useHeaderSearch() {
  const search = useCatalogFilter((state) => state.search);
  const setSearch = useCatalogFilter((state) => state.setSearch);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const change = (value: string) => {
    setSearch(value);
    if (pathname !== '/') navigate('/');
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    rememberSearch(search);
    if (pathname !== '/') navigate('/');
  };
  return { search, change, submit };
}

/** The header search box, from md up; narrow screens have the search button instead. */
export function SearchBox() {
  const { submit } = useHeaderSearch();
  return (
    <chakra.form
      role="search"
      aria-label="Products"
      onSubmit={submit}
      position="relative"
      flex="1"
      maxW="xl"
      display={{ base: 'none', md: 'block' }}
    >
      <SearchField testId="header-search-input" focusOutline="saffron.500" />
    </chakra.form>
  );
}
