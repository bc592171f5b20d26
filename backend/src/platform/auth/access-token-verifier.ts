import { type ApiTokenScope } from './api-token-scopes';

export type Role = 'user' | 'auditor';

/** Who is calling, as proven by a verified access token. */
export interface Caller {
  userId: string;
  roles: Role[];
  sessionId: string;
  /** Set when the caller came with a personal API token rather than a session. */
  apiToken?: { id: string; scopes: ApiTokenScope[] };
}

/**
 * Port: turns a bearer token into a Caller, or throws UnauthorizedError. The identity module
 * provides the implementation; the platform guard knows nothing about keys or users.
 */
export abstract class AccessTokenVerifier {
  abstract verify(token: string): Promise<Caller>;
}

/**
 * Port: turns a personal API token (`dlm_...`) into a Caller, or throws UnauthorizedError. The
 * integrations module provides it; a revoked token is refused on its next request.
 */
export abstract class ApiTokenVerifier {
  abstract verify(token: string): Promise<Caller>;
}
