import { DeciderSpecification } from '../../../platform/event-store/testing/decider-specification';
import { decide, evolve, initialApiToken } from './api-token';
import { type ApiTokenEvent } from './integration.events';
import { MAX_API_TOKENS } from './integration-rules';

const given = DeciderSpecification.for({ initialState: initialApiToken, evolve, decide });
const now = new Date('2026-06-01T12:00:00.000Z');
const at = now.toISOString();
const create = (activeTokens = 0) => ({
  type: 'CreateApiToken' as const,
  tokenId: 'token-1',
  ownerId: 'seller-1',
  name: 'Portfolio sync',
  scopes: ['listings:read' as const],
  prefix: 'dlm_abcdefgh',
  activeTokens,
  now,
});
const created: ApiTokenEvent = {
  type: 'integrations.ApiTokenCreated',
  data: {
    tokenId: 'token-1',
    ownerId: 'seller-1',
    name: 'Portfolio sync',
    scopes: ['listings:read'],
    prefix: 'dlm_abcdefgh',
    createdAt: at,
  },
};
const revoke = (ownerId = 'seller-1') => ({
  type: 'RevokeApiToken' as const,
  tokenId: 'token-1',
  ownerId,
  now,
});

describe('a personal API token', () => {
  it('is created once, with its prefix but never its secret', () => {
    given().when(create()).then([created]);
    given(created).when(create()).thenNothingHappened();
  });

  it(`is refused past ${MAX_API_TOKENS} active tokens`, () => {
    given().when(create(MAX_API_TOKENS)).thenThrows('TOO_MANY_API_TOKENS');
  });

  it('is revoked by its owner once, and is not found by anyone else', () => {
    const revoked: ApiTokenEvent = {
      type: 'integrations.ApiTokenRevoked',
      data: { tokenId: 'token-1', ownerId: 'seller-1', revokedAt: at },
    };
    given(created).when(revoke()).then([revoked]);
    given(created, revoked).when(revoke()).thenNothingHappened();
    given(created).when(revoke('someone-else')).thenThrows('API_TOKEN_NOT_FOUND');
    given().when(revoke()).thenThrows('API_TOKEN_NOT_FOUND');
  });
});
