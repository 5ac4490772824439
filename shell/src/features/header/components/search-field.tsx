import type { Ref } from 'react';
import { Box, Input } from '@festive/web-kit';
import { SearchIcon } from '../../../ui/icons';
import { useHeaderSearch } from './search-box';

export const SEARCH_PLACEHOLDER = 'Search festival gifts, handicrafts and more';

/** The search input of both header searches, with its icon: the same field on every width. */
export function SearchField({
  testId,
  inputRef,
  focusOutline,
}: {
  testId: string;
  inputRef?: Ref<HTMLInputElement>;
  /** The focus outline: gold on the maroon row of narrow screens, saffron in the wide header. */
  focusOutline: string;
}) {
  const { search, change } = useHeaderSearch();
  return (
    <>
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
        ref={inputRef}
        data-testid={testId}
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
        _focusVisible={{ borderColor: 'saffron.500', outlineColor: focusOutline }}
      />
    </>
  );
}
