import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { Clock } from '../../../../platform/clock/clock';
import { AppConfig } from '../../../../platform/config/app-config';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { MailOutbox } from '../../../../platform/mail/mail-outbox';
import { UserDirectory } from '../../../identity';
import { decideListing, listingStream } from '../../../listings';
import { type Inquiry } from '../../http/inquiry.response.dto';
import { InquiryContacts } from '../../inquiry-contacts';
import { InquiryReader } from '../../queries/inquiry.reader';
import { decide, inquiryStream } from '../../model/inquiry';
import { type InquiryType } from '../../model/inquiry-rules';
import { inquirerLock, inquiriesSentLastHour } from './inquiries-sent';
import { type SubmitInquiryCommand } from './submit-inquiry.command';

const TYPE_LABEL: Record<InquiryType, { noun: string; phrase: string }> = {
  contact: { noun: 'inquiry', phrase: 'an inquiry' },
  offer: { noun: 'offer', phrase: 'an offer' },
  question: { noun: 'question', phrase: 'a question' },
};

/**
 * One transaction over the listing's stream, the new inquiry's stream and the buyer's inquiry
 * lock: the listing counts the inquiry (refusing the seller's own listing and one off the
 * marketplace), the inquiry model refuses a buyer over the hourly limit (counted under the lock),
 * and the inquiry, what the buyer wrote and the seller's mail are stored together.
 */
@Injectable()
export class SubmitInquiryHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly contacts: InquiryContacts,
    private readonly inquiries: InquiryReader,
    private readonly users: UserDirectory,
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** The new inquiry as its buyer now reads it, read with the commit. */
  async execute(command: SubmitInquiryCommand): Promise<{ inquiryId: string; inquiry: Inquiry }> {
    const { buyerId, listingId, inquiryType } = command;
    const now = this.clock.now();
    const inquiryId = randomUUID();
    const { answer } = await this.commands.run({
      metadata: { actorId: buyerId },
      streams: { listing: listingStream(listingId), inquiry: inquiryStream(inquiryId) },
      locks: [inquirerLock(buyerId)],
      read: (manager) => inquiriesSentLastHour(manager, buyerId, now),
      decide: (states, sentLastHour) => ({
        listing: decideListing({ type: 'ReceiveInquiry', buyerId, inquiryId, now }, states.listing),
        inquiry: decide(
          {
            type: 'SubmitInquiry',
            inquiryId,
            listingId,
            sellerId: states.listing.sellerId,
            buyerId,
            inquiryType,
            sentLastHour,
            now,
          },
          states.inquiry,
        ),
      }),
      alongside: async (manager, { before }) => {
        await this.contacts.save(manager, {
          inquiryId,
          buyerName: command.buyerName,
          buyerEmail: command.buyerEmail,
          message: command.message,
          createdAt: now,
        });
        await this.mailSeller(manager, before.listing, command);
      },
      answer: (manager) => this.inquiries.findForBuyer(inquiryId, buyerId, manager),
    });
    this.outbox.notifyCommitted();
    return { inquiryId, inquiry: answer };
  }

  private async mailSeller(
    manager: EntityManager,
    listing: { sellerId?: string; name?: string },
    command: SubmitInquiryCommand,
  ): Promise<void> {
    const { sellerId, name: domainName } = listing;
    const seller = sellerId ? await this.users.find(sellerId, manager) : undefined;
    if (!seller || !domainName) return;
    const label = TYPE_LABEL[command.inquiryType];
    await this.outbox.enqueue(manager, {
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
