import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { SecretBox } from '../../../../platform/secrets/secret-box';
import { authCodeContext } from '../../model/deal-rules';
import { AuthCodeNotEnteredError } from '../../model/deal.errors';
import { decide, timelineStream } from '../../model/timeline';

/**
 * Shows the buyer the auth code once: `AuthCodeViewed` is recorded and the sealed code read in one
 * transaction, so that two requests racing show it once; the code is opened only for the answer.
 */
@Injectable()
export class RevealAuthCodeHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly secrets: SecretBox,
    private readonly clock: Clock,
  ) {}

  async execute(timelineId: string, callerId: string): Promise<string> {
    const { answer: sealed } = await this.commands.run({
      metadata: { actorId: callerId },
      streams: { timeline: timelineStream(timelineId) },
      decide: (states) => ({
        timeline: decide(
          { type: 'RevealAuthCode', callerId, now: this.clock.now() },
          states.timeline,
        ),
      }),
      answer: async (manager) => {
        const [row] = await manager.query<Array<{ sealed: Buffer }>>(
          `select sealed from deal_auth_codes where timeline_id = $1`,
          [timelineId],
        );
        // Never shown and gone (erased): nothing is recorded as shown.
        if (!row) throw new AuthCodeNotEnteredError();
        return row.sealed;
      },
    });
    return this.secrets.open(sealed, authCodeContext(timelineId));
  }
}
