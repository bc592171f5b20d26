import { type ApiTokenScope } from '../../../platform/auth/api-token-scopes';
import { streamOf } from '../../../platform/event-store/decider';
import { type ApiTokenEvent, apiTokenStreamId } from './integration.events';
import { ApiTokenNotFoundError, TooManyApiTokensError } from './integration.errors';
import { MAX_API_TOKENS } from './integration-rules';

export interface ApiTokenState {
  ownerId?: string;
  revoked: boolean;
}

export const initialApiToken = (): ApiTokenState => ({ revoked: false });

export type ApiTokenCommand =
  | {
      type: 'CreateApiToken';
      tokenId: string;
      ownerId: string;
      name: string;
      scopes: ApiTokenScope[];
      prefix: string;
      activeTokens: number;
      now: Date;
    }
  | { type: 'RevokeApiToken'; tokenId: string; ownerId: string; now: Date };

export function evolve(state: ApiTokenState, event: ApiTokenEvent): ApiTokenState {
  switch (event.type) {
    case 'integrations.ApiTokenCreated':
      return { ownerId: event.data.ownerId, revoked: false };
    case 'integrations.ApiTokenRevoked':
      return { ...state, revoked: true };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** Another owner's token is not found; revoking a revoked token changes nothing. */
export function decide(command: ApiTokenCommand, state: ApiTokenState): ApiTokenEvent[] {
  const at = command.now.toISOString();
  switch (command.type) {
    case 'CreateApiToken': {
      if (state.ownerId) return [];
      if (command.activeTokens >= MAX_API_TOKENS) throw new TooManyApiTokensError();
      const { tokenId, ownerId, name, scopes, prefix } = command;
      return [
        {
          type: 'integrations.ApiTokenCreated',
          data: { tokenId, ownerId, name, scopes, prefix, createdAt: at },
        },
      ];
    }
    case 'RevokeApiToken':
      if (state.ownerId !== command.ownerId) throw new ApiTokenNotFoundError();
      if (state.revoked) return [];
      return [
        {
          type: 'integrations.ApiTokenRevoked',
          data: { tokenId: command.tokenId, ownerId: command.ownerId, revokedAt: at },
        },
      ];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

export const apiTokenStream = (tokenId: string) =>
  streamOf(apiTokenStreamId(tokenId), { initialState: initialApiToken, evolve });
