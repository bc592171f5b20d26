import { type CommandStream, type Decider, streamOf } from '../../../platform/event-store/decider';
import { isUuid } from '../../../platform/ids/uuid';
import {
  nextStageOf,
  roleOf,
  statusOf,
  type TimelineStage,
  type TimelineStatus,
} from './deal-rules';
import {
  SaleNotFoundError,
  SaleRestoredError,
  StageOutOfOrderError,
  TimelineClosedError,
  TimelineNotFoundError,
} from './deal.errors';
import { type TimelineEvent, timelineStreamId } from './timeline.events';

export interface TimelineState {
  status: 'none' | TimelineStatus;
  stage: TimelineStage;
  timelineId?: string;
  sellerId?: string;
  buyerId?: string | null;
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
    };

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
      };
    case 'deals.TimelineStageChanged':
      return { ...state, stage: event.data.stage, status: statusOf(event.data.stage) };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export function decide(command: TimelineCommand, state: TimelineState): TimelineEvent[] {
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
  return [
    {
      type: 'deals.TimelineStageChanged',
      data: {
        timelineId: state.timelineId,
        stage: command.stage,
        notes: command.notes || null,
        role,
        changedAt: command.now.toISOString(),
      },
    },
  ];
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
