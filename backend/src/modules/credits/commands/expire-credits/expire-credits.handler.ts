import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { creditLedger, decide } from '../../model/credit-ledger';
import { type CreditsExpired } from '../../model/credit.events';
import { type ExpireCreditsCommand } from './expire-credits.command';

/**
 * Appends `CreditsExpired` for each lot past its expiry with credits left. Safe to run any number
 * of times; spending never waits for it, since expiry also applies on read.
 */
@Injectable()
export class ExpireCreditsHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly clock: Clock,
  ) {}

  async execute(command: ExpireCreditsCommand): Promise<CreditsExpired['data'][]> {
    const now = this.clock.now();
    const { events } = await this.commands.run({
      id: `expire-credits:${randomUUID()}`,
      streams: { ledger: creditLedger(command.userId) },
      decide: ({ ledger }) => ({ ledger: decide({ type: 'ExpireCredits', now }, ledger) }),
    });
    return (events.ledger ?? []).flatMap((event) =>
      event.type === 'credits.CreditsExpired' ? [event.data] : [],
    );
  }
}
