import { Group, NativeSelect } from '@mantine/core';
import { type DealListSearch, roleFilterOf, statusFilterOf } from '../deal-list-search';

/** The option that leaves a filter off. */
const EVERY = '';

const ROLE_OPTIONS = [
  { value: EVERY, label: 'All' },
  { value: 'seller', label: 'As seller' },
  { value: 'buyer', label: 'As buyer' },
];

const STATUS_OPTIONS = [
  { value: EVERY, label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'completed', label: 'Completed' },
  { value: 'cancelled', label: 'Cancelled' },
];

type Filters = Pick<DealListSearch, 'role' | 'status'>;

interface DealFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
}

export function DealFilters({ filters, onChange }: DealFiltersProps) {
  return (
    <Group gap="md" align="flex-end">
      <NativeSelect
        label="Role"
        data={ROLE_OPTIONS}
        value={filters.role ?? EVERY}
        onChange={(event) =>
          onChange({ ...filters, role: roleFilterOf(event.currentTarget.value) })
        }
      />
      <NativeSelect
        label="Status"
        data={STATUS_OPTIONS}
        value={filters.status ?? EVERY}
        onChange={(event) =>
          onChange({ ...filters, status: statusFilterOf(event.currentTarget.value) })
        }
      />
    </Group>
  );
}
