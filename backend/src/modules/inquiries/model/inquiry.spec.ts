import { DeciderSpecification } from '../../../platform/event-store/testing/decider-specification';
import { inquiryDecider } from './inquiry';
import { type InquiryEvent } from './inquiry.events';
import { soldNote } from './inquiry-rules';

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

describe('inquiry', () => {
  it('is submitted with the priority of its type', () => {
    given()
      .when({
        type: 'SubmitInquiry',
        inquiryId: 'inquiry-1',
        listingId: 'listing-1',
        sellerId: 'seller-1',
        buyerId: 'buyer-1',
        inquiryType: 'question',
        now,
      })
      .then([submitted]);
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

  it('notes a sale with its date in words', () => {
    expect(soldNote(new Date('2026-11-21T23:30:00.000Z'))).toBe(
      'Marked as sold on November 21, 2026',
    );
  });
});
