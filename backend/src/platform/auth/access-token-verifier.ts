export type Role = 'user' | 'auditor';

/** Who is calling, as proven by a verified access token. */
export interface Caller {
  userId: string;
  roles: Role[];
  sessionId: string;
}

/**
 * Port: turns a bearer token into a Caller, or throws UnauthorizedError. The identity module
 * provides the implementation; the platform guard knows nothing about keys or users.
 */
export abstract class AccessTokenVerifier {
  abstract verify(token: string): Promise<Caller>;
}
