import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ApiTokenVerifier, type Caller } from '../../../platform/auth/access-token-verifier';
import { type ApiTokenScope } from '../../../platform/auth/api-token-scopes';
import { Clock } from '../../../platform/clock/clock';
import { UnauthorizedError } from '../../../platform/errors/domain-error';
import { apiTokenHash } from './api-token-secret';

const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * A personal API token is looked up by its hash on every request, so a revoked token is refused on
 * the very next one. Its last use is written at most once a minute.
 */
@Injectable()
export class StoredApiTokenVerifier extends ApiTokenVerifier {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {
    super();
  }

  async verify(token: string): Promise<Caller> {
    const [row] = await this.dataSource.query<
      { id: string; owner_id: string; scopes: ApiTokenScope[] }[]
    >(`select id, owner_id, scopes from api_tokens where secret_hash = $1 and revoked_at is null`, [
      apiTokenHash(token),
    ]);
    if (!row) throw new UnauthorizedError('Invalid or revoked API token', 'INVALID_API_TOKEN');
    const now = this.clock.now();
    await this.dataSource.query(
      `update api_tokens set last_used_at = $2
        where id = $1 and (last_used_at is null or last_used_at <= $3)`,
      [row.id, now, new Date(now.getTime() - LAST_USED_RESOLUTION_MS)],
    );
    return {
      userId: row.owner_id,
      roles: ['user'],
      sessionId: `apitoken:${row.id}`,
      apiToken: { id: row.id, scopes: row.scopes },
    };
  }
}
