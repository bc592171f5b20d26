import { fold } from '../../../platform/event-store/decider';
import { DeciderSpecification } from '../../../platform/event-store/testing/decider-specification';
import { type TimelineStage } from './deal-rules';
import { type SaleParties, timelineDecider } from './timeline';
import { type TimelineEvent } from './timeline.events';

const given = DeciderSpecification.for(timelineDecider);
const now = new Date('2026-06-01T12:00:00.000Z');
const sale: SaleParties = {
  transactionId: 'sale-1',
  listingId: 'listing-1',
  sellerId: 'seller-1',
  buyerId: 'buyer-1',
  restored: false,
};
const opened: TimelineEvent = {
  type: 'deals.TimelineOpened',
  data: {
    timelineId: 'timeline-1',
    transactionId: 'sale-1',
    listingId: 'listing-1',
    sellerId: 'seller-1',
    buyerId: 'buyer-1',
    stage: 'agreed',
    role: 'buyer',
    openedAt: now.toISOString(),
  },
};
const changed = (
  stage: TimelineStage,
  role: 'buyer' | 'seller' = 'seller',
  notes: string | null = null,
): TimelineEvent => ({
  type: 'deals.TimelineStageChanged',
  data: { timelineId: 'timeline-1', stage, notes, role, changedAt: now.toISOString() },
});
const move = (stage: TimelineStage, callerId = 'seller-1', saleRestored = false) => ({
  type: 'ChangeStage' as const,
  callerId,
  stage,
  saleRestored,
  now,
});
const open = (callerId: string, parties: SaleParties | undefined = sale) => ({
  type: 'OpenTimeline' as const,
  timelineId: 'timeline-1',
  sale: parties,
  callerId,
  now,
});

describe('a deal’s timeline', () => {
  it('is opened at agreed by a party of the sale, once', () => {
    given().when(open('buyer-1')).then([opened]);
    given(opened).when(open('seller-1')).thenNothingHappened();
  });

  it('is not found by anyone else, nor for a sale without a buyer by a would-be buyer', () => {
    given().when(open('stranger')).thenThrows('NOT_FOUND');
    given()
      .when(open('buyer-1', { ...sale, buyerId: null }))
      .thenThrows('NOT_FOUND');
    given(opened).when(move('escrow_opened', 'stranger')).thenThrows('NOT_FOUND');
    given().when(move('escrow_opened')).thenThrows('NOT_FOUND');
  });

  it('is not opened for a sale the deals read model does not know', () => {
    const unknownSale = { ...open('buyer-1'), sale: undefined };
    given().when(unknownSale).thenThrows('NOT_FOUND');
  });

  it('is not opened for a reversed sale', () => {
    given()
      .when(open('seller-1', { ...sale, restored: true }))
      .thenThrows('SALE_RESTORED');
  });

  it('moves one stage at a time, with the notes and role of whoever moved it', () => {
    given(opened)
      .when({ ...move('escrow_opened', 'buyer-1'), notes: 'Escrow.com #123' })
      .then([changed('escrow_opened', 'buyer', 'Escrow.com #123')]);
    given(opened, changed('escrow_opened'), changed('payment_secured'))
      .when(move('domain_transferred'))
      .then([changed('domain_transferred')]);
    given(
      opened,
      changed('escrow_opened'),
      changed('payment_secured'),
      changed('domain_transferred'),
      changed('funds_released'),
    )
      .when(move('completed'))
      .then([changed('completed')]);
  });

  it('refuses a skipped stage, a step back and the current stage', () => {
    given(opened).when(move('payment_secured')).thenThrows('STAGE_OUT_OF_ORDER');
    given(opened, changed('escrow_opened')).when(move('agreed')).thenThrows('STAGE_OUT_OF_ORDER');
    given(opened, changed('escrow_opened'))
      .when(move('escrow_opened'))
      .thenThrows('STAGE_OUT_OF_ORDER');
  });

  it('says which stage comes next when refusing one', () => {
    const state = fold(timelineDecider, [opened, changed('escrow_opened')]);
    expect(() => timelineDecider.decide(move('funds_released'), state)).toThrow(
      'A deal moves one stage at a time: after Escrow opened comes Payment secured.',
    );
  });

  it('can be cancelled before completion, and changes no more once closed', () => {
    given(opened, changed('escrow_opened'))
      .when(move('cancelled', 'buyer-1'))
      .then([changed('cancelled', 'buyer')]);
    given(opened, changed('cancelled')).when(move('escrow_opened')).thenThrows('TIMELINE_CLOSED');
    given(
      opened,
      changed('escrow_opened'),
      changed('payment_secured'),
      changed('domain_transferred'),
      changed('funds_released'),
      changed('completed'),
    )
      .when(move('cancelled'))
      .thenThrows('TIMELINE_CLOSED');
  });

  it('only cancels once its sale is reversed', () => {
    given(opened)
      .when(move('escrow_opened', 'seller-1', true))
      .thenThrows('SALE_RESTORED');
    given(opened)
      .when(move('cancelled', 'seller-1', true))
      .then([changed('cancelled')]);
  });
});

describe('the clock of a deal from an accepted offer', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const openedFromOffer: TimelineEvent = {
    type: 'deals.TimelineOpened',
    data: {
      ...opened.data,
      role: 'seller',
      offerId: 'offer-1',
      paymentDueAt: at(3).toISOString(),
      transferDays: 5,
    },
  };
  const tick = (
    type: 'RemindDeadline' | 'MissDeadline',
    days: number,
    deadline: 'payment' | 'transfer' = 'payment',
  ) => ({
    type,
    deadline,
    now: at(days),
  });
  const cancel = (callerId: string, days: number) => ({
    ...move('cancelled', callerId),
    now: at(days),
  });

  it('opens with the payment deadline from the offer’s rules', () => {
    given()
      .when({
        type: 'OpenDealFromOffer',
        timelineId: 'timeline-1',
        transactionId: 'sale-1',
        listingId: 'listing-1',
        sellerId: 'seller-1',
        buyerId: 'buyer-1',
        offerId: 'offer-1',
        acceptedBy: 'seller',
        paymentDays: 3,
        transferDays: 5,
        now,
      })
      .then([openedFromOffer]);
  });

  it('reminds once within the last day, and marks the deadline missed once it passes', () => {
    given(openedFromOffer).when(tick('RemindDeadline', 1.9)).thenNothingHappened();
    const reminded: TimelineEvent = {
      type: 'deals.DeadlineReminded',
      data: {
        timelineId: 'timeline-1',
        deadline: 'payment',
        dueAt: at(3).toISOString(),
        remindedAt: at(2).toISOString(),
      },
    };
    given(openedFromOffer).when(tick('RemindDeadline', 2)).then([reminded]);
    given(openedFromOffer, reminded).when(tick('RemindDeadline', 2.5)).thenNothingHappened();
    given(openedFromOffer).when(tick('MissDeadline', 2.99)).thenNothingHappened();
    given(openedFromOffer)
      .when(tick('MissDeadline', 2, 'transfer'))
      .thenNothingHappened();
    given(openedFromOffer)
      .when(tick('MissDeadline', 3))
      .then([
        {
          type: 'deals.DeadlineMissed',
          data: {
            timelineId: 'timeline-1',
            deadline: 'payment',
            dueAt: at(3).toISOString(),
            missedAt: at(3).toISOString(),
          },
        },
      ]);
  });

  it('binds both sides: only the seller cancels once payment is late, only the buyer once the transfer is', () => {
    given(openedFromOffer).when(cancel('seller-1', 2)).thenThrows('DEAL_BINDING');
    given(openedFromOffer).when(cancel('buyer-1', 4)).thenThrows('DEAL_BINDING');
    given(openedFromOffer)
      .when(cancel('seller-1', 4))
      .then([
        {
          type: 'deals.TimelineStageChanged',
          data: {
            timelineId: 'timeline-1',
            stage: 'cancelled',
            notes: null,
            role: 'seller',
            changedAt: at(4).toISOString(),
            missedDeadline: 'payment',
          },
        },
      ]);
    const paid: TimelineEvent = {
      type: 'deals.TimelineStageChanged',
      data: {
        timelineId: 'timeline-1',
        stage: 'payment_secured',
        notes: null,
        role: 'seller',
        changedAt: at(1).toISOString(),
        transferDueAt: at(6).toISOString(),
      },
    };
    given(openedFromOffer, changed('escrow_opened'))
      .when({ ...move('payment_secured'), now: at(1) })
      .then([paid]);
    given(openedFromOffer, changed('escrow_opened'), paid)
      .when(cancel('seller-1', 7))
      .thenThrows('DEAL_BINDING');
    given(openedFromOffer, changed('escrow_opened'), paid)
      .when(cancel('buyer-1', 5))
      .thenThrows('DEAL_BINDING');
  });
});

describe('a deal’s escrow at Escrow.com', () => {
  const request = (minutesLater = 0, callerId = 'buyer-1') => ({
    type: 'RequestEscrow' as const,
    available: true,
    callerId,
    requestId: `request-${minutesLater}`,
    feePayer: 'buyer' as const,
    inspectionDays: 3,
    saleRestored: false,
    now: new Date(now.getTime() + minutesLater * 60_000),
  });
  const requested: TimelineEvent = {
    type: 'deals.EscrowRequested',
    data: {
      timelineId: 'timeline-1',
      requestId: 'request-0',
      role: 'buyer',
      feePayer: 'buyer',
      inspectionDays: 3,
      requestedAt: now.toISOString(),
    },
  };
  const escrowOpened: TimelineEvent = {
    type: 'deals.EscrowOpened',
    data: {
      timelineId: 'timeline-1',
      requestId: 'request-0',
      escrowId: '2900001',
      payUrl: 'https://www.escrow.com/transaction/2900001',
      openedAt: now.toISOString(),
    },
  };
  const sync = (reached: TimelineStage) => ({
    type: 'SyncEscrow' as const,
    escrowId: '2900001',
    reached: reached as 'payment_secured',
    source: 'escrow_webhook' as const,
    saleRestored: false,
    now,
  });
  const escrowChange = (stage: TimelineStage, role: 'buyer' | 'seller'): TimelineEvent => ({
    type: 'deals.TimelineStageChanged',
    data: {
      timelineId: 'timeline-1',
      stage,
      notes: null,
      role,
      changedAt: now.toISOString(),
      source: 'escrow_webhook',
    },
  });

  it('is asked for once at a time; a request that never came back frees the deal after 2 minutes', () => {
    given(opened).when(request()).then([requested]);
    given(opened, requested).when(request(1)).thenThrows('ESCROW_ALREADY_OPEN');
    given(opened, requested)
      .when(request(2, 'seller-1'))
      .then([
        {
          ...requested,
          data: {
            ...requested.data,
            requestId: 'request-2',
            role: 'seller',
            requestedAt: new Date(now.getTime() + 2 * 60_000).toISOString(),
          },
        },
      ]);
    given(opened, requested, escrowOpened).when(request(60)).thenThrows('ESCROW_ALREADY_OPEN');
    given(opened)
      .when({ ...request(), available: false })
      .thenThrows('ESCROW_UNAVAILABLE');
    given(opened).when(request(0, 'stranger')).thenThrows('NOT_FOUND');
    given(opened, changed('escrow_opened', 'buyer'), changed('payment_secured'))
      .when(request())
      .thenThrows('ESCROW_TOO_LATE');
  });

  it('moves an agreed deal to escrow opened when Escrow.com opens it, and only for its request', () => {
    const record = (requestId: string) => ({
      type: 'RecordEscrowOpened' as const,
      requestId,
      escrowId: '2900001',
      payUrl: 'https://www.escrow.com/transaction/2900001',
      now,
    });
    given(opened, requested)
      .when(record('request-0'))
      .then([escrowOpened, changed('escrow_opened', 'buyer')]);
    given(opened, changed('escrow_opened', 'buyer'), requested)
      .when(record('request-0'))
      .then([escrowOpened]);
    given(opened, requested).when(record('another')).thenNothingHappened();
  });

  it('follows Escrow.com forward through every stage in between, each once', () => {
    const at = [opened, requested, escrowOpened, changed('escrow_opened', 'buyer')];
    given(...at)
      .when(sync('domain_transferred'))
      .then([
        escrowChange('payment_secured', 'buyer'),
        escrowChange('domain_transferred', 'seller'),
      ]);
    given(...at, escrowChange('payment_secured', 'buyer'))
      .when(sync('payment_secured'))
      .thenNothingHappened();
    given(...at, escrowChange('payment_secured', 'buyer'))
      .when(sync('escrow_opened'))
      .thenNothingHappened();
    given(...at)
      .when({ ...sync('completed'), escrowId: '1' })
      .thenNothingHappened();
    given(...at)
      .when({ ...sync('completed'), saleRestored: true })
      .thenNothingHappened();
    const held: TimelineEvent = {
      type: 'deals.DealHeld',
      data: {
        timelineId: 'timeline-1',
        reason: 'registrar_changed',
        registrar: 'Shady Names Ltd',
        heldAt: now.toISOString(),
      },
    };
    given(...at, held)
      .when(sync('domain_transferred'))
      .thenNothingHappened();
  });
});

describe('a deal’s transfer auth code', () => {
  const enter = (callerId = 'seller-1') => ({
    type: 'EnterAuthCode' as const,
    callerId,
    saleRestored: false,
    now,
  });
  const reveal = (callerId = 'buyer-1', readable = true) => ({
    type: 'RevealAuthCode' as const,
    callerId,
    readable,
    now,
  });
  const paid = [opened, changed('escrow_opened', 'buyer'), changed('payment_secured')];
  const entered: TimelineEvent = {
    type: 'deals.AuthCodeEntered',
    data: { timelineId: 'timeline-1', enteredAt: now.toISOString() },
  };
  const viewed: TimelineEvent = {
    type: 'deals.AuthCodeViewed',
    data: { timelineId: 'timeline-1', viewedAt: now.toISOString() },
  };

  it('is entered by the seller while the transfer is under way, and shown to the buyer once', () => {
    given(...paid)
      .when(enter())
      .then([entered]);
    given(...paid)
      .when(enter('buyer-1'))
      .thenThrows('FORBIDDEN');
    given(opened).when(enter()).thenThrows('AUTH_CODE_NOT_NOW');
    given(...paid)
      .when(reveal())
      .thenThrows('AUTH_CODE_NOT_ENTERED');
    given(...paid, entered)
      .when(reveal())
      .then([viewed]);
    given(...paid, entered)
      .when(reveal('seller-1'))
      .thenThrows('FORBIDDEN');
    given(...paid, entered, viewed)
      .when(reveal())
      .thenThrows('AUTH_CODE_ALREADY_SHOWN');
    given(...paid, entered)
      .when(reveal('buyer-1', false))
      .thenThrows('AUTH_CODE_UNREADABLE');
    given(...paid, entered, viewed, entered)
      .when(reveal())
      .then([viewed]);
    given(...paid, entered, changed('domain_transferred'))
      .when(reveal())
      .thenThrows('AUTH_CODE_NOT_NOW');
  });
});

describe('a deal’s delivery seen in RDAP', () => {
  const paid = [opened, changed('escrow_opened', 'buyer'), changed('payment_secured')];
  const confirm = { type: 'ConfirmDelivery' as const, registrar: 'Porkbun LLC', now };
  const hold = {
    type: 'HoldDeal' as const,
    reason: 'registrar_changed' as const,
    registrar: 'Shady Names Ltd',
    now,
  };
  const held: TimelineEvent = {
    type: 'deals.DealHeld',
    data: {
      timelineId: 'timeline-1',
      reason: 'registrar_changed',
      registrar: 'Shady Names Ltd',
      heldAt: now.toISOString(),
    },
  };

  it('names the receiving registrar by the buyer, before the transfer', () => {
    const set = (callerId: string) => ({
      type: 'SetReceivingRegistrar' as const,
      callerId,
      registrar: 'Porkbun',
      now,
    });
    const named: TimelineEvent = {
      type: 'deals.ReceivingRegistrarSet',
      data: { timelineId: 'timeline-1', registrar: 'Porkbun', setAt: now.toISOString() },
    };
    given(opened).when(set('buyer-1')).then([named]);
    given(opened, named).when(set('buyer-1')).thenNothingHappened();
    given(opened).when(set('seller-1')).thenThrows('FORBIDDEN');
    given(...paid, changed('domain_transferred'))
      .when(set('buyer-1'))
      .thenThrows('TRANSFER_DONE');
  });

  it('moves a paid deal to domain transferred, or holds it once, until a party moves it', () => {
    given(...paid)
      .when(confirm)
      .then([
        {
          type: 'deals.TimelineStageChanged',
          data: {
            timelineId: 'timeline-1',
            stage: 'domain_transferred',
            notes: 'The registrar of record is now Porkbun LLC.',
            role: 'seller',
            changedAt: now.toISOString(),
            source: 'rdap',
          },
        },
      ]);
    given(opened).when(confirm).thenNothingHappened();
    given(...paid)
      .when(hold)
      .then([held]);
    given(...paid, held)
      .when(hold)
      .thenNothingHappened();
    given(...paid, held)
      .when(confirm)
      .thenNothingHappened();
  });
});
