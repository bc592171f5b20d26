import { fold } from '../../../platform/event-store/decider';
import { DeciderSpecification } from '../../../platform/event-store/testing/decider-specification';
import { ValidationError } from '../../../platform/errors/domain-error';
import { verificationDecider } from './verification';
import { type VerificationEvent } from './verification.events';

const given = DeciderSpecification.for(verificationDecider);
const now = new Date('2026-06-01T12:00:00.000Z');
const created: VerificationEvent = {
  type: 'deals.VerificationCreated',
  data: {
    verificationId: 'verification-1',
    timelineId: 'timeline-1',
    type: 'escrow',
    role: 'seller',
    createdAt: now.toISOString(),
  },
};
const updated = (
  field: string,
  value: string | null,
  notes: string | null = null,
  role: 'buyer' | 'seller' = 'buyer',
): VerificationEvent => ({
  type: 'deals.VerificationItemUpdated',
  data: {
    verificationId: 'verification-1',
    field,
    value,
    notes,
    role,
    updatedAt: now.toISOString(),
  },
});
const fill = (field: string, value: string, notes?: string) => ({
  type: 'UpdateVerificationItem' as const,
  role: 'buyer' as const,
  field,
  value,
  notes,
  now,
});

describe('a verification checklist', () => {
  it('is created once per id, by a party of the deal', () => {
    const create = {
      type: 'CreateVerification' as const,
      verificationId: 'verification-1',
      timelineId: 'timeline-1',
      checklist: 'escrow' as const,
      role: 'seller' as const,
      now,
    };
    given().when(create).then([created]);
    given(created).when(create).thenNothingHappened();
    given()
      .when({ ...create, role: undefined })
      .thenThrows('NOT_FOUND');
  });

  it('records an item as it is now, and nothing when it does not change', () => {
    given(created)
      .when(fill('escrow_service', 'Escrow.com', 'Both agreed'))
      .then([updated('escrow_service', 'Escrow.com', 'Both agreed')]);
    given(created, updated('escrow_service', 'Escrow.com', 'Both agreed'))
      .when(fill('escrow_service', 'Escrow.com'))
      .thenNothingHappened();
    given(created, updated('escrow_service', 'Escrow.com', 'Both agreed'))
      .when(fill('escrow_service', 'Escrow.com', 'Both agreed'))
      .thenNothingHappened();
    given(created).when(fill('funds_deposited', '')).thenNothingHappened();
  });

  it('clears an item with an empty value and notes with empty notes', () => {
    given(created, updated('escrow_service', 'Escrow.com', 'Both agreed'))
      .when(fill('escrow_service', '', ''))
      .then([updated('escrow_service', null, null)]);
  });

  it('refuses an item its template does not have, naming it', () => {
    given(created).when(fill('registrar_unlocked', 'yes')).thenThrows('VALIDATION_ERROR');
    let thrown: unknown;
    try {
      verificationDecider.decide(
        fill('registrar_unlocked', 'yes'),
        fold(verificationDecider, [created]),
      );
    } catch (error) {
      thrown = error;
    }
    expect((thrown as ValidationError).details).toEqual([
      { field: 'field', message: 'This checklist has no item "registrar_unlocked".' },
    ]);
  });

  it('is not found by anyone but the deal’s parties', () => {
    given(created)
      .when({ ...fill('escrow_service', 'x'), role: undefined })
      .thenThrows('NOT_FOUND');
    given().when(fill('escrow_service', 'x')).thenThrows('NOT_FOUND');
  });
});
