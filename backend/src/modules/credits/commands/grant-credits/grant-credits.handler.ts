import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { creditLedger, decide } from '../../model/credit-ledger';
import { type CreditsGranted } from '../../model/credit.events';
import { type GrantCreditsCommand } from './grant-credits.command';

@Injectable()
export class GrantCreditsHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly clock: Clock,
  ) {}

  /** The lot granted, or undefined when this lot id had been granted already. */
  async execute(command: GrantCreditsCommand): Promise<CreditsGranted['data'] | undefined> {
    const lotId = command.lotId ?? randomUUID();
    const now = this.clock.now();
    const { events, replayed } = await this.commands.run({
      id: `grant-credits:${lotId}`,
      streams: { ledger: creditLedger(command.userId) },
      decide: ({ ledger }) => ({
        ledger: decide(
          {
            type: 'GrantCredits',
            userId: command.userId,
            lotId,
            kind: command.kind,
            amount: command.amount,
            source: command.source,
            now,
          },
          ledger,
        ),
      }),
    });
    const [event] = replayed ? [] : (events.ledger ?? []);
    return event?.type === 'credits.CreditsGranted' ? event.data : undefined;
  }
}
