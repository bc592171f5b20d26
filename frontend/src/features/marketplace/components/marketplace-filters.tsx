import {
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconAdjustments, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { components } from '@dlm/sdk';
import { formatCount } from '../../../lib/format';
import {
  hasActiveFilters,
  MAX_PRICE_DEFAULT,
  type MarketplaceSearch,
  MIN_PRICE_DEFAULT,
  QUICK_FILTERS,
  SORT_OPTIONS,
  type ViewMode,
} from '../search-state';

type FilterOptions = components['schemas']['MarketplaceFilters'];
type Facets = components['schemas']['MarketplaceFacets'];
type FacetCount = components['schemas']['FacetCount'];

/** How long the search box waits after the last key before searching. */
export const SEARCH_DEBOUNCE_MS = 300;
const ALL_PRICES = '';
const CUSTOM_RANGE = 'custom';
export const INVERTED_RANGE_MESSAGE = 'Min price cannot be more than max price';

function rangeValue(min: number, max: number): string {
  return `${min}-${max}`;
}

/** A count of listings as counted (exact up to 10,000): `10,000+` when it is a lower bound. */
export function formatCounted({ count, isLowerBound }: { count: number; isLowerBound: boolean }) {
  return `${formatCount(count)}${isLowerBound ? '+' : ''}`;
}

/** A label with the listings it would show, when the counts are known. */
function counted(
  label: string,
  count: Pick<FacetCount, 'count' | 'countIsLowerBound'> | undefined,
): string {
  return count === undefined
    ? label
    : `${label} (${formatCounted({ count: count.count, isLowerBound: count.countIsLowerBound })})`;
}

/**
 * Options of a dropdown: "All ..." first, and the current value even if the server lists it not;
 * each with how many listings it would show, when `counts` are known (a value without one, none).
 */
function choices(
  all: string,
  options: readonly string[],
  current: string,
  counts: readonly FacetCount[] | undefined,
) {
  const values = current && !options.includes(current) ? [...options, current] : options;
  const countOf = (value: string) =>
    counts &&
    (counts.find((facet) => facet.value === value) ?? {
      value,
      count: 0,
      countIsLowerBound: false,
    });
  return [
    { value: '', label: all },
    ...values.map((value) => ({ value, label: counted(value, countOf(value)) })),
  ];
}

function priceFromInput(value: number | string, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

interface MarketplaceFiltersProps {
  search: MarketplaceSearch;
  options: FilterOptions | undefined;
  /** How many listings each value would show, for the search and the other filters. */
  facets?: Facets;
  /** Applies a change of filters; the page goes back to 1. */
  onChange: (patch: Partial<MarketplaceSearch>) => void;
  onClear: () => void;
  onView: (view: ViewMode) => void;
}

export function MarketplaceFilters({
  search,
  options,
  facets,
  onChange,
  onClear,
  onView,
}: MarketplaceFiltersProps) {
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [searchText, setSearchText] = useState(search.search);
  const [searchInUrl, setSearchInUrl] = useState(search.search);
  // A custom range with its minimum above its maximum stays in the boxes, never in the search.
  const [invertedRange, setInvertedRange] = useState<{ min: number; max: number } | null>(null);
  const applySearch = useDebouncedCallback(
    (text: string) => onChange({ search: text.trim() }),
    SEARCH_DEBOUNCE_MS,
  );

  // The URL changed under the box (Back, Clear): show what is searched now.
  if (search.search !== searchInUrl) {
    setSearchInUrl(search.search);
    if (search.search !== searchText.trim()) setSearchText(search.search);
  }

  const ranges = options?.priceRanges ?? [];
  const matchingRange = ranges.find(
    (range) => range.min === search.minPrice && range.max === search.maxPrice,
  );
  const isDefaultPrice =
    search.minPrice === MIN_PRICE_DEFAULT && search.maxPrice === MAX_PRICE_DEFAULT;
  const priceValue = isDefaultPrice
    ? ALL_PRICES
    : matchingRange
      ? rangeValue(matchingRange.min, matchingRange.max)
      : CUSTOM_RANGE;
  const priceChoices = [
    { value: ALL_PRICES, label: 'All Prices' },
    ...ranges.map((range) => ({
      value: rangeValue(range.min, range.max),
      label: counted(
        range.label,
        facets &&
          (facets.priceRanges.find((each) => each.min === range.min && each.max === range.max) ?? {
            count: 0,
            countIsLowerBound: false,
          }),
      ),
    })),
    ...(priceValue === CUSTOM_RANGE ? [{ value: CUSTOM_RANGE, label: 'Custom range' }] : []),
  ];

  const change = (patch: Partial<MarketplaceSearch>) => {
    setInvertedRange(null);
    onChange(patch);
  };
  const clear = () => {
    setInvertedRange(null);
    onClear();
  };
  const shownMin = invertedRange?.min ?? search.minPrice;
  const shownMax = invertedRange?.max ?? search.maxPrice;
  const changeCustomRange = (min: number, max: number) => {
    if (min > max) setInvertedRange({ min, max });
    else change({ minPrice: min, maxPrice: max });
  };

  const choosePriceRange = (value: string) => {
    const range = ranges.find((option) => rangeValue(option.min, option.max) === value);
    if (range) change({ minPrice: range.min, maxPrice: range.max });
    else if (value === ALL_PRICES)
      change({ minPrice: MIN_PRICE_DEFAULT, maxPrice: MAX_PRICE_DEFAULT });
  };

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Search domains"
          placeholder="Search by name or description"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={searchText}
          onChange={(event) => {
            const text = event.currentTarget.value;
            setSearchText(text);
            applySearch(text);
          }}
          style={{ flex: '1 1 260px' }}
        />
        <NativeSelect
          label="Category"
          data={choices(
            'All Categories',
            options?.categories ?? [],
            search.category,
            facets?.categories,
          )}
          value={search.category}
          onChange={(event) => change({ category: event.currentTarget.value })}
        />
        <NativeSelect
          label="Extension"
          data={choices(
            'All Extensions',
            options?.extensions ?? [],
            search.extension,
            facets?.extensions,
          )}
          value={search.extension}
          onChange={(event) => change({ extension: event.currentTarget.value })}
        />
        <NativeSelect
          label="Price Range"
          data={priceChoices}
          value={priceValue}
          onChange={(event) => choosePriceRange(event.currentTarget.value)}
        />
        <NativeSelect
          label="Sort By"
          data={SORT_OPTIONS.map((option) => ({ value: option.value, label: option.label }))}
          value={search.sort}
          onChange={(event) =>
            change({ sort: event.currentTarget.value as MarketplaceSearch['sort'] })
          }
        />
        {/* As tall as the inputs, so the switch lines up with them rather than with their labels. */}
        <Group h={36} align="center">
          <Switch
            label="Verified only"
            checked={search.verifiedOnly}
            onChange={(event) => change({ verifiedOnly: event.currentTarget.checked })}
          />
        </Group>
      </Group>
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Button
            variant={advancedOpen ? 'light' : 'default'}
            leftSection={<IconAdjustments size={16} aria-hidden />}
            aria-expanded={advancedOpen}
            aria-controls="advanced-filters"
            onClick={() => setAdvancedOpen((open) => !open)}
          >
            Filters
          </Button>
          {hasActiveFilters(search) && (
            <Button variant="subtle" color="red" onClick={clear}>
              Clear
            </Button>
          )}
        </Group>
        <SegmentedControl
          aria-label="View"
          value={search.view}
          onChange={(value) => onView(value as ViewMode)}
          data={[
            { value: 'grid', label: 'Grid' },
            { value: 'list', label: 'List' },
          ]}
        />
      </Group>
      {advancedOpen && (
        <Paper
          withBorder
          radius="md"
          p="md"
          id="advanced-filters"
          component="section"
          aria-label="Advanced Filters"
        >
          <Stack gap="sm">
            <Text fw={600}>Advanced Filters</Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NativeSelect
                label="Registrar"
                data={choices(
                  'All Registrars',
                  options?.registrars ?? [],
                  search.registrar,
                  facets?.registrars,
                )}
                value={search.registrar}
                onChange={(event) => change({ registrar: event.currentTarget.value })}
              />
              <NumberInput
                label="Min Price"
                prefix="$"
                min={MIN_PRICE_DEFAULT}
                max={MAX_PRICE_DEFAULT}
                allowNegative={false}
                value={shownMin}
                error={invertedRange ? INVERTED_RANGE_MESSAGE : undefined}
                onChange={(value) =>
                  changeCustomRange(priceFromInput(value, MIN_PRICE_DEFAULT), shownMax)
                }
              />
              <NumberInput
                label="Max Price"
                prefix="$"
                min={MIN_PRICE_DEFAULT}
                max={MAX_PRICE_DEFAULT}
                allowNegative={false}
                value={shownMax}
                error={invertedRange !== null}
                onChange={(value) =>
                  changeCustomRange(shownMin, priceFromInput(value, MAX_PRICE_DEFAULT))
                }
              />
            </SimpleGrid>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                Quick filters:
              </Text>
              {QUICK_FILTERS.map((quick) => (
                <Button
                  key={quick.label}
                  size="xs"
                  variant="light"
                  onClick={() => change(quick.apply)}
                >
                  {quick.label}
                </Button>
              ))}
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
