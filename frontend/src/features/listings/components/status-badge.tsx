import { Badge, type BadgeProps } from '@mantine/core';
import { type ListingStatus, STATUS_COLORS, STATUS_LABELS } from '../listing-status';

export function StatusBadge({
  status,
  size,
}: {
  status: ListingStatus;
  size?: BadgeProps['size'];
}) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" size={size}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}
