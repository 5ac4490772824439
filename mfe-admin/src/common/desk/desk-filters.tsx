import { useState, type FormEvent } from 'react';
import { Button, chakra, Flex } from '@festive/web-kit';
import { Field, FieldInput, NativeSelect } from '@festive/web-kit/controls';
import { type DeskFilters, isFiltered, NO_FILTERS } from './desk-url';

export interface FilterOption {
  value: string;
  label: string;
}

function Select({
  label,
  value,
  options,
  anyLabel,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  anyLabel: string;
  onChange(value: string): void;
}) {
  return (
    <Field.Root w={{ base: 'full', sm: '44' }}>
      <Field.Label fontSize="xs">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{anyLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function Day({ label, value, onChange }: { label: string; value: string; onChange(value: string): void }) {
  return (
    <Field.Root w={{ base: 'full', sm: '40' }}>
      <Field.Label fontSize="xs">{label}</Field.Label>
      <FieldInput size="sm" type="date" value={value} onChange={(event) => onChange(event.target.value)} />
    </Field.Root>
  );
}

/**
 * The search box and filters above a desk list. The search runs when submitted (Enter or
 * Search), the filters as soon as they change; any change goes back to the first page.
 */
export function DeskFiltersBar({
  filters,
  onChange,
  searchLabel,
  searchPlaceholder,
  statuses,
  payments,
}: {
  filters: DeskFilters;
  onChange(next: DeskFilters): void;
  searchLabel: string;
  searchPlaceholder: string;
  statuses: readonly FilterOption[];
  payments?: readonly FilterOption[];
}) {
  const [text, setText] = useState(filters.q);
  // Back, Forward or Clear changes the URL's search: the box follows it (set while rendering,
  // React's way of deriving state from a changed prop).
  const [urlText, setUrlText] = useState(filters.q);
  if (urlText !== filters.q) {
    setUrlText(filters.q);
    setText(filters.q);
  }
  const change = (patch: Partial<DeskFilters>) => onChange({ ...filters, ...patch, page: 1 });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change({ q: text.trim() });
  };

  return (
    <chakra.form onSubmit={submit} role="search" aria-label={searchLabel} mb="4">
      <Flex gap="3" wrap="wrap" align="flex-end">
        <Field.Root flex="1" minW={{ base: 'full', md: '64' }}>
          <Field.Label fontSize="xs">{searchLabel}</Field.Label>
          <FieldInput
            size="sm"
            type="search"
            value={text}
            maxLength={100}
            placeholder={searchPlaceholder}
            onChange={(event) => setText(event.target.value)}
          />
        </Field.Root>
        <Button type="submit" size="sm" colorPalette="maroon">
          Search
        </Button>
        <Select
          label="Status"
          value={filters.status}
          options={statuses}
          anyLabel="Any status"
          onChange={(status) => change({ status })}
        />
        {payments && (
          <Select
            label="Payment"
            value={filters.payment}
            options={payments}
            anyLabel="Any payment"
            onChange={(payment) => change({ payment })}
          />
        )}
        <Day label="From" value={filters.from} onChange={(from) => change({ from })} />
        <Day label="To" value={filters.to} onChange={(to) => change({ to })} />
        {isFiltered(filters) && (
          <Button size="sm" variant="ghost" onClick={() => onChange(NO_FILTERS)}>
            Clear
          </Button>
        )}
      </Flex>
    </chakra.form>
  );
}
