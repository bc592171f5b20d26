import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { EventFilters } from '../api/events';
import { useEventTypes } from '../api/event-types';
import { type DraftErrors, draftOf, type EventFilterDraft, filtersOf } from '../event-search';

interface EventFiltersFormProps {
  /** The filters applied now (from the URL); the form starts from them. */
  filters: EventFilters;
  onApply: (filters: EventFilters) => void;
  onReset: () => void;
}

/** The choices of a select, with the applied value kept even if the list does not have it. */
function choices(known: string[] | undefined, current: string | null): string[] {
  const list = known ?? [];
  return current && !list.includes(current) ? [current, ...list] : list;
}

/** The event browser's filters; nothing is asked for until Apply. */
export function EventFiltersForm({ filters, onApply, onReset }: EventFiltersFormProps) {
  const types = useEventTypes();
  const [draft, setDraft] = useState<EventFilterDraft>(() => draftOf(filters));
  const [errors, setErrors] = useState<DraftErrors>({});

  const change = <K extends keyof EventFilterDraft>(field: K, value: EventFilterDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const result = filtersOf(draft);
    if (result.errors) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onApply(result.filters);
  };

  const reset = () => {
    setDraft(draftOf({}));
    setErrors({});
    onReset();
  };

  const typesUnavailable = types.isError ? 'The list of types could not be loaded.' : undefined;

  return (
    <form role="search" aria-label="Filter events" onSubmit={apply} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          <Select
            label="Event type"
            placeholder="Any type"
            data={choices(types.data?.types, draft.type)}
            value={draft.type}
            onChange={(value) => change('type', value)}
            searchable
            clearable
            clearButtonProps={{ 'aria-label': 'Clear event type' }}
            nothingFoundMessage="No such type"
            error={typesUnavailable}
          />
          <Select
            label="Stream type"
            placeholder="Any stream type"
            data={choices(types.data?.streamTypes, draft.streamType)}
            value={draft.streamType}
            onChange={(value) => change('streamType', value)}
            clearable
            clearButtonProps={{ 'aria-label': 'Clear stream type' }}
            error={typesUnavailable}
          />
          <TextInput
            label="Stream id"
            placeholder="listing-…"
            value={draft.streamId}
            onChange={(event) => change('streamId', event.currentTarget.value)}
          />
          <TextInput
            label="From global position"
            inputMode="numeric"
            placeholder="1"
            value={draft.fromPosition}
            onChange={(event) => change('fromPosition', event.currentTarget.value)}
            error={errors.fromPosition}
          />
          <TextInput
            type="datetime-local"
            label="Since"
            description="Your local time, inclusive"
            step={1}
            value={draft.since}
            onChange={(event) => change('since', event.currentTarget.value)}
          />
          <TextInput
            type="datetime-local"
            label="Until"
            description="Your local time, exclusive"
            step={1}
            value={draft.until}
            onChange={(event) => change('until', event.currentTarget.value)}
            error={errors.until}
          />
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit">Apply filters</Button>
          <Button type="button" variant="default" onClick={reset}>
            Reset
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
