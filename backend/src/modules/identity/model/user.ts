import { type CommandStream, type Decider, streamOf } from '../../../platform/event-store/decider';
import { UserAlreadyRegisteredError, UserNotRegisteredError } from './identity.errors';
import {
  PASSWORD_CHANGED,
  PLAN_CHANGED,
  PROFILE_UPDATED,
  type ProfileField,
  USER_REGISTERED,
  type UserEvent,
  type UserTier,
  userStreamId,
} from './user.events';

export interface UserState {
  registered: boolean;
  marketingConsent: boolean;
}

export const initialUserState: UserState = { registered: false, marketingConsent: false };

export type UserCommand =
  | {
      type: 'RegisterUser';
      userId: string;
      acceptedTerms: boolean;
      marketingConsent: boolean;
      now: Date;
    }
  | {
      type: 'UpdateProfile';
      userId: string;
      /** Whether the full name (kept outside the stream) differs from the stored one. */
      fullNameChanged: boolean;
      marketingConsent?: boolean;
      now: Date;
    }
  | { type: 'ChangePassword'; userId: string; via: 'reset' | 'update'; now: Date }
  | { type: 'ChangePlan'; userId: string; tier: UserTier; periodEnd: Date | null; now: Date };

export function evolve(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case USER_REGISTERED:
      return { registered: true, marketingConsent: event.data.marketingConsent };
    case PROFILE_UPDATED:
      return {
        ...state,
        marketingConsent: event.data.marketingConsent ?? state.marketingConsent,
      };
    case PASSWORD_CHANGED:
    case PLAN_CHANGED:
      return state;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** The events a command produces; an update that changes nothing produces none. */
export function decide(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser':
      if (state.registered) throw new UserAlreadyRegisteredError();
      return [
        {
          type: USER_REGISTERED,
          schemaVersion: 1,
          data: {
            userId: command.userId,
            createdAt: command.now.toISOString(),
            acceptedTerms: command.acceptedTerms,
            marketingConsent: command.marketingConsent,
          },
        },
      ];
    case 'UpdateProfile': {
      if (!state.registered) throw new UserNotRegisteredError();
      const changed: ProfileField[] = [];
      if (command.fullNameChanged) changed.push('full_name');
      const consentChanged =
        command.marketingConsent !== undefined &&
        command.marketingConsent !== state.marketingConsent;
      if (consentChanged) changed.push('marketing_consent');
      if (changed.length === 0) return [];
      return [
        {
          type: PROFILE_UPDATED,
          schemaVersion: 1,
          data: {
            userId: command.userId,
            changed,
            ...(consentChanged ? { marketingConsent: command.marketingConsent } : {}),
            updatedAt: command.now.toISOString(),
          },
        },
      ];
    }
    case 'ChangePassword':
      if (!state.registered) throw new UserNotRegisteredError();
      return [
        {
          type: PASSWORD_CHANGED,
          schemaVersion: 1,
          data: { userId: command.userId, via: command.via, changedAt: command.now.toISOString() },
        },
      ];
    case 'ChangePlan':
      if (!state.registered) throw new UserNotRegisteredError();
      return [
        {
          type: PLAN_CHANGED,
          schemaVersion: 1,
          data: {
            userId: command.userId,
            tier: command.tier,
            periodEnd: command.periodEnd?.toISOString() ?? null,
            changedAt: command.now.toISOString(),
          },
        },
      ];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: () => initialUserState,
  evolve,
  decide,
};

/** A user's `user-<uuid>` stream, for a command on the account or its plan. */
export function userStream(userId: string): CommandStream<UserState, UserEvent> {
  return streamOf(userStreamId(userId), userDecider);
}
