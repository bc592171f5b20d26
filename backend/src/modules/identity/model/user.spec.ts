import { DeciderSpecification } from '../../../platform/event-store/testing/decider-specification';
import { decide, initialUserState, userDecider } from './user';
import { type UserEvent } from './user.events';

const given = DeciderSpecification.for(userDecider);
const userId = '3f1c1d5e-7b7a-4d0e-9a51-5d0c2f1e0a11';
const now = new Date('2026-01-01T10:00:00.000Z');
const registered: UserEvent = {
  type: 'identity.UserRegistered',
  schemaVersion: 1,
  data: { userId, createdAt: now.toISOString(), acceptedTerms: true, marketingConsent: false },
};
const register = {
  type: 'RegisterUser' as const,
  userId,
  acceptedTerms: true,
  marketingConsent: false,
  now,
};

describe('user aggregate', () => {
  it('registers a new user with no personal data in the event', () => {
    given().when(register).then([registered]);
    expect(JSON.stringify(decide(register, initialUserState))).not.toMatch(/@|full_?name/i);
  });

  it('refuses to register the same user twice', () => {
    given(registered).when(register).thenThrows('CONFLICT');
  });

  it('records only the profile fields that changed', () => {
    given(registered)
      .when({ type: 'UpdateProfile', userId, fullNameChanged: true, marketingConsent: false, now })
      .then([
        {
          type: 'identity.ProfileUpdated',
          schemaVersion: 1,
          data: { userId, changed: ['full_name'], updatedAt: now.toISOString() },
        },
      ]);
  });

  it('records a consent change with its new value', () => {
    given(registered)
      .when({ type: 'UpdateProfile', userId, fullNameChanged: false, marketingConsent: true, now })
      .then([
        {
          type: 'identity.ProfileUpdated',
          schemaVersion: 1,
          data: {
            userId,
            changed: ['marketing_consent'],
            marketingConsent: true,
            updatedAt: now.toISOString(),
          },
        },
      ]);
  });

  it('produces nothing when nothing changes', () => {
    given(registered)
      .when({ type: 'UpdateProfile', userId, fullNameChanged: false, marketingConsent: false, now })
      .thenNothingHappened();
  });

  it('refuses to update a user that was never registered', () => {
    given().when({ type: 'ChangePassword', userId, via: 'update', now }).thenThrows('NOT_FOUND');
  });

  it('changes the plan of a registered user only', () => {
    const periodEnd = new Date('2027-01-01T10:00:00.000Z');
    const changePlan = {
      type: 'ChangePlan' as const,
      userId,
      tier: 'pro' as const,
      periodEnd,
      now,
    };
    given(registered)
      .when(changePlan)
      .then([
        {
          type: 'identity.PlanChanged',
          schemaVersion: 1,
          data: {
            userId,
            tier: 'pro',
            periodEnd: periodEnd.toISOString(),
            changedAt: now.toISOString(),
          },
        },
      ]);
    given().when(changePlan).thenThrows('NOT_FOUND');
  });
});
