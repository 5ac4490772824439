import { Box, Input, useCatalogFilter, useLocation, useNavigate } from '@festive/web-kit';
import { SearchIcon } from '../../../ui/icons';

/**
 * The header search: every keystroke becomes the catalogue's search text. Typing on
 * another page brings the shopper to the catalogue, where the results are. Hidden on narrow
 * screens, as the spec asks.
 */
export function SearchBox() {
  const search = useCatalogFilter((state) => state.search);
  const setSearch = useCatalogFilter((state) => state.setSearch);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Box role="search" position="relative" flex="1" maxW="xl" display={{ base: 'none', md: 'block' }}>
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
        aria-label="Search festival gifts"
        placeholder="Search festival gifts, handicrafts and more"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          if (pathname !== '/') navigate('/');
        }}
        ps="10"
        bg="white"
        borderColor="saffron.200"
        borderRadius="full"
        _focusVisible={{ borderColor: 'saffron.500', outlineColor: 'saffron.500' }}
      />
    </Box>
  );
}
