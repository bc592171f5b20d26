import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CreditLedgers } from '../../credit-ledgers';
import { type CreditsExpired } from '../../model/credit.events';
import { type ExpireCreditsCommand } from './expire-credits.command';

/**
 * Appends `CreditsExpired` for each lot past its expiry with credits left. Safe to run any number
 * of times; spending never waits for it, since expiry also applies on read.
 */
@Injectable()
export class ExpireCreditsHandler {
  constructor(
    private readonly ledgers: CreditLedgers,
    private readonly clock: Clock,
  ) {}

  async execute(command: ExpireCreditsCommand): Promise<CreditsExpired['data'][]> {
    const events = await this.ledgers.execute(
      command.userId,
      { type: 'ExpireCredits', now: this.clock.now() },
      { commandId: `expire-credits:${randomUUID()}` },
    );
    return events.flatMap((event) => (event.type === 'credits.CreditsExpired' ? [event.data] : []));
  }
}
