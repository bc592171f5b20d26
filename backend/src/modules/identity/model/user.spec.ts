import { decide, foldUser, type UserCommand } from './user';
import { type UserEvent } from './user.events';

const userId = '3f1c1d5e-7b7a-4d0e-9a51-5d0c2f1e0a11';
const now = new Date('2026-01-01T10:00:00.000Z');
const registered: UserEvent = {
  type: 'identity.UserRegistered',
  schemaVersion: 1,
  data: { userId, createdAt: now.toISOString(), acceptedTerms: true, marketingConsent: false },
};

const given = (past: UserEvent[]) => ({
  when: (command: UserCommand) => () => decide(command, foldUser(past)),
});

describe('user aggregate', () => {
  it('registers a new user with no personal data in the event', () => {
    const events = given([]).when({
      type: 'RegisterUser',
      userId,
      acceptedTerms: true,
      marketingConsent: false,
      now,
    })();
    expect(events).toEqual([registered]);
    expect(JSON.stringify(events)).not.toMatch(/@|full_?name/i);
  });

  it('refuses to register the same user twice', () => {
    expect(
      given([registered]).when({
        type: 'RegisterUser',
        userId,
        acceptedTerms: true,
        marketingConsent: false,
        now,
      }),
    ).toThrow(expect.objectContaining({ code: 'CONFLICT' }));
  });

  it('records only the profile fields that changed', () => {
    const events = given([registered]).when({
      type: 'UpdateProfile',
      userId,
      fullNameChanged: true,
      marketingConsent: false,
      now,
    })();
    expect(events).toEqual([
      {
        type: 'identity.ProfileUpdated',
        schemaVersion: 1,
        data: { userId, changed: ['full_name'], updatedAt: now.toISOString() },
      },
    ]);
  });

  it('records a consent change with its new value', () => {
    const [event] = given([registered]).when({
      type: 'UpdateProfile',
      userId,
      fullNameChanged: false,
      marketingConsent: true,
      now,
    })();
    expect(event.data).toMatchObject({ changed: ['marketing_consent'], marketingConsent: true });
  });

  it('produces nothing when nothing changes', () => {
    expect(
      given([registered]).when({
        type: 'UpdateProfile',
        userId,
        fullNameChanged: false,
        marketingConsent: false,
        now,
      })(),
    ).toEqual([]);
  });

  it('refuses to update a user that was never registered', () => {
    expect(given([]).when({ type: 'ChangePassword', userId, via: 'update', now })).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND' }),
    );
  });
});
