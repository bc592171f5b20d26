import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { SecretBox } from '../../../../platform/secrets/secret-box';
import { authCodeContext } from '../../model/deal-rules';
import { decide, timelineStream } from '../../model/timeline';
import { saleOfTimelineRestored } from '../update-timeline-stage/sale-restored';
import { type EnterAuthCodeCommand } from './enter-auth-code.command';

/**
 * Keeps the seller's auth code sealed in `deal_auth_codes`, in the transaction that records
 * `AuthCodeEntered` (which holds no code): the code is in no event, log line or read model.
 * Entering it again replaces it, and the buyer may see the new one.
 */
@Injectable()
export class EnterAuthCodeHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly secrets: SecretBox,
    private readonly clock: Clock,
  ) {}

  async execute(command: EnterAuthCodeCommand): Promise<void> {
    const { timelineId, callerId } = command;
    const now = this.clock.now();
    const timeline = timelineStream(timelineId);
    const sealed = this.secrets.seal(command.authCode, authCodeContext(timelineId));
    await this.commands.run({
      metadata: { actorId: callerId },
      streams: { timeline },
      read: (manager) => saleOfTimelineRestored(manager, timelineId),
      decide: (states, saleRestored) => ({
        timeline: decide({ type: 'EnterAuthCode', callerId, saleRestored, now }, states.timeline),
      }),
      alongside: async (manager) => {
        await manager.query(
          `insert into deal_auth_codes (timeline_id, sealed, entered_at) values ($1, $2, $3)
           on conflict (timeline_id) do update set sealed = excluded.sealed, entered_at = excluded.entered_at`,
          [timelineId, sealed, now],
        );
      },
    });
  }
}
