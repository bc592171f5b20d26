import { SetMetadata } from '@nestjs/common';

/**
 * What a personal API token may reach (docs/adr/0031-api-tokens-idempotency-webhooks.md). A route
 * names the scope it needs with @TokenScope(); a route without one is for sessions only (billing,
 * the account, token management itself), and a token gets 403 TOKEN_NOT_ALLOWED there.
 */
export const API_TOKEN_SCOPES = [
  'listings:read',
  'listings:write',
  'leads:read',
  'offers',
] as const;

export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** Every personal API token starts with this, so the guard tells it from a session JWT. */
export const API_TOKEN_PREFIX = 'dlm_';

export const TOKEN_SCOPE = 'auth:token-scope';

/** A personal API token holding `scope` may call this route, beside sessions. */
export const TokenScope = (scope: ApiTokenScope) => SetMetadata(TOKEN_SCOPE, scope);
