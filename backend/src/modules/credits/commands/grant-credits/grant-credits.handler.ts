import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CreditLedgers } from '../../credit-ledgers';
import { type CreditsGranted } from '../../model/credit.events';
import { type GrantCreditsCommand } from './grant-credits.command';

@Injectable()
export class GrantCreditsHandler {
  constructor(
    private readonly ledgers: CreditLedgers,
    private readonly clock: Clock,
  ) {}

  /** The lot granted, or undefined when this lot id had been granted already. */
  async execute(command: GrantCreditsCommand): Promise<CreditsGranted['data'] | undefined> {
    const lotId = command.lotId ?? randomUUID();
    const [event] = await this.ledgers.execute(
      command.userId,
      {
        type: 'GrantCredits',
        userId: command.userId,
        lotId,
        kind: command.kind,
        amount: command.amount,
        source: command.source,
        now: this.clock.now(),
      },
      { commandId: `grant-credits:${lotId}` },
    );
    return event?.type === 'credits.CreditsGranted' ? event.data : undefined;
  }
}
