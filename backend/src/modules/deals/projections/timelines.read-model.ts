import { type RecordedEvent } from '../../../platform/event-store/event';
import { defineReadModel, defineTable } from '../../../platform/projections/read-model';
import { statusOf } from '../model/deal-rules';
import { TIMELINE_EVENT_TYPES, type TimelineEvent } from '../model/timeline.events';

type TimelineRow = {
  id: string;
  transaction_id: string;
  listing_id: string;
  seller_id: string;
  buyer_id: string | null;
  stage: string;
  status: string;
  created_at: string;
  updated_at: string;
  version: number;
  offer_id: string | null;
  payment_due_at: string | null;
  transfer_days: number | null;
  transfer_due_at: string | null;
  next_deadline: string | null;
  next_due_at: string | null;
  missed_deadline: string | null;
  escrow_state: 'requested' | 'open' | null;
  escrow_id: string | null;
  escrow_pay_url: string | null;
  escrow_fee_payer: string | null;
  escrow_inspection_days: number | null;
  escrow_requested_at: string | null;
  auth_code_entered_at: string | null;
  auth_code_viewed_at: string | null;
  receiving_registrar: string | null;
  hold_reason: string | null;
  hold_registrar: string | null;
  held_at: string | null;
};

type ChangeRow = {
  timeline_id: string;
  position: number;
  stage: string;
  notes: string | null;
  role: string;
  at: string;
  source: string | null;
};

/** Stages before payment is secured, which keep the payment deadline running. */
const BEFORE_PAYMENT = ['agreed', 'escrow_opened'];

/** The deal after one of its events; one the row has already seen changes nothing. */
function evolveTimeline(
  timeline: TimelineRow | undefined,
  event: TimelineEvent,
  position: number,
): TimelineRow | undefined {
  if (event.type === 'deals.TimelineOpened') {
    if (timeline) return timeline;
    const data = event.data;
    const paymentDueAt = data.paymentDueAt ?? null;
    return {
      id: data.timelineId,
      transaction_id: data.transactionId,
      listing_id: data.listingId,
      seller_id: data.sellerId,
      buyer_id: data.buyerId,
      stage: data.stage,
      status: 'open',
      created_at: data.openedAt,
      updated_at: data.openedAt,
      version: position,
      offer_id: data.offerId ?? null,
      payment_due_at: paymentDueAt,
      transfer_days: data.transferDays ?? null,
      transfer_due_at: null,
      next_deadline: paymentDueAt === null ? null : 'payment',
      next_due_at: paymentDueAt,
      missed_deadline: null,
      ...NO_ESCROW,
      auth_code_entered_at: null,
      auth_code_viewed_at: null,
      receiving_registrar: null,
      ...NO_HOLD,
    };
  }
  if (!timeline || timeline.version >= position) return timeline;
  const next = { ...timeline, version: position };
  switch (event.type) {
    case 'deals.TimelineStageChanged': {
      const { stage, changedAt, transferDueAt } = event.data;
      // The next deadline: the transfer once payment is secured, none past it or once closed.
      const running = timeline.next_deadline !== null;
      const kept = running && BEFORE_PAYMENT.includes(stage);
      const transfer = running && stage === 'payment_secured' && transferDueAt !== undefined;
      return {
        ...next,
        stage,
        status: statusOf(stage),
        updated_at: changedAt,
        transfer_due_at: transferDueAt ?? timeline.transfer_due_at,
        next_deadline: kept ? timeline.next_deadline : transfer ? 'transfer' : null,
        next_due_at: kept ? timeline.next_due_at : transfer ? transferDueAt : null,
        missed_deadline: BEFORE_PAYMENT.includes(stage) ? timeline.missed_deadline : null,
        ...NO_HOLD,
      };
    }
    case 'deals.DeadlineReminded':
      return next;
    case 'deals.DeadlineMissed':
      return { ...next, missed_deadline: event.data.deadline };
    case 'deals.EscrowRequested':
      return {
        ...next,
        escrow_state: 'requested',
        escrow_fee_payer: event.data.feePayer,
        escrow_inspection_days: event.data.inspectionDays,
        escrow_requested_at: event.data.requestedAt,
        updated_at: event.data.requestedAt,
      };
    case 'deals.EscrowOpened':
      return {
        ...next,
        escrow_state: 'open',
        escrow_id: event.data.escrowId,
        escrow_pay_url: event.data.payUrl,
        updated_at: event.data.openedAt,
      };
    case 'deals.EscrowRequestFailed':
      return { ...next, ...NO_ESCROW };
    case 'deals.AuthCodeEntered':
      return {
        ...next,
        auth_code_entered_at: event.data.enteredAt,
        auth_code_viewed_at: null,
        updated_at: event.data.enteredAt,
      };
    case 'deals.AuthCodeViewed':
      return { ...next, auth_code_viewed_at: event.data.viewedAt };
    case 'deals.ReceivingRegistrarSet':
      return { ...next, receiving_registrar: event.data.registrar, updated_at: event.data.setAt };
    case 'deals.DealHeld':
      return {
        ...next,
        hold_reason: event.data.reason,
        hold_registrar: event.data.registrar,
        held_at: event.data.heldAt,
        updated_at: event.data.heldAt,
      };
  }
}

const NO_HOLD = { hold_reason: null, hold_registrar: null, held_at: null } as const;

const NO_ESCROW = {
  escrow_state: null,
  escrow_id: null,
  escrow_pay_url: null,
  escrow_fee_payer: null,
  escrow_inspection_days: null,
  escrow_requested_at: null,
} as const;

/**
 * `deal_timelines` (each deal's current stage and its next deadline) and `deal_timeline_changes`
 * (every change, the opening included, keyed by its stream position). A timeline row keeps the
 * position it reflects and ignores anything at or below it, so applying an event twice changes
 * nothing. Inline.
 */
export const timelinesReadModel = defineReadModel({
  name: 'deals.timelines',
  eventTypes: TIMELINE_EVENT_TYPES,
  tables: [
    defineTable<TimelineRow>({
      table: 'deal_timelines',
      columns: [
        'id',
        'transaction_id',
        'listing_id',
        'seller_id',
        'buyer_id',
        'stage',
        'status',
        'created_at',
        'updated_at',
        'version',
        'offer_id',
        'payment_due_at',
        'transfer_days',
        'transfer_due_at',
        'next_deadline',
        'next_due_at',
        'missed_deadline',
        'escrow_state',
        'escrow_id',
        'escrow_pay_url',
        'escrow_fee_payer',
        'escrow_inspection_days',
        'escrow_requested_at',
        'auth_code_entered_at',
        'auth_code_viewed_at',
        'receiving_registrar',
        'hold_reason',
        'hold_registrar',
        'held_at',
      ],
      key: ['id'],
      keysOf: (event) => [{ id: (event.data as { timelineId: string }).timelineId }],
      evolve: (timeline, event) =>
        evolveTimeline(
          timeline,
          { type: event.type, data: event.data } as TimelineEvent,
          Number(event.streamPosition),
        ),
    }),
    defineTable<ChangeRow>({
      table: 'deal_timeline_changes',
      columns: ['timeline_id', 'position', 'stage', 'notes', 'role', 'at', 'source'],
      key: ['timeline_id', 'position'],
      appendOnly: true,
      keysOf: (event) =>
        event.type === 'deals.TimelineOpened' || event.type === 'deals.TimelineStageChanged'
          ? [
              {
                timeline_id: (event.data as { timelineId: string }).timelineId,
                // Asked with the recorded event only: an append-only table is never read.
                position: Number((event as RecordedEvent).streamPosition),
              },
            ]
          : [],
      evolve(_change, recorded) {
        const event = { type: recorded.type, data: recorded.data } as TimelineEvent;
        const position = Number(recorded.streamPosition);
        if (event.type === 'deals.TimelineOpened')
          return {
            timeline_id: event.data.timelineId,
            position,
            stage: event.data.stage,
            notes: null,
            role: event.data.role,
            at: event.data.openedAt,
            source: null,
          };
        if (event.type !== 'deals.TimelineStageChanged') return undefined;
        return {
          timeline_id: event.data.timelineId,
          position,
          stage: event.data.stage,
          notes: event.data.notes,
          role: event.data.role,
          at: event.data.changedAt,
          source: event.data.source ?? null,
        };
      },
    }),
  ],
});
