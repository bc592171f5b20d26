import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type ApiTokenScope } from '../../../../platform/auth/api-token-scopes';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { apiTokenStream, decide } from '../../model/api-token';
import { newApiTokenSecret } from '../../tokens/api-token-secret';

export interface CreateApiTokenCommand {
  ownerId: string;
  name: string;
  scopes: ApiTokenScope[];
}

/**
 * Makes a token and answers its secret, once. The event carries its name, scopes and visible
 * prefix; the secret's hash is written beside it in `api_tokens`, in the same transaction.
 */
@Injectable()
export class CreateApiTokenHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly clock: Clock,
  ) {}

  async execute({ ownerId, name, scopes }: CreateApiTokenCommand) {
    const tokenId = randomUUID();
    const secret = newApiTokenSecret();
    const now = this.clock.now();
    await this.commands.run({
      metadata: { actorId: ownerId },
      streams: { token: apiTokenStream(tokenId) },
      locks: [`apitokens-of-${ownerId}`],
      read: async (manager) => {
        const [row] = await manager.query<{ count: number }[]>(
          `select count(*)::int as count from api_tokens where owner_id = $1 and revoked_at is null`,
          [ownerId],
        );
        return row?.count ?? 0;
      },
      decide: ({ token }, activeTokens) => ({
        token: decide(
          {
            type: 'CreateApiToken',
            tokenId,
            ownerId,
            name,
            scopes,
            prefix: secret.prefix,
            activeTokens,
            now,
          },
          token,
        ),
      }),
      alongside: async (manager) => {
        await manager.query(
          `insert into api_tokens (id, owner_id, name, scopes, prefix, secret_hash, created_at)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [tokenId, ownerId, name, scopes, secret.prefix, secret.hash, now],
        );
      },
    });
    return { tokenId, token: secret.token };
  }
}
