import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { OpenDealButton } from '../../../components/open-deal-button';
import type { DomainListing } from '../api/my-listings';
import { useRelistDomain } from '../api/use-relist-domain';
import { serverMessage } from '../errors';
import { formatCount, formatUsd, pluralize } from '../../../lib/format';
import { MarkSoldModal } from './mark-sold-modal';
import { RestoreModal } from './restore-modal';

type ListingStatus = DomainListing['status'];

const STATUS_LABELS: Record<ListingStatus, string> = {
  active: 'Active',
  expired: 'Expired',
  pending_payment: 'Pending',
  sold: 'Sold',
  draft: 'Draft',
};

const STATUS_COLORS: Record<ListingStatus, string> = {
  active: 'green',
  expired: 'gray',
  pending_payment: 'yellow',
  sold: 'blue',
  draft: 'gray',
};

interface RowActions {
  onMarkSold: (listing: DomainListing) => void;
  onRestore: (listing: DomainListing) => void;
  onRelist: (listing: DomainListing) => void;
  relistingId: string | undefined;
}

function ListingActions({ listing, actions }: { listing: DomainListing; actions: RowActions }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Button component={Link} to={`/domain/${listing.id}`} size="xs" variant="subtle">
        View
      </Button>
      {listing.status === 'active' && (
        <>
          <Button component={Link} to={`/domain/${listing.id}/edit`} size="xs" variant="subtle">
            Edit
          </Button>
          <Button
            size="xs"
            variant="light"
            color="green"
            onClick={() => actions.onMarkSold(listing)}
          >
            Mark Sold
          </Button>
        </>
      )}
      {listing.status === 'sold' && listing.transaction_id !== null && (
        <OpenDealButton transactionId={listing.transaction_id} />
      )}
      {listing.status === 'sold' && listing.restorable_until !== null && (
        <Button size="xs" variant="light" onClick={() => actions.onRestore(listing)}>
          Restore
        </Button>
      )}
      {listing.status === 'expired' && (
        <Button
          size="xs"
          variant="light"
          onClick={() => actions.onRelist(listing)}
          loading={actions.relistingId === listing.id}
        >
          Relist
        </Button>
      )}
    </Group>
  );
}

function ListingRow({ listing, actions }: { listing: DomainListing; actions: RowActions }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Text fw={600}>{listing.name}</Text>
          {listing.is_priority && (
            <Badge size="xs" color="grape" variant="light">
              Featured
            </Badge>
          )}
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
        <Badge color={STATUS_COLORS[listing.status]} variant="light">
          {STATUS_LABELS[listing.status]}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Text>
          {formatCount(listing.inquiries)} {pluralize(listing.inquiries, 'inquiry', 'inquiries')}
        </Text>
        <Text size="xs" c="dimmed">
          {formatCount(listing.views)} {pluralize(listing.views, 'view')}
        </Text>
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

interface PortfolioProps {
  listings: DomainListing[];
  /** Whether the listings arrived; a failed load leaves an empty list without the empty state. */
  loaded: boolean;
}

export function Portfolio({ listings, loaded }: PortfolioProps) {
  const titleId = useId();
  const [saleTarget, setSaleTarget] = useState<DomainListing | null>(null);
  const [restoreTarget, setRestoreTarget] = useState<DomainListing | null>(null);
  const [saleOpened, saleModal] = useDisclosure(false);
  const [restoreOpened, restoreModal] = useDisclosure(false);
  const relist = useRelistDomain();

  const actions: RowActions = {
    onMarkSold: (listing) => {
      setSaleTarget(listing);
      saleModal.open();
    },
    onRestore: (listing) => {
      setRestoreTarget(listing);
      restoreModal.open();
    },
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

  return (
    <Paper withBorder p="lg" role="region" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title id={titleId} order={2} size="h3">
          Your Domain Portfolio
        </Title>
        {listings.length > 0 ? (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" highlightOnHover aria-labelledby={titleId}>
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
                  <ListingRow key={listing.id} listing={listing} actions={actions} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          loaded && <EmptyPortfolio />
        )}
      </Stack>
      <MarkSoldModal listing={saleTarget} opened={saleOpened} onClose={saleModal.close} />
      <RestoreModal listing={restoreTarget} opened={restoreOpened} onClose={restoreModal.close} />
    </Paper>
  );
}
