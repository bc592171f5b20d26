import { formatDateTime, formatPrice } from '../../lib/format';
import type { Offer } from './api/my-offers';
import type { SellerDeclineReason } from './api/use-offer-moves';

type OfferStatus = Offer['status'];
type HistoryEntry = Offer['history'][number];

export const CLOSED_STATUS_LABELS: Record<
  Exclude<OfferStatus, 'awaiting_seller' | 'awaiting_buyer'>,
  string
> = {
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
};

/** The status from the reader's side: an open offer is "Your turn" or awaits the other side. */
export function statusLabel(offer: Pick<Offer, 'status' | 'role'>): string {
  if (offer.status === 'awaiting_seller')
    return offer.role === 'seller' ? 'Your turn' : 'Awaiting the seller';
  if (offer.status === 'awaiting_buyer')
    return offer.role === 'buyer' ? 'Your turn' : 'Awaiting the buyer';
  return CLOSED_STATUS_LABELS[offer.status];
}

/**
 * Badge colours whose light badge reads 4.5:1 or more (ADR 0025): blue for what awaits the reader,
 * indigo for a sale (green reads 3.8:1), red for a decline, gray for the rest.
 */
export function statusColor(offer: Pick<Offer, 'status' | 'your_turn'>): string {
  if (offer.status === 'accepted') return 'indigo';
  if (offer.status === 'declined') return 'red';
  if (offer.your_turn) return 'blue';
  return 'gray';
}

export function isOpen(offer: Pick<Offer, 'status'>): boolean {
  return offer.status === 'awaiting_seller' || offer.status === 'awaiting_buyer';
}

/** When the amount on the table stops binding, said from the reader's side. */
export function deadlineText(offer: Offer): string | null {
  const at = formatDateTime(offer.expires_at);
  if (offer.status === 'expired') return `Expired on ${at}`;
  if (!isOpen(offer)) return null;
  if (offer.your_turn) return `You have until ${at} to answer`;
  return `The ${offer.turn === 'seller' ? 'seller' : 'buyer'} has until ${at} to answer`;
}

/** The seller's reasons for declining, as the decline form offers them. */
export const SELLER_DECLINE_REASONS: readonly { value: SellerDeclineReason; label: string }[] = [
  { value: 'too_low', label: 'The offer is too low' },
  { value: 'not_selling_now', label: 'Not selling at this time' },
  { value: 'other', label: 'Other' },
];

function actor(by: HistoryEntry['by'], reader: Offer['role']): string {
  if (by === 'system') return 'The seller’s rules';
  return by === reader ? 'You' : by === 'seller' ? 'The seller' : 'The buyer';
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function declineText(entry: HistoryEntry, who: string): string {
  switch (entry.reason) {
    case 'below_minimum':
      return `Declined: ${entry.reason_label ?? 'below the seller’s minimum'}`;
    case 'sold':
      return 'Closed: the name was sold';
    case 'walked_away':
      return `${who} walked away`;
    case 'too_low':
    case 'not_selling_now':
      return entry.reason_label
        ? `${who} declined: ${lowerFirst(entry.reason_label)}`
        : `${who} declined`;
    default:
      return `${who} declined`;
  }
}

/** One move of a negotiation in words, from the reader's side: "The buyer offered $120". */
export function moveText(entry: HistoryEntry, reader: Offer['role']): string {
  const who = actor(entry.by, reader);
  const amount = entry.amount === null ? '' : ` ${formatPrice(entry.amount)}`;
  switch (entry.move) {
    case 'offer':
      return `${who} offered${amount}`;
    case 'counter':
      return `${who} countered with${amount}`;
    case 'accepted':
      return `${who} accepted${amount}`;
    case 'declined':
      return declineText(entry, who);
    case 'withdrawn':
      return `${who} withdrew the offer`;
    case 'expired':
      return 'Expired without an answer';
  }
}
