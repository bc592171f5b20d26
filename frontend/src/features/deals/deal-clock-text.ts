import { formatDuration } from '../../lib/format';
import type { Timeline } from './api/timeline';

export type DealDeadline = NonNullable<NonNullable<Timeline['clock']>['next_deadline']>;

const DEADLINE_LABELS: Record<DealDeadline, string> = {
  payment: 'Payment',
  transfer: 'Transfer',
};

/** Who must act before each deadline, and who may cancel once it is missed. */
export const DEADLINE_ROLES: Record<
  DealDeadline,
  { due: 'buyer' | 'seller'; waits: 'buyer' | 'seller' }
> = {
  payment: { due: 'buyer', waits: 'seller' },
  transfer: { due: 'seller', waits: 'buyer' },
};

/**
 * A running deadline as a countdown, `now` being epoch ms: "Payment due in 2 days 5 hours", or
 * once passed "Payment overdue by 3 hours".
 */
export function deadlineCountdown(
  deadline: DealDeadline,
  dueAt: string,
  now: number,
): { text: string; overdue: boolean } {
  const remaining = Date.parse(dueAt) - now;
  const label = DEADLINE_LABELS[deadline];
  return remaining <= 0
    ? { text: `${label} overdue by ${formatDuration(-remaining)}`, overdue: true }
    : { text: `${label} due in ${formatDuration(remaining)}`, overdue: false };
}
