import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { AppConfig } from '../../../../platform/config/app-config';
import { EventStore } from '../../../../platform/event-store/event-store';
import { MailOutbox } from '../../../../platform/mail/mail-outbox';
import {
  firstEventOf,
  type WaitingListJoined,
  waitingListStreamId,
} from '../../model/marketing.events';
import { type WaitingListEntry } from './waiting-list-entry.response.dto';
import { type JoinWaitingListCommand } from './join-waiting-list.command';

const INTEREST_LINE = {
  seller:
    'We will let you know about new seller features and how to list your domains for a flat $9.99.',
  buyer: 'We will let you know when new domains under $1,000 reach the marketplace.',
} as const;

/**
 * One entry per e-mail address and interest: the unique key of `waitlist_entries` makes a second
 * identical sign-up, or two racing ones, store nothing new, append no event and send no mail.
 */
@Injectable()
export class JoinWaitingListHandler {
  constructor(
    private readonly store: EventStore,
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute(command: JoinWaitingListCommand): Promise<WaitingListEntry> {
    const now = this.clock.now();
    const entryId = randomUUID();
    const streamId = waitingListStreamId(entryId);
    const { value: joined } = await this.store.transact([streamId], async (tx) => {
      const inserted = await tx.manager.query<unknown[]>(
        `insert into waitlist_entries (id, email, interest_type, joined_at)
         values ($1, $2, $3, $4)
         on conflict (email, interest_type) do nothing
         returning id`,
        [entryId, command.email, command.interestType, now],
      );
      if (inserted.length === 0) return { appends: [], value: false };
      await this.outbox.enqueue(tx.manager, {
        to: command.email,
        template: 'marketing.waiting-list-joined',
        subject: "You're on the Domain Liquidation waiting list",
        dedupeKey: `waitlist-${entryId}`,
        text: [
          'Thank you for joining the waiting list.',
          '',
          INTEREST_LINE[command.interestType],
          `Until then, browse the marketplace at ${this.config.siteUrl}/marketplace`,
          '',
          'If you did not sign up, ignore this mail and you will hear nothing more from us.',
        ].join('\n'),
      });
      const event: WaitingListJoined = {
        type: 'marketing.WaitingListJoined',
        data: { entryId, interestType: command.interestType, joinedAt: now.toISOString() },
      };
      return { appends: [firstEventOf(streamId, entryId, event)], value: true };
    });
    if (joined) this.outbox.notifyCommitted();
    return { interestType: command.interestType };
  }
}
