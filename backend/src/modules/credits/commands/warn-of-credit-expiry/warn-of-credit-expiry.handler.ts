import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { AppConfig } from '../../../../platform/config/app-config';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { MailOutbox } from '../../../../platform/mail/mail-outbox';
import { UserDirectory } from '../../../identity';
import { creditLedger, decide } from '../../model/credit-ledger';
import { type CreditExpiryWarned } from '../../model/credit.events';
import { type WarnOfCreditExpiryCommand } from './warn-of-credit-expiry.command';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * Appends `CreditExpiryWarned` and queues the warning mail in the same transaction, so the mail
 * goes out once per lot however often the job runs. Nothing happens when the lot is not due for
 * a warning (too early, spent, expired, or warned already).
 */
@Injectable()
export class WarnOfCreditExpiryHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly users: UserDirectory,
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute(command: WarnOfCreditExpiryCommand): Promise<boolean> {
    const user = await this.users.find(command.userId);
    const now = this.clock.now();
    const { events, replayed } = await this.commands.run({
      id: `warn-of-credit-expiry:${command.lotId}`,
      streams: { ledger: creditLedger(command.userId) },
      decide: ({ ledger }) => ({
        ledger: decide({ type: 'WarnOfCreditExpiry', lotId: command.lotId, now }, ledger),
      }),
      alongside: async (manager, { events: decided }) => {
        const warning = decided.ledger?.find(
          (event): event is CreditExpiryWarned => event.type === 'credits.CreditExpiryWarned',
        );
        if (!user || !warning) return;
        const { remaining, expiresAt } = warning.data;
        const credits = `${remaining} listing credit${remaining === 1 ? '' : 's'}`;
        await this.outbox.enqueue(manager, {
          to: user.email,
          template: 'credits.expiry-warning',
          subject: `Your ${credits} expire on ${dateFormat.format(new Date(expiresAt))}`,
          text: [
            `Hello ${user.fullName},`,
            '',
            `${credits} on your account expire on ${dateFormat.format(new Date(expiresAt))}.`,
            'Credits are spent oldest first, so listing a domain before then uses them.',
            '',
            `List a domain: ${this.config.siteUrl}/list-domain`,
            `Your credits: ${this.config.siteUrl}/billing`,
          ].join('\n'),
        });
      },
    });
    const warned = !replayed && (events.ledger?.length ?? 0) > 0;
    if (warned) this.outbox.notifyCommitted();
    return warned;
  }
}
