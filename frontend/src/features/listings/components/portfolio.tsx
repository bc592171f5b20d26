import { Button, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatCount, pluralize } from '../../../lib/format';
import { useNarrowScreen } from '../../../lib/use-narrow-screen';
import type { DomainListing, MyListingsPage } from '../api/my-listings';
import { useRelistDomain } from '../api/use-relist-domain';
import { serverMessage } from '../errors';
import type { PortfolioSearch } from '../portfolio-search';
import { CheckAllOwnership } from './check-all-ownership';
import type { RowActions } from './listing-actions';
import { MarkSoldModal } from './mark-sold-modal';
import { PortfolioCards } from './portfolio-cards';
import { PortfolioFilters } from './portfolio-filters';
import { PortfolioTable } from './portfolio-table';
import { RestoreModal } from './restore-modal';

const PAGE_CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

const ALL_DOMAINS: PortfolioSearch = { status: undefined, search: '', page: 1 };

function EmptyPortfolio() {
  return (
    <Stack align="center" gap="xs" py="xl">
      <Text fw={600}>No domains listed yet</Text>
      <Text size="sm" c="dimmed">
        List your first domain to start selling.
      </Text>
      <Button component={Link} to="/list-domain" variant="light">
        List Your First Domain
      </Button>
    </Stack>
  );
}

function NoMatch({ onClear }: { onClear: () => void }) {
  return (
    <Stack align="center" gap="xs" py="xl">
      <Text fw={600}>No domains match these filters</Text>
      <Button variant="light" onClick={onClear}>
        Show all domains
      </Button>
    </Stack>
  );
}

function useRowActions(
  openSale: (listing: DomainListing) => void,
  openRestore: (listing: DomainListing) => void,
): RowActions {
  const relist = useRelistDomain();
  return {
    onMarkSold: openSale,
    onRestore: openRestore,
    onRelist: (listing) =>
      relist.mutate(listing.id, {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            title: 'Domain relisted',
            message: `${listing.name} is listed for another 30 days.`,
          }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: 'Failed to relist domain',
            message: serverMessage(error) ?? 'Please try again.',
          }),
      }),
    relistingId: relist.isPending ? relist.variables : undefined,
  };
}

interface PortfolioProps {
  /** The page of listings; undefined when the load failed (no empty state then). */
  listings: MyListingsPage | undefined;
  search: PortfolioSearch;
  onSearch: (search: PortfolioSearch) => void;
  /** Buyers watching each listing, by id (the watchlists module's counts). */
  watchers?: ReadonlyMap<string, number>;
}

export function Portfolio({ listings, search, onSearch, watchers }: PortfolioProps) {
  const titleId = useId();
  const narrow = useNarrowScreen();
  const [saleTarget, setSaleTarget] = useState<DomainListing | null>(null);
  const [restoreTarget, setRestoreTarget] = useState<DomainListing | null>(null);
  const [saleOpened, saleModal] = useDisclosure(false);
  const [restoreOpened, restoreModal] = useDisclosure(false);
  const actions = useRowActions(
    (listing) => {
      setSaleTarget(listing);
      saleModal.open();
    },
    (listing) => {
      setRestoreTarget(listing);
      restoreModal.open();
    },
  );

  const filtered = search.status !== undefined || search.search.trim() !== '';
  const total = listings?.pagination.total ?? 0;
  const totalPages = listings?.pagination.totalPages ?? 0;
  const domains = listings?.domains ?? [];
  const Listings = narrow ? PortfolioCards : PortfolioTable;

  let content;
  if (!listings) content = null;
  else if (total === 0)
    content = filtered ? <NoMatch onClear={() => onSearch(ALL_DOMAINS)} /> : <EmptyPortfolio />;
  else if (domains.length === 0) content = <Text c="dimmed">No domains on this page.</Text>;
  else
    content = (
      <Listings listings={domains} actions={actions} labelledBy={titleId} watchers={watchers} />
    );

  return (
    <Paper withBorder p="lg" role="region" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title id={titleId} order={2} size="h3">
            Your Domain Portfolio
          </Title>
          {total > 0 && (
            <Text size="sm" c="dimmed">
              {formatCount(total)} {pluralize(total, 'domain')}
            </Text>
          )}
        </Group>
        {(total > 0 || filtered) && <CheckAllOwnership />}
        {(total > 0 || filtered) && <PortfolioFilters search={search} onChange={onSearch} />}
        {content}
        {totalPages > 1 && (
          <Group justify="center" component="nav" aria-label="Pages of your domains">
            <Pagination
              total={totalPages}
              value={search.page}
              onChange={(page) => onSearch({ ...search, page })}
              withEdges
              siblings={narrow ? 0 : 1}
              getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
              getControlProps={(control) => ({ 'aria-label': PAGE_CONTROL_LABELS[control] })}
            />
          </Group>
        )}
      </Stack>
      <MarkSoldModal listing={saleTarget} opened={saleOpened} onClose={saleModal.close} />
      <RestoreModal listing={restoreTarget} opened={restoreOpened} onClose={restoreModal.close} />
    </Paper>
  );
}
