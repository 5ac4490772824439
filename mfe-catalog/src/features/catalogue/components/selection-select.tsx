import { Box, chakra, useCatalogFilter } from '@festive/web-kit';
import { ALL_SELECTION, FESTIVALS } from '@festive/contracts';
import { useOccasions } from '../api/occasions';

const SELECT_ID = 'catalogue-selection';

/**
 * The festival or occasion dropdown, a native select: accessible, light, and the
 * phone's own picker. Occasions come from the server: disabled with 'Loading occasions...'
 * while loading, and 'No occasions available' when there are none.
 */
export function SelectionSelect() {
  const tab = useCatalogFilter((state) => state.tab);
  const selection = useCatalogFilter((state) => state.selection);
  const setSelection = useCatalogFilter((state) => state.setSelection);
  const festivalTab = tab === 'festival';
  const occasions = useOccasions(!festivalTab);

  let options: { value: string; label: string }[];
  let placeholder: string | null = null;
  if (festivalTab) {
    options = [
      { value: ALL_SELECTION, label: 'All Festivals' },
      ...FESTIVALS.map((name) => ({ value: name, label: name })),
    ];
  } else if (occasions.isPending) {
    options = [];
    placeholder = 'Loading occasions...';
  } else if (!occasions.data?.length) {
    options = [];
    placeholder = 'No occasions available';
  } else {
    options = [
      { value: ALL_SELECTION, label: 'All Special Occasions' },
      ...occasions.data.map((occasion) => ({ value: occasion.name, label: occasion.name })),
    ];
  }

  const label = festivalTab ? 'Choose Festival' : 'Choose Occasion';
  const disabled = placeholder !== null;
  return (
    <Box minW={{ md: 'xs' }}>
      <chakra.label
        htmlFor={SELECT_ID}
        display="block"
        mb="1.5"
        fontSize="sm"
        fontWeight="semibold"
        color="maroon.800"
      >
        {label}
      </chakra.label>
      <Box position="relative">
        <chakra.select
          id={SELECT_ID}
          data-testid="selection-select"
          disabled={disabled}
          value={disabled ? '' : selection}
          onChange={(event) => setSelection(event.currentTarget.value)}
          appearance="none"
          width="full"
          h="10"
          ps="3"
          pe="9"
          fontSize="md"
          bg="white"
          color="fg"
          borderWidth="1px"
          borderColor="saffron.300"
          borderRadius="l2"
          cursor={disabled ? 'not-allowed' : 'pointer'}
          opacity={disabled ? 0.6 : 1}
          focusVisibleRing="outside"
          focusRingColor="saffron.500"
        >
          {disabled ? (
            <option value="">{placeholder}</option>
          ) : (
            options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))
          )}
        </chakra.select>
        <Box
          position="absolute"
          insetEnd="3"
          top="50%"
          transform="translateY(-50%)"
          pointerEvents="none"
          color="maroon.800"
        >
          <svg
            width="16"
            height="16"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="m6 9 6 6 6-6" />
          </svg>
        </Box>
      </Box>
    </Box>
  );
}
