import { type DealRole, STAGE_LABELS, type TimelineStage } from './deal-rules';
import { type TimelineStageChanged } from './timeline.events';

/** What comes next for each side once the deal reaches a stage. */
const NEXT: Record<TimelineStage, Record<DealRole, string>> = {
  agreed: {
    seller: 'The buyer opens the escrow next.',
    buyer: 'Open the escrow next, from the deal.',
  },
  escrow_opened: {
    seller: 'The buyer pays into the escrow next; you are told when the payment is secured.',
    buyer: 'Pay into the escrow next, before the payment deadline the deal shows.',
  },
  payment_secured: {
    seller:
      'Move the name to the buyer now: the deal’s transfer guide shows each step, and the auth code goes on the deal, not in a message.',
    buyer:
      'The seller moves the name to you next; the deal’s transfer guide shows what you do at your registrar.',
  },
  domain_transferred: {
    seller: 'Escrow.com releases the payment once the buyer has checked the name.',
    buyer:
      'Check that the name works in your account, then tell Escrow.com so it releases the payment.',
  },
  funds_released: {
    seller: 'The payment is released to you. Mark the deal completed once you have it.',
    buyer: 'The payment is released to the seller: the deal completes next.',
  },
  completed: {
    seller: 'Nothing more to do: thank you for selling here.',
    buyer: 'Nothing more to do: the name is yours.',
  },
  cancelled: {
    seller: 'If a payment was made into escrow, Escrow.com returns it to the buyer.',
    buyer: 'If you paid into escrow, Escrow.com returns the payment to you.',
  },
};

const SIDE: Record<DealRole, string> = { seller: 'The seller', buyer: 'The buyer' };

/** Who is told: both sides of a change reported by Escrow.com or RDAP, else the side that did not make it. */
export function stageMailRecipients(change: TimelineStageChanged['data']): DealRole[] {
  if (change.source) return ['seller', 'buyer'];
  return [change.role === 'seller' ? 'buyer' : 'seller'];
}

/** The mail each side gets when the deal of `domainName` changes stage. */
export function stageMail(
  change: TimelineStageChanged['data'],
  domainName: string,
  to: DealRole,
): { subject: string; lines: string[] } {
  const label = STAGE_LABELS[change.stage];
  const what =
    change.source === 'rdap'
      ? `The registry shows ${domainName} at the buyer’s registrar: the deal is now at “${label}”.`
      : change.source
        ? `Escrow.com reports the deal for ${domainName} at “${label}”.`
        : `${SIDE[change.role]} moved the deal for ${domainName} to “${label}”.`;
  return {
    subject: `The deal for ${domainName}: ${label}`,
    lines: [
      what,
      ...(change.notes ? [`Their note: ${change.notes}`] : []),
      '',
      NEXT[change.stage][to],
    ],
  };
}
