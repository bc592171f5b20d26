import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { AppConfig } from '../../../../platform/config/app-config';
import { ValidationError } from '../../../../platform/errors/domain-error';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { type WebhookEventType } from '../../model/integration-rules';
import { decide, webhookEndpointStream } from '../../model/webhook-endpoint';
import { newWebhookSecret } from '../../jobs/webhook-signature';
import { PrivateWebhookTargetError, publicAddressesOf } from '../../jobs/webhook-target';

export interface RegisterWebhookEndpointCommand {
  ownerId: string;
  url: string;
  events: WebhookEventType[];
}

/**
 * Registers an endpoint and answers its signing secret, once. The secret is kept beside the event
 * (in `webhook_endpoints`), since every delivery is signed with it. In production the address must
 * be https, and unless WEBHOOK_PRIVATE_TARGETS allows it, public: neither a private address nor a
 * name that resolves to one (each delivery checks again, since DNS answers change).
 */
@Injectable()
export class RegisterWebhookEndpointHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async execute({ ownerId, url, events }: RegisterWebhookEndpointCommand) {
    if (this.config.isProduction && new URL(url).protocol !== 'https:')
      throw new ValidationError([{ field: 'url', message: 'url must be an https address' }]);
    if (this.config.webhookPrivateTargetsRefused) await refusePrivate(url);
    const endpointId = randomUUID();
    const secret = newWebhookSecret();
    const now = this.clock.now();
    await this.commands.run({
      metadata: { actorId: ownerId },
      streams: { endpoint: webhookEndpointStream(endpointId) },
      locks: [`webhookendpoints-of-${ownerId}`],
      read: async (manager) => {
        const [row] = await manager.query<{ count: number }[]>(
          `select count(*)::int as count from webhook_endpoints
            where owner_id = $1 and removed_at is null`,
          [ownerId],
        );
        return row?.count ?? 0;
      },
      decide: ({ endpoint }, activeEndpoints) => ({
        endpoint: decide(
          {
            type: 'RegisterWebhookEndpoint',
            endpointId,
            ownerId,
            url,
            events,
            activeEndpoints,
            now,
          },
          endpoint,
        ),
      }),
      alongside: async (manager) => {
        await manager.query(
          `insert into webhook_endpoints (id, owner_id, url, events, secret, created_at)
           values ($1, $2, $3, $4, $5, $6)`,
          [endpointId, ownerId, url, events, secret, now],
        );
      },
    });
    return { endpointId, secret };
  }
}

/** A name that does not resolve yet is taken: its deliveries fail until it does, and are checked. */
async function refusePrivate(url: string): Promise<void> {
  try {
    await publicAddressesOf(url);
  } catch (error) {
    if (error instanceof PrivateWebhookTargetError)
      throw new ValidationError([{ field: 'url', message: 'url must point to a public address' }]);
  }
}
