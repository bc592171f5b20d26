import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { decide, defaultRulesStream } from '../../model/default-rules';
import { type OfferRules } from '../../model/offer-rules';
import { checkRules } from '../rules-of-request';

/** The seller's default rules, for every listing without its own. */
@Injectable()
export class SetDefaultOfferRulesHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly clock: Clock,
  ) {}

  async execute(command: { sellerId: string; rules: OfferRules }): Promise<void> {
    checkRules(command.rules);
    const now = this.clock.now();
    await this.commands.run({
      metadata: { actorId: command.sellerId },
      streams: { defaults: defaultRulesStream(command.sellerId) },
      decide: ({ defaults }) => ({ defaults: decide({ ...command, now }, defaults) }),
    });
  }
}
