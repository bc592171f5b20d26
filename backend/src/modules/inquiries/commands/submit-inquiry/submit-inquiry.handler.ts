import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { AppConfig } from '../../../../platform/config/app-config';
import { appendsOf, decideWithin } from '../../../../platform/event-store/command-handler';
import { EventStore, type StoreTransaction } from '../../../../platform/event-store/event-store';
import { MailOutbox } from '../../../../platform/mail/mail-outbox';
import { UserDirectory } from '../../../identity';
import { decideOnListing, ListingNotFoundError, lockedListingStream } from '../../../listings';
import { InquiryContacts } from '../../inquiry-contacts';
import { inquiryDecider } from '../../model/inquiry';
import { TooManyInquiriesError } from '../../model/inquiry.errors';
import { inquiryStreamId } from '../../model/inquiry.events';
import { INQUIRIES_PER_HOUR, type InquiryType } from '../../model/inquiry-rules';
import { type SubmitInquiryCommand } from './submit-inquiry.command';

const HOUR = 60 * 60 * 1000;

const TYPE_LABEL: Record<InquiryType, { noun: string; phrase: string }> = {
  contact: { noun: 'inquiry', phrase: 'an inquiry' },
  offer: { noun: 'offer', phrase: 'an offer' },
  question: { noun: 'question', phrase: 'a question' },
};

/**
 * One transaction over the listing's stream, the new inquiry's stream and the buyer's inquiry
 * lock: the listing counts the inquiry (refusing the seller's own listing and one off the
 * marketplace), the buyer's count of the last hour is checked under the lock, and the inquiry,
 * what the buyer wrote and the seller's mail are stored together.
 */
@Injectable()
export class SubmitInquiryHandler {
  constructor(
    private readonly store: EventStore,
    private readonly contacts: InquiryContacts,
    private readonly users: UserDirectory,
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute(command: SubmitInquiryCommand): Promise<{ inquiryId: string }> {
    const now = this.clock.now();
    const inquiryId = randomUUID();
    const options = { commandId: randomUUID(), metadata: { actorId: command.buyerId } };
    const streams = [
      lockedListingStream(command.listingId),
      inquiryStreamId(inquiryId),
      `inquirer-${command.buyerId}`,
    ];
    await this.store.transact(streams, async (tx) => {
      const listing = await decideOnListing(
        tx,
        command.listingId,
        { type: 'ReceiveInquiry', buyerId: command.buyerId, inquiryId, now },
        options,
      );
      await this.checkHourlyLimit(tx, command.buyerId, now);
      const { sellerId, name } = listing.before;
      if (!sellerId || !name) throw new ListingNotFoundError();
      const inquiry = await decideWithin(
        tx,
        inquiryStreamId(inquiryId),
        inquiryDecider,
        {
          type: 'SubmitInquiry',
          inquiryId,
          listingId: command.listingId,
          sellerId,
          buyerId: command.buyerId,
          inquiryType: command.inquiryType,
          now,
        },
        { ...options, tag: 'inquiry' },
      );
      await this.contacts.save(tx.manager, {
        inquiryId,
        buyerName: command.buyerName,
        buyerEmail: command.buyerEmail,
        message: command.message,
        createdAt: now,
      });
      await this.mailSeller(tx, sellerId, name, command);
      return { appends: appendsOf(listing, inquiry), value: undefined };
    });
    this.outbox.notifyCommitted();
    return { inquiryId };
  }

  private async checkHourlyLimit(tx: StoreTransaction, buyerId: string, now: Date) {
    const [{ sent }] = await tx.manager.query<[{ sent: number }]>(
      `select count(*)::int as sent from inquiry_leads where buyer_id = $1 and created_at > $2`,
      [buyerId, new Date(now.getTime() - HOUR)],
    );
    if (sent >= INQUIRIES_PER_HOUR) throw new TooManyInquiriesError();
  }

  private async mailSeller(
    tx: StoreTransaction,
    sellerId: string,
    domainName: string,
    command: SubmitInquiryCommand,
  ): Promise<void> {
    const seller = await this.users.find(sellerId, tx.manager);
    if (!seller) return;
    const label = TYPE_LABEL[command.inquiryType];
    await this.outbox.enqueue(tx.manager, {
      to: seller.email,
      template: 'inquiries.new-inquiry',
      subject: `New ${label.noun} for ${domainName}`,
      text: [
        `Hello ${seller.fullName},`,
        '',
        `${command.buyerName} <${command.buyerEmail}> sent you ${label.phrase} about ${domainName}:`,
        '',
        command.message,
        '',
        `Reply to the buyer directly, and see all your leads at ${this.config.siteUrl}/seller-dashboard`,
        'We recommend escrow for the payment.',
      ].join('\n'),
    });
  }
}
