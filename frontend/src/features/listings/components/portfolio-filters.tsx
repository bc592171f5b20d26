import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { LISTING_STATUSES, STATUS_LABELS } from '../listing-status';
import { type PortfolioSearch, statusFilterOf } from '../portfolio-search';

/** How long the search box waits after the last key before searching. */
const SEARCH_DEBOUNCE_MS = 300;

/** The option that leaves the status filter off. */
const EVERY = '';

const STATUS_OPTIONS = [
  { value: EVERY, label: 'All' },
  ...LISTING_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];

interface PortfolioFiltersProps {
  search: PortfolioSearch;
  /** Applies a change of filters; the page goes back to 1. */
  onChange: (search: PortfolioSearch) => void;
}

export function PortfolioFilters({ search, onChange }: PortfolioFiltersProps) {
  const [searchText, setSearchText] = useState(search.search);
  const [searchInUrl, setSearchInUrl] = useState(search.search);
  const applySearch = useDebouncedCallback(
    (text: string) => onChange({ ...search, search: text.trim(), page: 1 }),
    SEARCH_DEBOUNCE_MS,
  );

  // The URL changed under the box (Back, Show all): show what is searched now.
  if (search.search !== searchInUrl) {
    setSearchInUrl(search.search);
    if (search.search !== searchText.trim()) setSearchText(search.search);
  }

  return (
    <Group gap="sm" align="flex-end">
      <TextInput
        label="Search your domains"
        placeholder="Part of the name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={searchText}
        onChange={(event) => {
          const text = event.currentTarget.value;
          setSearchText(text);
          applySearch(text);
        }}
        style={{ flex: '1 1 220px' }}
      />
      <NativeSelect
        label="Status"
        data={STATUS_OPTIONS}
        value={search.status ?? EVERY}
        onChange={(event) =>
          onChange({ ...search, status: statusFilterOf(event.currentTarget.value), page: 1 })
        }
      />
    </Group>
  );
}
