import { type CommandStream, type Decider, streamOf } from '../../../platform/event-store/decider';
import { isUuid } from '../../../platform/ids/uuid';
import {
  type DealRole,
  nextStageOf,
  roleOf,
  statusOf,
  type TimelineStage,
  type TimelineStatus,
} from './deal-rules';
import {
  DealBindingError,
  SaleNotFoundError,
  SaleRestoredError,
  StageOutOfOrderError,
  TimelineClosedError,
  TimelineNotFoundError,
} from './deal.errors';
import {
  type DealDeadline,
  type TimelineEvent,
  type TimelineOpened,
  timelineStreamId,
} from './timeline.events';

const DAY = 24 * 60 * 60 * 1000;
/** Reminders go out this long before a deadline. */
export const REMINDER_BEFORE_MS = DAY;

/** The clock of a deal from an accepted offer. */
export interface DealClock {
  offerId: string;
  paymentDueAt: Date;
  transferDays: number;
  transferDueAt?: Date;
  /** `<deadline>@<due time>` of each reminder and each miss recorded. */
  reminded: string[];
  missed: string[];
}

export interface TimelineState {
  status: 'none' | TimelineStatus;
  stage: TimelineStage;
  timelineId?: string;
  sellerId?: string;
  buyerId?: string | null;
  clock?: DealClock;
}

/** The sale a timeline follows, as the deals read model knows it. */
export interface SaleParties {
  transactionId: string;
  listingId: string;
  sellerId: string;
  buyerId: string | null;
  restored: boolean;
}

export type TimelineCommand =
  | {
      type: 'OpenTimeline';
      timelineId: string;
      /** Undefined for a sale the deals read model does not know. */
      sale: SaleParties | undefined;
      callerId: string;
      now: Date;
    }
  | {
      type: 'ChangeStage';
      callerId: string;
      stage: TimelineStage;
      notes?: string;
      /** The sale was reversed after the timeline was opened. */
      saleRestored: boolean;
      now: Date;
    }
  /** The deal of an accepted offer, opened in the acceptance's transaction. */
  | {
      type: 'OpenDealFromOffer';
      timelineId: string;
      transactionId: string;
      listingId: string;
      sellerId: string;
      buyerId: string;
      offerId: string;
      acceptedBy: DealRole;
      paymentDays: number;
      transferDays: number;
      now: Date;
    }
  /** The clock's jobs: a reminder a day before a deadline, and the deadline itself. */
  | { type: 'RemindDeadline'; deadline: DealDeadline; now: Date }
  | { type: 'MissDeadline'; deadline: DealDeadline; now: Date };

export const initialTimeline = (): TimelineState => ({ status: 'none', stage: 'agreed' });

export function evolve(state: TimelineState, event: TimelineEvent): TimelineState {
  switch (event.type) {
    case 'deals.TimelineOpened':
      return {
        status: 'open',
        stage: 'agreed',
        timelineId: event.data.timelineId,
        sellerId: event.data.sellerId,
        buyerId: event.data.buyerId,
        clock: clockOf(event.data),
      };
    case 'deals.TimelineStageChanged': {
      const { transferDueAt } = event.data;
      const clock =
        state.clock && transferDueAt
          ? { ...state.clock, transferDueAt: new Date(transferDueAt) }
          : state.clock;
      return { ...state, stage: event.data.stage, status: statusOf(event.data.stage), clock };
    }
    case 'deals.DeadlineReminded':
      return state.clock
        ? {
            ...state,
            clock: { ...state.clock, reminded: [...state.clock.reminded, markOf(event.data)] },
          }
        : state;
    case 'deals.DeadlineMissed':
      return state.clock
        ? {
            ...state,
            clock: { ...state.clock, missed: [...state.clock.missed, markOf(event.data)] },
          }
        : state;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

function clockOf(data: TimelineOpened['data']): DealClock | undefined {
  if (!data.offerId || !data.paymentDueAt || data.transferDays === undefined) return undefined;
  return {
    offerId: data.offerId,
    paymentDueAt: new Date(data.paymentDueAt),
    transferDays: data.transferDays,
    reminded: [],
    missed: [],
  };
}

const markOf = (data: { deadline: DealDeadline; dueAt: string }) =>
  `${data.deadline}@${new Date(data.dueAt).toISOString()}`;

/** The deadline the deal now runs against: payment until it is secured, then the transfer. */
export function pendingDeadline(
  state: Pick<TimelineState, 'status' | 'stage' | 'clock'>,
): { deadline: DealDeadline; dueAt: Date } | undefined {
  const { clock } = state;
  if (state.status !== 'open' || !clock) return undefined;
  if (state.stage === 'agreed' || state.stage === 'escrow_opened')
    return { deadline: 'payment', dueAt: clock.paymentDueAt };
  if (state.stage === 'payment_secured' && clock.transferDueAt)
    return { deadline: 'transfer', dueAt: clock.transferDueAt };
  return undefined;
}

/** Who may cancel once a deadline is missed: the side that was waiting on the other. */
export const CANCELLING_ROLE: Record<DealDeadline, DealRole> = {
  payment: 'seller',
  transfer: 'buyer',
};

export function decide(command: TimelineCommand, state: TimelineState): TimelineEvent[] {
  if (command.type === 'OpenDealFromOffer') {
    if (state.status !== 'none') return [];
    return [
      {
        type: 'deals.TimelineOpened',
        data: {
          timelineId: command.timelineId,
          transactionId: command.transactionId,
          listingId: command.listingId,
          sellerId: command.sellerId,
          buyerId: command.buyerId,
          stage: 'agreed',
          role: command.acceptedBy,
          openedAt: command.now.toISOString(),
          offerId: command.offerId,
          paymentDueAt: new Date(command.now.getTime() + command.paymentDays * DAY).toISOString(),
          transferDays: command.transferDays,
        },
      },
    ];
  }
  if (command.type === 'RemindDeadline' || command.type === 'MissDeadline')
    return clockEvents(command, state);
  if (command.type === 'OpenTimeline') {
    const role = command.sale && roleOf(command.callerId, command.sale);
    if (!command.sale || !role) throw new SaleNotFoundError();
    if (command.sale.restored) throw new SaleRestoredError();
    if (state.status !== 'none') return [];
    return [
      {
        type: 'deals.TimelineOpened',
        data: {
          timelineId: command.timelineId,
          transactionId: command.sale.transactionId,
          listingId: command.sale.listingId,
          sellerId: command.sale.sellerId,
          buyerId: command.sale.buyerId,
          stage: 'agreed',
          role,
          openedAt: command.now.toISOString(),
        },
      },
    ];
  }

  const role = roleOf(command.callerId, state);
  if (state.status === 'none' || !state.timelineId || !role) throw new TimelineNotFoundError();
  if (state.status !== 'open') throw new TimelineClosedError(state.status);
  if (command.stage !== 'cancelled') {
    if (command.saleRestored) throw new SaleRestoredError();
    const next = nextStageOf(state.stage);
    if (next && command.stage !== next) throw new StageOutOfOrderError(state.stage, next);
  }
  const pending = pendingDeadline(state);
  const missed =
    pending && command.now.getTime() >= pending.dueAt.getTime() ? pending.deadline : undefined;
  if (command.stage === 'cancelled' && state.clock && !command.saleRestored) {
    if (!missed || CANCELLING_ROLE[missed] !== role) throw new DealBindingError();
  }
  const transferDueAt =
    state.clock && command.stage === 'payment_secured'
      ? new Date(command.now.getTime() + state.clock.transferDays * DAY).toISOString()
      : undefined;
  return [
    {
      type: 'deals.TimelineStageChanged',
      data: {
        timelineId: state.timelineId,
        stage: command.stage,
        notes: command.notes || null,
        role,
        changedAt: command.now.toISOString(),
        ...(transferDueAt && { transferDueAt }),
        ...(command.stage === 'cancelled' && missed && state.clock && { missedDeadline: missed }),
      },
    },
  ];
}

/** A reminder or a miss, once per deadline and due time, and only while that deadline is pending. */
function clockEvents(
  command: Extract<TimelineCommand, { type: 'RemindDeadline' | 'MissDeadline' }>,
  state: TimelineState,
): TimelineEvent[] {
  const pending = pendingDeadline(state);
  if (!pending || pending.deadline !== command.deadline || !state.timelineId || !state.clock)
    return [];
  const data = {
    timelineId: state.timelineId,
    deadline: pending.deadline,
    dueAt: pending.dueAt.toISOString(),
  };
  const mark = markOf(data);
  const now = command.now.getTime();
  const due = pending.dueAt.getTime();
  if (command.type === 'RemindDeadline') {
    if (state.clock.reminded.includes(mark) || now < due - REMINDER_BEFORE_MS || now >= due)
      return [];
    return [
      { type: 'deals.DeadlineReminded', data: { ...data, remindedAt: command.now.toISOString() } },
    ];
  }
  if (state.clock.missed.includes(mark) || now < due) return [];
  return [{ type: 'deals.DeadlineMissed', data: { ...data, missedAt: command.now.toISOString() } }];
}

export const timelineDecider: Decider<TimelineCommand, TimelineEvent, TimelineState> = {
  initialState: initialTimeline,
  evolve,
  decide,
};

/** A timeline's stream, for a command on it. A malformed id is a timeline that does not exist. */
export function timelineStream(timelineId: string): CommandStream<TimelineState, TimelineEvent> {
  if (!isUuid(timelineId)) throw new TimelineNotFoundError();
  return streamOf(timelineStreamId(timelineId), timelineDecider);
}
