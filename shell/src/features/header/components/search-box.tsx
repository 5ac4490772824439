import type { FormEvent } from 'react';
import { Box, Input, chakra, useCatalogFilter, useLocation, useNavigate } from '@festive/web-kit';
import { SearchIcon } from '../../../ui/icons';
import { rememberSearch } from '../recent-searches';

export const SEARCH_PLACEHOLDER = 'Search festival gifts, handicrafts and more';

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
  const { search, change, submit } = useHeaderSearch();
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
      <Box
        position="absolute"
        insetStart="3"
        top="50%"
        transform="translateY(-50%)"
        color="fg.muted"
        pointerEvents="none"
        zIndex="1"
      >
        <SearchIcon />
      </Box>
      <Input
        data-testid="header-search-input"
        type="search"
        enterKeyHint="search"
        aria-label="Search festival gifts"
        placeholder={SEARCH_PLACEHOLDER}
        value={search}
        onChange={(event) => change(event.target.value)}
        ps="10"
        bg="white"
        borderColor="saffron.200"
        borderRadius="full"
        _focusVisible={{ borderColor: 'saffron.500', outlineColor: 'saffron.500' }}
      />
    </chakra.form>
  );
}
