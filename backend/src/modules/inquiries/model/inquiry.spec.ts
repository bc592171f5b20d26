import { DeciderSpecification } from '../../../platform/event-store/testing/decider-specification';
import { inquiryDecider } from './inquiry';
import { type InquiryEvent } from './inquiry.events';
import { INQUIRIES_PER_HOUR, soldNote } from './inquiry-rules';

const given = DeciderSpecification.for(inquiryDecider);
const now = new Date('2026-06-01T12:00:00.000Z');
const submitted: InquiryEvent = {
  type: 'inquiries.InquirySubmitted',
  data: {
    inquiryId: 'inquiry-1',
    listingId: 'listing-1',
    sellerId: 'seller-1',
    buyerId: 'buyer-1',
    inquiryType: 'question',
    priority: 'medium',
    submittedAt: now.toISOString(),
  },
};
const changed = (
  data: Partial<Extract<InquiryEvent, { type: 'inquiries.InquiryStatusChanged' }>['data']>,
): InquiryEvent => ({
  type: 'inquiries.InquiryStatusChanged',
  data: {
    inquiryId: 'inquiry-1',
    sellerId: 'seller-1',
    status: 'responded',
    changedAt: now.toISOString(),
    ...data,
  },
});

const submit = (sentLastHour: number) =>
  ({
    type: 'SubmitInquiry',
    inquiryId: 'inquiry-1',
    listingId: 'listing-1',
    sellerId: 'seller-1',
    buyerId: 'buyer-1',
    inquiryType: 'question',
    sentLastHour,
    now,
  }) as const;

describe('inquiry', () => {
  it('is submitted with the priority of its type', () => {
    given().when(submit(0)).then([submitted]);
    given()
      .when(submit(INQUIRIES_PER_HOUR - 1))
      .then([submitted]);
  });

  it('is refused to a buyer who sent the hour’s limit already', () => {
    given().when(submit(INQUIRIES_PER_HOUR)).thenThrows('RATE_LIMITED');
  });

  it('moves to a status with the seller’s notes, and records nothing when nothing changes', () => {
    given(submitted)
      .when({
        type: 'ChangeInquiryStatus',
        sellerId: 'seller-1',
        status: 'responded',
        notes: 'Called',
        now,
      })
      .then([changed({ notes: 'Called' })]);
    given(submitted, changed({ notes: 'Called' }))
      .when({
        type: 'ChangeInquiryStatus',
        sellerId: 'seller-1',
        status: 'responded',
        notes: 'Called',
        now,
      })
      .then([]);
    given(submitted, changed({ notes: 'Called' }))
      .when({ type: 'ChangeInquiryStatus', sellerId: 'seller-1', status: 'archived', now })
      .then([changed({ status: 'archived' })]);
  });

  it('is not found by anyone but its seller', () => {
    given(submitted)
      .when({ type: 'ChangeInquiryStatus', sellerId: 'buyer-1', status: 'archived', now })
      .thenThrows('NOT_FOUND');
    given()
      .when({ type: 'ChangeInquiryStatus', sellerId: 'seller-1', status: 'archived', now })
      .thenThrows('NOT_FOUND');
  });

  it('is archived with a dated note and its listing when the domain sells to its buyer', () => {
    const note = soldNote(now);
    given(submitted)
      .when({ type: 'MarkLeadSold', sellerId: 'seller-1', now })
      .then([changed({ status: 'archived', notes: note, soldListingId: 'listing-1' })]);
    given(submitted, changed({ status: 'archived', notes: note }))
      .when({ type: 'MarkLeadSold', sellerId: 'seller-1', now })
      .then([changed({ status: 'archived', soldListingId: 'listing-1' })]);
  });

  it('is not marked sold by anyone but its seller', () => {
    given(submitted)
      .when({ type: 'MarkLeadSold', sellerId: 'buyer-1', now })
      .thenThrows('NOT_FOUND');
    given().when({ type: 'MarkLeadSold', sellerId: 'seller-1', now }).thenThrows('NOT_FOUND');
  });

  it('notes a sale with its date in words', () => {
    expect(soldNote(new Date('2026-11-21T23:30:00.000Z'))).toBe(
      'Marked as sold on November 21, 2026',
    );
  });
});
