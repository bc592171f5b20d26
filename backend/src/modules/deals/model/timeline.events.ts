import { derivedUuid } from '../../../platform/event-store/event-id';
import { type DealRole, type TimelineStage } from './deal-rules';

/**
 * Events of a `timeline-<uuid>` stream: one deal, from agreement to completion. Ids only, no
 * personal data; the acting user's id is in each event's metadata (`actorId`).
 */
export const TIMELINE_STREAM_PREFIX = 'timeline-';
export const timelineStreamId = (timelineId: string) => `${TIMELINE_STREAM_PREFIX}${timelineId}`;

/** One timeline per sale: its id is derived from the sale's transaction id. */
export const timelineIdFor = (transactionId: string) =>
  derivedUuid(`dlm.deals.timeline:${transactionId}`);

export interface TimelineOpened {
  type: 'deals.TimelineOpened';
  data: {
    timelineId: string;
    transactionId: string;
    listingId: string;
    sellerId: string;
    /** The buyer the sale names (sold from a lead), or null. */
    buyerId: string | null;
    stage: 'agreed';
    /** Who opened it. */
    role: DealRole;
    openedAt: string;
    /**
     * A deal from an accepted offer runs on a clock: payment into escrow is due by
     * `paymentDueAt`, and the transfer `transferDays` after payment is secured.
     */
    offerId?: string;
    paymentDueAt?: string;
    transferDays?: number;
  };
}

export interface TimelineStageChanged {
  type: 'deals.TimelineStageChanged';
  data: {
    timelineId: string;
    stage: TimelineStage;
    notes: string | null;
    role: DealRole;
    changedAt: string;
    /** On a clocked deal reaching payment_secured: when the transfer is due. */
    transferDueAt?: string;
    /** On a clocked deal cancelled after a missed deadline: which one. */
    missedDeadline?: DealDeadline;
    /**
     * Who reported the change: Escrow.com (its webhook or the poll) or the name's RDAP record, `role`
     * then being the side whose act it reported; absent when a party moved the deal by hand.
     */
    source?: StageSource;
  };
}

/** How an escrow's status reached us: its webhook, or the poll that catches a missed one. */
export const ESCROW_SOURCES = ['escrow_webhook', 'escrow_poll'] as const;
export type EscrowSource = (typeof ESCROW_SOURCES)[number];

/**
 * What reported a change of stage other than a party: Escrow.com, or the name's registration
 * data (RDAP) showing it at the buyer's registrar.
 */
export const STAGE_SOURCES = [...ESCROW_SOURCES, 'rdap'] as const;
export type StageSource = (typeof STAGE_SOURCES)[number];

/** Who pays Escrow.com's fee. */
export const ESCROW_FEE_PAYERS = ['buyer', 'seller', 'split'] as const;
export type EscrowFeePayer = (typeof ESCROW_FEE_PAYERS)[number];

/**
 * A party asked for the deal's escrow to be opened through Escrow.com: the request holds the
 * deal's escrow until it is opened or fails, so that two clicks open one escrow.
 */
export interface EscrowRequested {
  type: 'deals.EscrowRequested';
  data: {
    timelineId: string;
    requestId: string;
    role: DealRole;
    feePayer: EscrowFeePayer;
    inspectionDays: number;
    requestedAt: string;
  };
}

/** Escrow.com opened the transaction; the buyer pays there. */
export interface EscrowOpened {
  type: 'deals.EscrowOpened';
  data: {
    timelineId: string;
    requestId: string;
    escrowId: string;
    /** Where the buyer agrees and pays, on Escrow.com. */
    payUrl: string;
    openedAt: string;
  };
}

/** Escrow.com refused or did not answer: the deal may ask again. */
export interface EscrowRequestFailed {
  type: 'deals.EscrowRequestFailed';
  data: { timelineId: string; requestId: string; reason: string; failedAt: string };
}

/** The two deadlines of a clocked deal. */
export const DEAL_DEADLINES = ['payment', 'transfer'] as const;
export type DealDeadline = (typeof DEAL_DEADLINES)[number];

/** Both parties were reminded that a deadline is a day away. */
export interface DeadlineReminded {
  type: 'deals.DeadlineReminded';
  data: { timelineId: string; deadline: DealDeadline; dueAt: string; remindedAt: string };
}

/** The deadline passed with its stage not reached: the deal is overdue, the other side may cancel. */
export interface DeadlineMissed {
  type: 'deals.DeadlineMissed';
  data: { timelineId: string; deadline: DealDeadline; dueAt: string; missedAt: string };
}

/**
 * The seller entered the name's transfer auth code, kept sealed outside the log
 * (`deal_auth_codes`); the event never holds it.
 */
export interface AuthCodeEntered {
  type: 'deals.AuthCodeEntered';
  data: { timelineId: string; enteredAt: string };
}

/** The buyer was shown the auth code: it is shown once. */
export interface AuthCodeViewed {
  type: 'deals.AuthCodeViewed';
  data: { timelineId: string; viewedAt: string };
}

/** The buyer named the registrar the name is to arrive at: its RDAP record then confirms delivery. */
export interface ReceivingRegistrarSet {
  type: 'deals.ReceivingRegistrarSet';
  data: { timelineId: string; registrar: string; setAt: string };
}

/** Why a deal was put on hold while its name was being transferred. */
export const HOLD_REASONS = ['registrar_changed', 'pending_delete', 'redemption_period'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

/**
 * The name's registration data showed something wrong during the transfer (another registrar than
 * the buyer's, a deletion under way): both sides are told, and nothing moves by itself until a
 * party moves the deal.
 */
export interface DealHeld {
  type: 'deals.DealHeld';
  data: { timelineId: string; reason: HoldReason; registrar: string | null; heldAt: string };
}

export type TimelineEvent =
  | TimelineOpened
  | TimelineStageChanged
  | DeadlineReminded
  | DeadlineMissed
  | EscrowRequested
  | EscrowOpened
  | EscrowRequestFailed
  | AuthCodeEntered
  | AuthCodeViewed
  | ReceivingRegistrarSet
  | DealHeld;

export const TIMELINE_EVENT_TYPES = [
  'deals.TimelineOpened',
  'deals.TimelineStageChanged',
  'deals.DeadlineReminded',
  'deals.DeadlineMissed',
  'deals.EscrowRequested',
  'deals.EscrowOpened',
  'deals.EscrowRequestFailed',
  'deals.AuthCodeEntered',
  'deals.AuthCodeViewed',
  'deals.ReceivingRegistrarSet',
  'deals.DealHeld',
] as const satisfies readonly TimelineEvent['type'][];
