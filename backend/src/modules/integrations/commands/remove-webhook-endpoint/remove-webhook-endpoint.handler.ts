import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { isUuid } from '../../../../platform/ids/uuid';
import { WebhookEndpointNotFoundError } from '../../model/integration.errors';
import { decide, webhookEndpointStream } from '../../model/webhook-endpoint';

export interface RemoveWebhookEndpointCommand {
  ownerId: string;
  endpointId: string;
}

/** Nothing more is sent to a removed endpoint, retries included. */
@Injectable()
export class RemoveWebhookEndpointHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly clock: Clock,
  ) {}

  async execute({ ownerId, endpointId }: RemoveWebhookEndpointCommand): Promise<void> {
    if (!isUuid(endpointId)) throw new WebhookEndpointNotFoundError();
    const now = this.clock.now();
    await this.commands.run({
      metadata: { actorId: ownerId },
      streams: { endpoint: webhookEndpointStream(endpointId) },
      decide: ({ endpoint }) => ({
        endpoint: decide({ type: 'RemoveWebhookEndpoint', endpointId, ownerId, now }, endpoint),
      }),
      alongside: async (manager) => {
        await manager.query(`update webhook_endpoints set removed_at = $2 where id = $1`, [
          endpointId,
          now,
        ]);
      },
    });
  }
}
