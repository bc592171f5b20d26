import { Injectable } from '@nestjs/common';
import { AccessTokenVerifier, type Caller } from '../../../platform/auth/access-token-verifier';
import { Clock } from '../../../platform/clock/clock';
import { UnauthorizedError } from '../../../platform/errors/domain-error';
import { Sessions } from './sessions';
import { SigningKeys } from './signing-keys';

/**
 * The platform guard's port: a valid signature, issuer, audience and expiry (by the injected
 * Clock), and a session that has not been signed out or revoked for reuse. The session check is a
 * query on every request, so revocation cuts access at once in every API process.
 */
@Injectable()
export class JwtAccessTokenVerifier extends AccessTokenVerifier {
  constructor(
    private readonly keys: SigningKeys,
    private readonly sessions: Sessions,
    private readonly clock: Clock,
  ) {
    super();
  }

  async verify(token: string): Promise<Caller> {
    let claims;
    try {
      claims = await this.keys.verify(token, this.clock.now());
    } catch {
      throw new UnauthorizedError('Session expired. Please sign in again.');
    }
    if (!(await this.sessions.isLive(claims.sid)))
      throw new UnauthorizedError('Session expired. Please sign in again.');
    return {
      userId: claims.sub,
      // An auditor is a user with one more right.
      roles: claims.role === 'auditor' ? ['user', 'auditor'] : ['user'],
      sessionId: claims.sid,
    };
  }
}
