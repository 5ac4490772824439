import { chakra, Flex, Text } from '@festive/web-kit';
import { Field } from '@festive/web-kit/controls';

interface TagsFieldProps {
  /** Tags offered for the chosen category; empty until one is chosen. */
  options: readonly string[];
  categoryChosen: boolean;
  value: string[];
  onChange(tags: string[]): void;
}

/** Festival or occasion tags, selectable once a category is chosen. */
export function TagsField({ options, categoryChosen, value, onChange }: TagsFieldProps) {
  // A tag the product already has stays visible even when it is not offered any more.
  const shown = [...options, ...value.filter((tag) => !options.includes(tag))];
  const toggle = (tag: string, checked: boolean) =>
    onChange(checked ? [...value, tag] : value.filter((selected) => selected !== tag));
  return (
    <Field.Root>
      <Field.Label as="span">Tags</Field.Label>
      {!categoryChosen ? (
        <Text
          color="fg.muted"
          fontSize="sm"
          borderWidth="1px"
          borderRadius="l2"
          px="3"
          py="2"
          w="full"
          data-testid="tags-placeholder"
        >
          Select category first
        </Text>
      ) : shown.length === 0 ? (
        <Text color="fg.muted" fontSize="sm" data-testid="tags-empty">
          No tags available. Select a category first.
        </Text>
      ) : (
        <Flex gap="2" wrap="wrap" role="group" aria-label="Tags" data-testid="tags-options">
          {shown.map((tag) => {
            const checked = value.includes(tag);
            return (
              <chakra.label
                key={tag}
                display="inline-flex"
                alignItems="center"
                gap="2"
                fontSize="sm"
                borderWidth="1px"
                borderColor={checked ? 'maroon.400' : 'border'}
                bg={checked ? 'maroon.50' : 'bg.panel'}
                borderRadius="full"
                px="3"
                py="1.5"
                cursor="pointer"
                _focusWithin={{ outline: '2px solid', outlineColor: 'maroon.500', outlineOffset: '1px' }}
              >
                <chakra.input
                  type="checkbox"
                  checked={checked}
                  onChange={(event) => toggle(tag, event.target.checked)}
                  accentColor="maroon.700"
                  w="4"
                  h="4"
                />
                {tag}
              </chakra.label>
            );
          })}
        </Flex>
      )}
    </Field.Root>
  );
}
