import {
  Button,
  Center,
  Container,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageMeta } from '../../../components/page-meta';
import { useMyTimelines } from '../api/my-timelines';
import { DealFilters } from '../components/deal-filters';
import { LoadFailure } from '../components/load-failure';
import { SalesSummary } from '../components/sales-summary';
import { TimelinesTable } from '../components/timelines-table';
import {
  type DealListSearch,
  dealListSearchParams,
  readDealListSearch,
  timelineListParams,
} from '../deal-list-search';
import { failureMessage } from '../errors';

const PAGE_CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

function NoDeals({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  if (filtered) {
    return (
      <Stack align="center" gap="xs" py="xl">
        <Text fw={600}>No deals match these filters</Text>
        <Button variant="light" onClick={onClear}>
          Show all deals
        </Button>
      </Stack>
    );
  }
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <Text fw={600}>No deals yet</Text>
      <Text size="sm" c="dimmed" maw={420}>
        Deals start from a sale. Mark a lead as sold in the lead manager, then open its deal.
      </Text>
      <Button component={Link} to="/seller-dashboard" variant="light">
        Open the lead manager
      </Button>
    </Stack>
  );
}

/** /deals: the caller's deals as seller and as buyer, and the seller's sale analytics. */
export function DealsRoute() {
  const listTitleId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = readDealListSearch(searchParams);
  const timelines = useMyTimelines(timelineListParams(search));

  const show = (next: DealListSearch) => setSearchParams(dealListSearchParams(next));
  const filtered = search.role !== undefined || search.status !== undefined;

  let content;
  if (timelines.isPending) {
    content = (
      <Center mih={160}>
        <Loader aria-label="Loading your deals" />
      </Center>
    );
  } else if (timelines.isError) {
    content = (
      <LoadFailure
        message={failureMessage(timelines.error)}
        onRetry={() => void timelines.refetch()}
      />
    );
  } else if (timelines.data.timelines.length === 0) {
    content = (
      <NoDeals
        filtered={filtered}
        onClear={() => show({ role: undefined, status: undefined, page: 1 })}
      />
    );
  } else {
    const { pagination } = timelines.data;
    content = (
      <Stack gap="md">
        <TimelinesTable timelines={timelines.data.timelines} />
        {pagination.totalPages > 1 && (
          <Group justify="center" component="nav" aria-label="Pages of deals">
            <Pagination
              total={pagination.totalPages}
              value={search.page}
              onChange={(page) => show({ ...search, page })}
              getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
              getControlProps={(control) => ({ 'aria-label': PAGE_CONTROL_LABELS[control] })}
            />
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <Container size="lg" py="xl">
      <PageMeta
        title="Deals"
        description="Follow each sale from agreement to completion, and see how your sales went."
        path="/deals"
      />
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Deals</Title>
          <Text c="dimmed">
            Follow each sale from agreement to completion, as seller and as buyer.
          </Text>
        </Stack>
        <SalesSummary />
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={listTitleId}>
          <Stack gap="md">
            <Group justify="space-between" align="flex-end">
              <Title id={listTitleId} order={2} size="h3">
                Your deals
              </Title>
              <DealFilters filters={search} onChange={(filters) => show({ ...filters, page: 1 })} />
            </Group>
            {content}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
