import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../platform/clock/clock';
import { AppConfig } from '../../../platform/config/app-config';
import { type RecordedEvent } from '../../../platform/event-store/event';
import { MailOutbox } from '../../../platform/mail/mail-outbox';
import { type JobRequest } from '../../../platform/queue/job';
import { JobQueues } from '../../../platform/queue/job-queues';
import { JobRegistry } from '../../../platform/queue/job-registry';
import { UserDirectory } from '../../identity';
import { type DomainMarkedSold, type DomainRestored } from '../../listings';
import { CloseOffersOnSaleHandler } from '../commands/close-offers-on-sale/close-offers-on-sale.handler';
import { ExpireOfferHandler } from '../commands/expire-offer/expire-offer.handler';
import { type OfferCountered, type OfferMade } from '../model/offer.events';

export const OFFERS_QUEUE = 'offers';
const SWEEP_EVERY_MS = 10 * 60 * 1000;
const SWEEP_BATCH = 1_000;

/**
 * The `offers` queue (ADR 0026): each offer and counter gets a delayed job at its deadline, which
 * expires it if still open; a sweep every 10 minutes queues the same for any open offer past its
 * deadline. A listing sold another way declines its open offers "sold". A deal cancelled after a
 * missed deadline puts the name back on the marketplace, and the best other offer's buyer is told.
 */
@Injectable()
export class OfferJobs implements OnModuleInit {
  constructor(
    private readonly registry: JobRegistry,
    private readonly queues: JobQueues,
    private readonly expire: ExpireOfferHandler,
    private readonly closeOnSale: CloseOffersOnSaleHandler,
    private readonly outbox: MailOutbox,
    private readonly users: UserDirectory,
    private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.registry.react({
      name: 'offers.deadlines',
      eventTypes: ['offers.OfferMade', 'offers.OfferCountered'],
      react: (event) => {
        const { offerId, expiresAt } = (
          event as RecordedEvent<string, OfferMade['data'] | OfferCountered['data']>
        ).data;
        return [this.expiryJob(offerId, expiresAt, new Date(expiresAt))];
      },
    });
    this.registry.react({
      name: 'offers.listing-sales',
      eventTypes: ['listings.DomainMarkedSold', 'listings.DomainRestored'],
      react: (event) => {
        if (event.type === 'listings.DomainMarkedSold') {
          const { listingId, sellerId } = (event as RecordedEvent<string, DomainMarkedSold['data']>)
            .data;
          return [
            {
              queue: OFFERS_QUEUE,
              name: 'close-on-sale',
              data: { listingId, sellerId, saleId: event.eventId },
              jobId: `close-on-sale-${event.eventId}`,
            },
          ];
        }
        const restored = (event as RecordedEvent<string, DomainRestored['data']>).data;
        if (restored.reason !== 'deal_cancelled') return [];
        return [
          {
            queue: OFFERS_QUEUE,
            name: 'tell-next-best',
            data: { listingId: restored.listingId, restoreId: event.eventId },
            jobId: `tell-next-best-${event.eventId}`,
          },
        ];
      },
    });
    this.registry.handle({
      queue: OFFERS_QUEUE,
      name: 'expire',
      run: ({ offerId, deadline }) => this.expire.execute({ offerId, deadline }),
    });
    this.registry.handle({
      queue: OFFERS_QUEUE,
      name: 'close-on-sale',
      run: ({ listingId, sellerId, saleId }) =>
        this.closeOnSale.execute({ listingId, sellerId, saleId }),
    });
    this.registry.handle({
      queue: OFFERS_QUEUE,
      name: 'tell-next-best',
      run: ({ listingId, restoreId }) => this.tellNextBest(listingId, restoreId),
    });
    this.registry.handle({ queue: OFFERS_QUEUE, name: 'sweep', run: () => this.sweep() });
    this.registry.schedule({ queue: OFFERS_QUEUE, name: 'sweep', everyMs: SWEEP_EVERY_MS });
  }

  /** Queues the expiry of every open offer past its deadline. */
  async sweep(): Promise<void> {
    const due = await this.dataSource.query<{ id: string; expires_at: Date }[]>(
      `select id, expires_at from offers
        where status in ('awaiting_seller', 'awaiting_buyer') and expires_at <= $1
        order by expires_at limit $2`,
      [this.clock.now(), SWEEP_BATCH],
    );
    await this.queues.add(
      due.map((row) => this.expiryJob(row.id, new Date(row.expires_at).toISOString())),
    );
  }

  /**
   * The name is back after a cancelled deal: the buyer of the best offer that ended "sold" on it
   * (another buyer than the deal's) hears that it is available again. Once per restore.
   */
  async tellNextBest(listingId: string, restoreId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [best] = await manager.query<
        { buyer_id: string; domain_name: string; amount_cents: number }[]
      >(
        `select o.buyer_id, o.domain_name, o.amount_cents from offers o
          where o.listing_id = $1 and o.decline_reason = 'sold'
            and o.buyer_id not in (select buyer_id from offers
                                    where listing_id = $1 and status = 'accepted')
          order by o.amount_cents desc, o.updated_at desc limit 1`,
        [listingId],
      );
      if (!best) return;
      const buyer = await this.users.find(best.buyer_id, manager);
      if (!buyer) return;
      await this.outbox.enqueue(manager, {
        to: buyer.email,
        template: 'offers.available-again',
        subject: `${best.domain_name} is available again`,
        text: [
          `Hello ${buyer.fullName},`,
          '',
          `The sale of ${best.domain_name} fell through, and it is back on the marketplace.`,
          `You offered $${best.amount_cents / 100} for it: make an offer again at ${this.config.siteUrl}/d/${best.domain_name}`,
        ].join('\n'),
        dedupeKey: `offers:available-again:${restoreId}`,
      });
    });
    this.outbox.notifyCommitted();
  }

  private expiryJob(offerId: string, deadline: string, runAt?: Date): JobRequest {
    const at = Date.parse(deadline);
    return {
      queue: OFFERS_QUEUE,
      name: 'expire',
      data: { offerId, deadline: String(at) },
      jobId: `expire-${offerId}-${at}${runAt ? '' : '-swept'}`,
      runAt,
    };
  }
}
