import { sameRegistrar } from '../../listings';
import { dayOf, type NameRecord, TRANSFER_LOCK_DAYS, transferLockedUntil } from './name-record';
import { type DealRole } from './deal-rules';

/**
 * How the name moves: a `push` from one account to another at the same registrar, or a
 * `transfer` to another registrar with the auth code; null until the buyer names their registrar.
 */
export const TRANSFER_METHODS = ['push', 'transfer'] as const;
export type TransferMethod = (typeof TRANSFER_METHODS)[number];

export interface TransferStep {
  who: DealRole;
  text: string;
}

export interface TransferGuide {
  method: TransferMethod | null;
  from_registrar: string | null;
  to_registrar: string | null;
  /** Until then the name cannot move to another registrar (60 days after registration or transfer). */
  locked_until: Date | null;
  steps: TransferStep[];
}

/** What each registrar calls a move between two of its accounts. */
const PUSH_NAMES: Array<[registrar: string, push: string]> = [
  ['GoDaddy', 'Change of account ("Move to another GoDaddy account")'],
  ['Namecheap', 'Push domain'],
  ['Dynadot', 'Push request'],
  ['Porkbun', 'Account-to-account transfer (ask its support)'],
  ['Network Solutions', 'Transfer to another Network Solutions account'],
  ['Cloudflare', 'Move domain to another account (ask its support)'],
];

function pushNameAt(registrar: string): string {
  return (
    PUSH_NAMES.find(([known]) => sameRegistrar(registrar, known))?.[1] ??
    'its account change (a push)'
  );
}

function pushSteps(name: NameRecord, registrar: string): TransferStep[] {
  return [
    {
      who: 'buyer',
      text: `Send the seller your account id (customer number or username) at ${registrar}: the name moves into that account.`,
    },
    {
      who: 'seller',
      text: `At ${registrar}, start a push of ${name.domainName} to the buyer's account: ${pushNameAt(registrar)}.`,
    },
    {
      who: 'buyer',
      text: `Accept the push in your ${registrar} account if it asks. The name keeps its expiry; a push sets no ${TRANSFER_LOCK_DAYS}-day lock and costs nothing.`,
    },
    {
      who: 'buyer',
      text: 'Once the name shows in your account, move the deal to Domain transferred: a push does not change the registrar of record, so it cannot be seen from the registry.',
    },
  ];
}

function transferSteps(
  name: NameRecord,
  from: string,
  to: string,
  lockedUntil: Date | null,
): TransferStep[] {
  const lock: TransferStep[] = lockedUntil
    ? [
        {
          who: 'seller',
          text: `${name.domainName} cannot move to another registrar before ${dayOf(lockedUntil)}: ICANN's rules lock a name for ${TRANSFER_LOCK_DAYS} days after its registration or its last transfer. Agree with the buyer to wait, or to take the name by a push into an account of theirs at ${from}.`,
        },
      ]
    : [];
  const locked = name.statuses.includes('client transfer prohibited');
  return [
    ...lock,
    {
      who: 'seller',
      text: `At ${from}, turn off the transfer lock of ${name.domainName}${locked ? ' (the registry shows it locked now)' : ''}, and do not change the owner's contact details first: ${from} may then lock the name for ${TRANSFER_LOCK_DAYS} days.`,
    },
    {
      who: 'seller',
      text: `Get the auth code (EPP code) at ${from} and enter it on this deal: the buyer is shown it once, and it is erased after the transfer.`,
    },
    {
      who: 'buyer',
      text: `At ${to}, start a transfer of ${name.domainName} with the auth code and pay its fee: usually a year's renewal, added to the expiry.`,
    },
    {
      who: 'seller',
      text: `Approve the transfer if ${from} e-mails you about it; otherwise it completes by itself within 5 days.`,
    },
    {
      who: 'buyer',
      text: `The deal moves to Domain transferred by itself once the registry shows ${to} as the registrar. The name then cannot move registrar again for ${TRANSFER_LOCK_DAYS} days.`,
    },
  ];
}

/**
 * The steps that move the name from the seller to the buyer: a push when the buyer receives it
 * at the registrar it is at, a transfer with the auth code otherwise, each with the 60-day lock
 * that applies.
 */
export function transferGuideOf(
  name: NameRecord,
  receivingRegistrar: string | null,
  now: Date,
): TransferGuide {
  const from = name.registrarOfRecord;
  const lockedUntil = transferLockedUntil(name, now);
  if (!receivingRegistrar) {
    return {
      method: null,
      from_registrar: from,
      to_registrar: null,
      locked_until: lockedUntil,
      steps: [
        {
          who: 'buyer',
          text: `Name the registrar where you want ${name.domainName}${from ? `: at ${from} it moves by a push between accounts, elsewhere by a transfer with the auth code` : ''}.`,
        },
      ],
    };
  }
  const push = from !== null && sameRegistrar(from, receivingRegistrar);
  return {
    method: push ? 'push' : 'transfer',
    from_registrar: from,
    to_registrar: receivingRegistrar,
    locked_until: push ? null : lockedUntil,
    steps: push
      ? pushSteps(name, receivingRegistrar)
      : transferSteps(name, from ?? "the seller's registrar", receivingRegistrar, lockedUntil),
  };
}
