import { Badge } from '@mantine/core';
import type { Offer } from '../api/my-offers';
import { statusColor, statusLabel } from '../offer-text';

export function OfferStatusBadge({ offer }: { offer: Offer }) {
  return (
    <Badge color={statusColor(offer)} variant="light">
      {statusLabel(offer)}
    </Badge>
  );
}
