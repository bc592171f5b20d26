import type { components } from '@dlm/sdk';

type DealRole = components['schemas']['TransactionTimeline']['role'];
type DealStatus = components['schemas']['TransactionTimeline']['status'];

export const ROLE_LABELS: Record<DealRole, string> = { seller: 'Seller', buyer: 'Buyer' };

export const STATUS_LABELS: Record<DealStatus, string> = {
  open: 'Open',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const STATUS_COLORS: Record<DealStatus, string> = {
  open: 'blue',
  completed: 'green',
  cancelled: 'gray',
};

/** Who did something in a deal, from the reader's side: "you", "the buyer" or "the seller". */
export function actorName(actor: DealRole, reader: DealRole): string {
  return actor === reader ? 'you' : `the ${actor}`;
}
