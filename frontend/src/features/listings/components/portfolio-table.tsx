import { Group, Table, Text } from '@mantine/core';
import { formatCount, formatUsd, pluralize } from '../../../lib/format';
import type { DomainListing } from '../api/my-listings';
import {
  FeaturedBadge,
  ListingActions,
  ListingVerifiedBadge,
  type RowActions,
} from './listing-actions';
import { StatusBadge } from './status-badge';
import { WatcherCount } from './watcher-count';

function ListingRow({
  listing,
  actions,
  watchers,
}: {
  listing: DomainListing;
  actions: RowActions;
  watchers: number;
}) {
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Text fw={600}>{listing.name}</Text>
          {listing.is_priority && <FeaturedBadge />}
          <ListingVerifiedBadge listing={listing} />
        </Group>
      </Table.Td>
      <Table.Td>
        <Text>{formatUsd(listing.price)}</Text>
        {listing.sale_price !== null && (
          <Text size="xs" c="dimmed">
            Sold for {formatUsd(listing.sale_price)}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <StatusBadge status={listing.status} />
      </Table.Td>
      <Table.Td>
        <Text>
          {formatCount(listing.inquiries)} {pluralize(listing.inquiries, 'inquiry', 'inquiries')}
        </Text>
        <Text size="xs" c="dimmed">
          {formatCount(listing.views)} {pluralize(listing.views, 'view')}
        </Text>
        <WatcherCount watchers={watchers} />
      </Table.Td>
      <Table.Td>
        {listing.days_listed} {pluralize(listing.days_listed, 'day')}
      </Table.Td>
      <Table.Td>
        <ListingActions listing={listing} actions={actions} />
      </Table.Td>
    </Table.Tr>
  );
}

interface PortfolioTableProps {
  listings: DomainListing[];
  actions: RowActions;
  labelledBy: string;
  /** Buyers watching each listing, by id (the watchlists module's counts). */
  watchers?: ReadonlyMap<string, number>;
}

/** The portfolio from the `sm` breakpoint up: one row per domain, spec section 6's columns. */
export function PortfolioTable({ listings, actions, labelledBy, watchers }: PortfolioTableProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Domain</Table.Th>
            <Table.Th>Price</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Performance</Table.Th>
            <Table.Th>Listed</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {listings.map((listing) => (
            <ListingRow
              key={listing.id}
              listing={listing}
              actions={actions}
              watchers={watchers?.get(listing.id) ?? 0}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
