import { Badge } from '@mantine/core';
import type { AuditSale } from '../api/sales';

/**
 * Whether a sale was restored, and whether that was within the reversal window. Badge text is
 * small, so each colour is a shade dark enough for 4.5:1 (Mantine's light badges read at about 3:1).
 */
export function ReversalBadge({
  restore,
  windowDays,
}: Pick<AuditSale, 'restore'> & { windowDays: number }) {
  if (!restore) {
    return (
      <Badge color="gray.7" variant="outline" miw="fit-content">
        Not restored
      </Badge>
    );
  }
  return restore.withinWindow ? (
    <Badge color="teal.9" miw="fit-content">
      Within {windowDays} days
    </Badge>
  ) : (
    <Badge color="red.9" miw="fit-content">
      After {windowDays} days
    </Badge>
  );
}
