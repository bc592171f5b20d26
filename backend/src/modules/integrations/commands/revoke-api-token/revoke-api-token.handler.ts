import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { isUuid } from '../../../../platform/ids/uuid';
import { apiTokenStream, decide } from '../../model/api-token';
import { ApiTokenNotFoundError } from '../../model/integration.errors';

export interface RevokeApiTokenCommand {
  ownerId: string;
  tokenId: string;
}

/** The token is refused from the next request on: its row is marked in the same transaction. */
@Injectable()
export class RevokeApiTokenHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly clock: Clock,
  ) {}

  async execute({ ownerId, tokenId }: RevokeApiTokenCommand): Promise<void> {
    if (!isUuid(tokenId)) throw new ApiTokenNotFoundError();
    const now = this.clock.now();
    await this.commands.run({
      metadata: { actorId: ownerId },
      streams: { token: apiTokenStream(tokenId) },
      decide: ({ token }) => ({
        token: decide({ type: 'RevokeApiToken', tokenId, ownerId, now }, token),
      }),
      alongside: async (manager) => {
        await manager.query(`update api_tokens set revoked_at = $2 where id = $1`, [tokenId, now]);
      },
    });
  }
}
