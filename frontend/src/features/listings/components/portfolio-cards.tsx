import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
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

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

function ListingCard({
  listing,
  actions,
  watchers,
}: {
  listing: DomainListing;
  actions: RowActions;
  watchers: number;
}) {
  return (
    <Paper component="li" withBorder p="md">
      <Stack gap="sm">
        <Stack gap={6}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {listing.name}
          </Text>
          <Group gap={6}>
            <StatusBadge status={listing.status} />
            {listing.is_priority && <FeaturedBadge />}
            <ListingVerifiedBadge listing={listing} />
          </Group>
        </Stack>
        <Group gap="lg" align="flex-start">
          <Figure label="Price">
            <Text>{formatUsd(listing.price)}</Text>
            {listing.sale_price !== null && (
              <Text size="xs" c="dimmed">
                Sold for {formatUsd(listing.sale_price)}
              </Text>
            )}
          </Figure>
          <Figure label="Performance">
            <Text>
              {formatCount(listing.inquiries)}{' '}
              {pluralize(listing.inquiries, 'inquiry', 'inquiries')}
            </Text>
            <Text size="xs" c="dimmed">
              {formatCount(listing.views)} {pluralize(listing.views, 'view')}
            </Text>
            <WatcherCount watchers={watchers} />
          </Figure>
          <Figure label="Listed">
            <Text>
              {listing.days_listed} {pluralize(listing.days_listed, 'day')}
            </Text>
          </Figure>
        </Group>
        <ListingActions listing={listing} actions={actions} wrap="wrap" />
      </Stack>
    </Paper>
  );
}

interface PortfolioCardsProps {
  listings: DomainListing[];
  actions: RowActions;
  labelledBy: string;
  /** Buyers watching each listing, by id (the watchlists module's counts). */
  watchers?: ReadonlyMap<string, number>;
}

/** The portfolio below the `sm` breakpoint: one card per domain, nothing cut, the same actions. */
export function PortfolioCards({ listings, actions, labelledBy, watchers }: PortfolioCardsProps) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-labelledby={labelledBy}>
      {listings.map((listing) => (
        <ListingCard
          key={listing.id}
          listing={listing}
          actions={actions}
          watchers={watchers?.get(listing.id) ?? 0}
        />
      ))}
    </Stack>
  );
}
