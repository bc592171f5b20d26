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
