import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../../platform/config/app-config';
import { MailOutbox } from '../../../../platform/mail/mail-outbox';
import { type TellBuyersOfSaleCommand } from './tell-buyers-of-sale.command';

interface OpenInquiry {
  inquiry_id: string;
  buyer_email: string;
  domain_name: string;
}

/**
 * Queues one mail per open inquiry (new or responded) about the sold listing, except the buyer's
 * own. Each mail's dedupe key names the sale and the inquiry, so a job that runs twice mails no
 * one twice; a sale restored before the job ran mails no one.
 */
@Injectable()
export class TellBuyersOfSaleHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
  ) {}

  /** Returns how many mails were queued now. */
  async execute(command: TellBuyersOfSaleCommand): Promise<number> {
    const queued = await this.dataSource.transaction(async (manager) => {
      const open: OpenInquiry[] = await manager.query(
        `select l.id as inquiry_id, c.buyer_email, s.domain_name
           from seller_sales s
           join inquiry_leads l on l.listing_id = s.listing_id
           join inquiry_contacts c on c.inquiry_id = l.id
          where s.transaction_id = $1 and s.listing_id = $2
            and l.status in ('new', 'responded')
            and l.buyer_id is distinct from s.buyer_id
          order by l.created_at`,
        [command.transactionId, command.listingId],
      );
      let count = 0;
      for (const inquiry of open) {
        const id = await this.outbox.enqueue(manager, {
          to: inquiry.buyer_email,
          template: 'inquiries.domain-sold',
          dedupeKey: `domain-sold:${command.transactionId}:${inquiry.inquiry_id}`,
          subject: `${inquiry.domain_name} has been sold`,
          text: [
            'Hello,',
            '',
            `Thank you for your interest in ${inquiry.domain_name}. The seller has sold it, so your inquiry is closed.`,
            '',
            `Similar names are for sale on the marketplace: ${this.config.siteUrl}/marketplace`,
          ].join('\n'),
        });
        if (id) count += 1;
      }
      return count;
    });
    if (queued > 0) this.outbox.notifyCommitted();
    return queued;
  }
}
