import { Badge, Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { OpenDealButton } from '../../../components/open-deal-button';
import { VerifiedBadge } from '../../../components/verified-badge';
import type { DomainListing } from '../api/my-listings';
import { showsVerified } from '../listing-status';

export function FeaturedBadge() {
  return (
    <Badge size="xs" color="grape" variant="light">
      Featured
    </Badge>
  );
}

export function ListingVerifiedBadge({ listing }: { listing: DomainListing }) {
  return showsVerified(listing) ? <VerifiedBadge size="xs" /> : null;
}

export interface RowActions {
  onMarkSold: (listing: DomainListing) => void;
  onRestore: (listing: DomainListing) => void;
  onRelist: (listing: DomainListing) => void;
  relistingId: string | undefined;
}

/** What the seller can do with a listing, the same in the table row and on the card. */
export function ListingActions({
  listing,
  actions,
  wrap = 'nowrap',
}: {
  listing: DomainListing;
  actions: RowActions;
  wrap?: 'wrap' | 'nowrap';
}) {
  return (
    <Group gap={6} wrap={wrap}>
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
