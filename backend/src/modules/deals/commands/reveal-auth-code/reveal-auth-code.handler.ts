import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { SecretBox } from '../../../../platform/secrets/secret-box';
import { authCodeContext } from '../../model/deal-rules';
import { decide, timelineStream } from '../../model/timeline';

/**
 * Shows the buyer the auth code once: the sealed code is read and opened under the deal's lock,
 * and `AuthCodeViewed` recorded in the same transaction, so that two requests racing show it once
 * and a code that no longer opens is not recorded as shown. The code lives in memory only, for
 * the answer.
 */
@Injectable()
export class RevealAuthCodeHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly secrets: SecretBox,
    private readonly clock: Clock,
  ) {}

  async execute(timelineId: string, callerId: string): Promise<string> {
    const { answer } = await this.commands.run({
      metadata: { actorId: callerId },
      streams: { timeline: timelineStream(timelineId) },
      read: (manager) => this.opened(manager, timelineId),
      decide: (states, code) => ({
        timeline: decide(
          { type: 'RevealAuthCode', callerId, readable: code !== undefined, now: this.clock.now() },
          states.timeline,
        ),
      }),
      answer: (_manager, code) => Promise.resolve(code ?? ''),
    });
    return answer;
  }

  /** The deal's code, opened; undefined when there is none or it no longer opens. */
  private async opened(manager: EntityManager, timelineId: string): Promise<string | undefined> {
    const [row] = await manager.query<Array<{ sealed: Buffer }>>(
      `select sealed from deal_auth_codes where timeline_id = $1`,
      [timelineId],
    );
    if (!row) return undefined;
    try {
      return this.secrets.open(row.sealed, authCodeContext(timelineId));
    } catch {
      return undefined;
    }
  }
}
