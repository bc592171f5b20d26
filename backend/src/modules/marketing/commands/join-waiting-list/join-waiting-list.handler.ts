import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { AppConfig } from '../../../../platform/config/app-config';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { MailOutbox } from '../../../../platform/mail/mail-outbox';
import { decide, waitingListStream } from '../../model/waiting-list';
import { type WaitingListEntry } from './waiting-list-entry.response.dto';
import { type JoinWaitingListCommand } from './join-waiting-list.command';
import { isOnWaitingList, signUpLock } from './waiting-list-entries';

const INTEREST_LINE = {
  seller:
    'We will let you know about new seller features and how to list your domains for a flat $9.99.',
  buyer: 'We will let you know when new domains under $1,000 reach the marketplace.',
} as const;

/**
 * One entry per e-mail address and interest: under the lock of the address and interest, a
 * second identical sign-up, or two racing ones, find the entry, store nothing new, append no event
 * and send no mail.
 */
@Injectable()
export class JoinWaitingListHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute(command: JoinWaitingListCommand): Promise<WaitingListEntry> {
    const { email, interestType } = command;
    const now = this.clock.now();
    const entryId = randomUUID();
    const { events } = await this.commands.run({
      streams: { entry: waitingListStream(entryId) },
      locks: [signUpLock(email, interestType)],
      read: (manager) => isOnWaitingList(manager, email, interestType),
      decide: ({ entry }, alreadyJoined) => ({
        entry: decide(
          { type: 'JoinWaitingList', entryId, interestType, alreadyJoined, now },
          entry,
        ),
      }),
      alongside: async (manager) => {
        await manager.query(
          `insert into waitlist_entries (id, email, interest_type, joined_at)
           values ($1, $2, $3, $4)`,
          [entryId, email, interestType, now],
        );
        await this.outbox.enqueue(manager, {
          to: email,
          template: 'marketing.waiting-list-joined',
          subject: "You're on the Domain Liquidation waiting list",
          dedupeKey: `waitlist-${entryId}`,
          text: [
            'Thank you for joining the waiting list.',
            '',
            INTEREST_LINE[interestType],
            `Until then, browse the marketplace at ${this.config.siteUrl}/marketplace`,
            '',
            'If you did not sign up, ignore this mail and you will hear nothing more from us.',
          ].join('\n'),
        });
      },
    });
    if ((events.entry?.length ?? 0) > 0) this.outbox.notifyCommitted();
    return { interestType };
  }
}
