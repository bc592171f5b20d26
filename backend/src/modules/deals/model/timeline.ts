import { type CommandStream, type Decider, streamOf } from '../../../platform/event-store/decider';
import { isUuid } from '../../../platform/ids/uuid';
import {
  type DealRole,
  FORWARD_STAGES,
  type ForwardStage,
  nextStageOf,
  roleOf,
  statusOf,
  type TimelineStage,
  type TimelineStatus,
} from './deal-rules';
import {
  AuthCodeAlreadyShownError,
  AuthCodeNotEnteredError,
  AuthCodeNotNowError,
  AuthCodeUnreadableError,
  DealBindingError,
  EscrowAlreadyOpenError,
  EscrowNeedsBuyerError,
  EscrowTooLateError,
  EscrowUnavailableError,
  PartyOnlyError,
  SaleNotFoundError,
  SaleRestoredError,
  StageOutOfOrderError,
  TimelineClosedError,
  TimelineNotFoundError,
  TransferDoneError,
} from './deal.errors';
import {
  type DealDeadline,
  type EscrowFeePayer,
  type EscrowSource,
  type HoldReason,
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

/** The deal's escrow at Escrow.com, from the request on. */
export interface DealEscrow {
  requestId: string;
  requestedAt: Date;
  /** Who asked for it. */
  role: DealRole;
  /** Set once Escrow.com opened it; undefined while the request is under way. */
  escrowId?: string;
}

export interface TimelineState {
  status: 'none' | TimelineStatus;
  stage: TimelineStage;
  timelineId?: string;
  sellerId?: string;
  buyerId?: string | null;
  clock?: DealClock;
  escrow?: DealEscrow;
  /** The seller entered the transfer auth code; `viewed` once the buyer was shown it. */
  authCode?: { viewed: boolean };
  /** Where the buyer receives the name. */
  receivingRegistrar?: string;
  /** Put on hold during the transfer, until a party moves the deal. */
  hold?: HoldReason;
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
  | { type: 'MissDeadline'; deadline: DealDeadline; now: Date }
  /** A party asks for the escrow to be opened through Escrow.com. */
  | {
      type: 'RequestEscrow';
      /** Escrow.com is set up on this site. */
      available: boolean;
      callerId: string;
      requestId: string;
      feePayer: EscrowFeePayer;
      inspectionDays: number;
      saleRestored: boolean;
      now: Date;
    }
  /** What Escrow.com answered the request. */
  | { type: 'RecordEscrowOpened'; requestId: string; escrowId: string; payUrl: string; now: Date }
  | { type: 'RecordEscrowFailed'; requestId: string; reason: string; now: Date }
  /** The seller enters (or replaces) the name's transfer auth code. */
  | { type: 'EnterAuthCode'; callerId: string; saleRestored: boolean; now: Date }
  /** The buyer asks to see it: once. `readable`: the stored code opens. */
  | { type: 'RevealAuthCode'; callerId: string; readable: boolean; now: Date }
  /** The buyer names the registrar the name is to arrive at. */
  | { type: 'SetReceivingRegistrar'; callerId: string; registrar: string; now: Date }
  /** The name's RDAP record shows it at the buyer's registrar. */
  | { type: 'ConfirmDelivery'; registrar: string; now: Date }
  /** The name's RDAP record shows something wrong during the transfer. */
  | { type: 'HoldDeal'; reason: HoldReason; registrar: string | null; now: Date }
  /** The stage Escrow.com says the deal has reached, from its webhook or the poll. */
  | {
      type: 'SyncEscrow';
      escrowId: string;
      reached: ForwardStage;
      source: EscrowSource;
      saleRestored: boolean;
      now: Date;
    };

/**
 * A request to Escrow.com that never came back (the process stopped while it waited) holds the
 * deal's escrow this long; then a party may ask again.
 */
export const ESCROW_REQUEST_HOLD_MS = 2 * 60 * 1000;

/**
 * Whose act each stage reported by Escrow.com is: the buyer pays, the seller transfers the name,
 * the buyer's acceptance releases the funds and closes the escrow.
 */
export const ESCROW_STAGE_ROLE: Record<ForwardStage, DealRole> = {
  agreed: 'buyer',
  escrow_opened: 'buyer',
  payment_secured: 'buyer',
  domain_transferred: 'seller',
  funds_released: 'buyer',
  completed: 'buyer',
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
        clock: clockOf(event.data),
      };
    case 'deals.TimelineStageChanged': {
      const { transferDueAt } = event.data;
      const clock =
        state.clock && transferDueAt
          ? { ...state.clock, transferDueAt: new Date(transferDueAt) }
          : state.clock;
      return {
        ...state,
        stage: event.data.stage,
        status: statusOf(event.data.stage),
        clock,
        hold: undefined,
      };
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
    case 'deals.EscrowRequested':
      return {
        ...state,
        escrow: {
          requestId: event.data.requestId,
          requestedAt: new Date(event.data.requestedAt),
          role: event.data.role,
        },
      };
    case 'deals.EscrowOpened':
      return state.escrow
        ? { ...state, escrow: { ...state.escrow, escrowId: event.data.escrowId } }
        : state;
    case 'deals.EscrowRequestFailed':
      return { ...state, escrow: undefined };
    case 'deals.AuthCodeEntered':
      return { ...state, authCode: { viewed: false } };
    case 'deals.AuthCodeViewed':
      return { ...state, authCode: { viewed: true } };
    case 'deals.ReceivingRegistrarSet':
      return { ...state, receivingRegistrar: event.data.registrar };
    case 'deals.DealHeld':
      return { ...state, hold: event.data.reason };
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
  if (command.type === 'RequestEscrow') return requestEscrow(command, state);
  if (command.type === 'RecordEscrowOpened') return escrowOpened(command, state);
  if (command.type === 'RecordEscrowFailed') {
    if (!state.timelineId || state.escrow?.requestId !== command.requestId) return [];
    if (state.escrow.escrowId) return [];
    return [
      {
        type: 'deals.EscrowRequestFailed',
        data: {
          timelineId: state.timelineId,
          requestId: command.requestId,
          reason: command.reason,
          failedAt: command.now.toISOString(),
        },
      },
    ];
  }
  if (command.type === 'SyncEscrow') return syncEscrow(command, state);
  if (command.type === 'EnterAuthCode' || command.type === 'RevealAuthCode')
    return authCodeEvents(command, state);
  if (
    command.type === 'SetReceivingRegistrar' ||
    command.type === 'ConfirmDelivery' ||
    command.type === 'HoldDeal'
  )
    return deliveryEvents(command, state);
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
  const transferDueAt = transferDueAtOf(state, command.stage, command.now);
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

/** When a clocked deal's transfer is due, if `stage` is the one that starts its clock. */
function transferDueAtOf(
  state: TimelineState,
  stage: TimelineStage,
  now: Date,
): string | undefined {
  return state.clock && stage === 'payment_secured'
    ? new Date(now.getTime() + state.clock.transferDays * DAY).toISOString()
    : undefined;
}

function requestEscrow(
  command: Extract<TimelineCommand, { type: 'RequestEscrow' }>,
  state: TimelineState,
): TimelineEvent[] {
  const role = roleOf(command.callerId, state);
  if (state.status === 'none' || !state.timelineId || !role) throw new TimelineNotFoundError();
  if (!command.available) throw new EscrowUnavailableError();
  if (state.status !== 'open') throw new TimelineClosedError(state.status);
  if (command.saleRestored) throw new SaleRestoredError();
  if (!state.buyerId) throw new EscrowNeedsBuyerError();
  if (state.stage !== 'agreed' && state.stage !== 'escrow_opened')
    throw new EscrowTooLateError(state.stage);
  const { escrow } = state;
  if (
    escrow &&
    (escrow.escrowId ||
      command.now.getTime() - escrow.requestedAt.getTime() < ESCROW_REQUEST_HOLD_MS)
  )
    throw new EscrowAlreadyOpenError();
  return [
    {
      type: 'deals.EscrowRequested',
      data: {
        timelineId: state.timelineId,
        requestId: command.requestId,
        role,
        feePayer: command.feePayer,
        inspectionDays: command.inspectionDays,
        requestedAt: command.now.toISOString(),
      },
    },
  ];
}

/** The escrow opened, and the deal at its stage if it was not there yet. */
function escrowOpened(
  command: Extract<TimelineCommand, { type: 'RecordEscrowOpened' }>,
  state: TimelineState,
): TimelineEvent[] {
  const { escrow, timelineId } = state;
  if (!timelineId || !escrow || escrow.requestId !== command.requestId || escrow.escrowId)
    return [];
  const opened: TimelineEvent = {
    type: 'deals.EscrowOpened',
    data: {
      timelineId,
      requestId: command.requestId,
      escrowId: command.escrowId,
      payUrl: command.payUrl,
      openedAt: command.now.toISOString(),
    },
  };
  if (state.status !== 'open' || state.stage !== 'agreed') return [opened];
  return [
    opened,
    {
      type: 'deals.TimelineStageChanged',
      data: {
        timelineId,
        stage: 'escrow_opened',
        notes: null,
        role: escrow.role,
        changedAt: command.now.toISOString(),
      },
    },
  ];
}

/**
 * Every stage from the deal's next up to the one Escrow.com reports, in order, each once: a
 * status heard again (a webhook delivered twice, the poll after the webhook) moves nothing, and
 * nothing moves a closed deal, a held one, a deal whose sale was reversed, or backwards.
 */
function syncEscrow(
  command: Extract<TimelineCommand, { type: 'SyncEscrow' }>,
  state: TimelineState,
): TimelineEvent[] {
  const { timelineId } = state;
  // A hold (the name seen elsewhere in RDAP) stays until a party moves the deal by hand.
  if (!timelineId || state.status !== 'open' || command.saleRestored || state.hold) return [];
  if (state.escrow?.escrowId !== command.escrowId) return [];
  const from = FORWARD_STAGES.indexOf(state.stage as ForwardStage);
  const to = FORWARD_STAGES.indexOf(command.reached);
  return FORWARD_STAGES.slice(from + 1, to + 1).map((stage) => {
    const transferDueAt = transferDueAtOf(state, stage, command.now);
    return {
      type: 'deals.TimelineStageChanged',
      data: {
        timelineId,
        stage,
        notes: null,
        role: ESCROW_STAGE_ROLE[stage],
        changedAt: command.now.toISOString(),
        ...(transferDueAt && { transferDueAt }),
        source: command.source,
      },
    };
  });
}

/**
 * The auth code is entered by the seller and shown to the buyer once, while the transfer is under
 * way: after payment is secured and before the name is transferred. Entering it again replaces it
 * and lets the buyer see the new one.
 */
function authCodeEvents(
  command: Extract<TimelineCommand, { type: 'EnterAuthCode' | 'RevealAuthCode' }>,
  state: TimelineState,
): TimelineEvent[] {
  const role = roleOf(command.callerId, state);
  if (state.status === 'none' || !state.timelineId || !role) throw new TimelineNotFoundError();
  if (state.status !== 'open') throw new TimelineClosedError(state.status);
  const timelineId = state.timelineId;
  const at = command.now.toISOString();
  if (command.type === 'EnterAuthCode') {
    if (role !== 'seller') throw new PartyOnlyError('seller', 'enters the transfer auth code');
    if (command.saleRestored) throw new SaleRestoredError();
    if (state.stage !== 'payment_secured') throw new AuthCodeNotNowError(state.stage);
    return [{ type: 'deals.AuthCodeEntered', data: { timelineId, enteredAt: at } }];
  }
  if (role !== 'buyer') throw new PartyOnlyError('buyer', 'is shown the transfer auth code');
  if (state.stage !== 'payment_secured') throw new AuthCodeNotNowError(state.stage);
  if (!state.authCode) throw new AuthCodeNotEnteredError();
  if (state.authCode.viewed) throw new AuthCodeAlreadyShownError();
  if (!command.readable) throw new AuthCodeUnreadableError();
  return [{ type: 'deals.AuthCodeViewed', data: { timelineId, viewedAt: at } }];
}

/** Stages before the name is transferred, while the buyer may still name their registrar. */
const BEFORE_TRANSFER: readonly TimelineStage[] = ['agreed', 'escrow_opened', 'payment_secured'];

/**
 * The buyer names the registrar receiving the name, before it is transferred; while payment is
 * secured, the name's RDAP record showing that registrar moves the deal to domain transferred
 * (source `rdap`), and something wrong puts it on hold, once, until a party moves it.
 */
function deliveryEvents(
  command: Extract<
    TimelineCommand,
    { type: 'SetReceivingRegistrar' | 'ConfirmDelivery' | 'HoldDeal' }
  >,
  state: TimelineState,
): TimelineEvent[] {
  const { timelineId } = state;
  const at = command.now.toISOString();
  if (command.type === 'SetReceivingRegistrar') {
    const role = roleOf(command.callerId, state);
    if (state.status === 'none' || !timelineId || !role) throw new TimelineNotFoundError();
    if (state.status !== 'open') throw new TimelineClosedError(state.status);
    if (role !== 'buyer')
      throw new PartyOnlyError('buyer', 'names the registrar receiving the name');
    if (!BEFORE_TRANSFER.includes(state.stage)) throw new TransferDoneError(state.stage);
    if (state.receivingRegistrar === command.registrar) return [];
    return [
      {
        type: 'deals.ReceivingRegistrarSet',
        data: { timelineId, registrar: command.registrar, setAt: at },
      },
    ];
  }
  if (!timelineId || state.status !== 'open' || state.stage !== 'payment_secured' || state.hold)
    return [];
  if (command.type === 'HoldDeal')
    return [
      {
        type: 'deals.DealHeld',
        data: { timelineId, reason: command.reason, registrar: command.registrar, heldAt: at },
      },
    ];
  return [
    {
      type: 'deals.TimelineStageChanged',
      data: {
        timelineId,
        stage: 'domain_transferred',
        notes: `The registrar of record is now ${command.registrar}.`,
        role: 'seller',
        changedAt: at,
        source: 'rdap',
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
