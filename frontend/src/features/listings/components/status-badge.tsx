import { Badge } from '@mantine/core';
import type { DomainListing } from '../api/get-listing';

type Status = DomainListing['status'];

const STATUS_LABELS: Record<Status, string> = {
  active: 'Active',
  expired: 'Expired',
  pending_payment: 'Pending',
  sold: 'Sold',
  draft: 'Draft',
};

const STATUS_COLORS: Record<Status, string> = {
  active: 'teal',
  expired: 'gray',
  pending_payment: 'yellow',
  sold: 'blue',
  draft: 'gray',
};

export function StatusBadge({ status }: { status: Status }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" size="lg">
      {STATUS_LABELS[status]}
    </Badge>
  );
}
