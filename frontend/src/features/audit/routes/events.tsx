import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type AuditEvent, useEvents } from '../api/events';
import { AuditLoadFailure } from '../components/audit-load-failure';
import { EventDrawer } from '../components/event-drawer';
import { EventFiltersForm } from '../components/event-filters';
import { EventsTable } from '../components/events-table';
import { LoadMore } from '../components/load-more';
import { eventFilterParams, readEventFilters } from '../event-search';

/** /audit: the event log, filtered by what the URL says, one page after another. */
export function AuditEventsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readEventFilters(searchParams);
  const events = useEvents(filters);
  const [opened, setOpened] = useState<AuditEvent | null>(null);

  const filtered = Object.keys(filters).length > 0;
  const reset = () => setSearchParams(new URLSearchParams());

  let content;
  if (events.isPending) {
    content = (
      <Center mih={160}>
        <Loader aria-label="Loading events" />
      </Center>
    );
  } else if (events.isError) {
    content = <AuditLoadFailure error={events.error} onRetry={() => void events.refetch()} />;
  } else {
    const rows = events.data.pages.flatMap((page) => page.events);
    content =
      rows.length === 0 ? (
        <Stack align="center" gap="xs" py="xl">
          <Text fw={600}>{filtered ? 'No events match these filters' : 'The log is empty'}</Text>
          {filtered && (
            <Button variant="light" onClick={reset}>
              Show every event
            </Button>
          )}
        </Stack>
      ) : (
        <Stack gap="sm">
          <EventsTable events={rows} onOpen={setOpened} />
          <LoadMore
            shown={rows.length}
            noun="event"
            hasMore={events.hasNextPage}
            loading={events.isFetchingNextPage}
            onLoadMore={() => void events.fetchNextPage()}
          />
        </Stack>
      );
  }

  return (
    <Stack gap="lg">
      <EventFiltersForm
        // A new URL (Apply, Reset, Back) starts the form again from what it says.
        key={searchParams.toString()}
        filters={filters}
        onApply={(next) => setSearchParams(eventFilterParams(next))}
        onReset={reset}
      />
      {content}
      <EventDrawer event={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
