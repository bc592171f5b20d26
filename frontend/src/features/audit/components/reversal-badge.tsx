import { Badge } from '@mantine/core';
import type { AuditSale } from '../api/sales';

/** Whether a sale was restored, and whether that was within the reversal window. */
export function ReversalBadge({
  restore,
  windowDays,
}: Pick<AuditSale, 'restore'> & { windowDays: number }) {
  if (!restore) {
    return (
      <Badge color="gray" variant="light">
        Not restored
      </Badge>
    );
  }
  return restore.withinWindow ? (
    <Badge color="green" variant="light">
      Within {windowDays} days
    </Badge>
  ) : (
    <Badge color="red" variant="light">
      After {windowDays} days
    </Badge>
  );
}
