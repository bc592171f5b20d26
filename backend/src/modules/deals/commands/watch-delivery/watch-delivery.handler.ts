import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { DealMailer } from '../deal-mail';
import { RdapRegistrations, sameRegistrar } from '../../../listings';
import { holdMessage } from '../../model/delivery';
import { decide, type TimelineState, timelineStream } from '../../model/timeline';
import { type DealHeld, type HoldReason } from '../../model/timeline.events';

/** The first wait between two looks at a name's RDAP record, doubled after each look... */
const FIRST_WAIT_MS = 15 * 60 * 1000;
/** ...up to this. */
const LONGEST_WAIT_MS = 6 * 60 * 60 * 1000;
/** Deals looked at per sweep. */
const WATCH_BATCH = 200;

/** RDAP statuses (RFC 8056) of a name being deleted, which a transfer cannot survive. */
const DELETING: Readonly<Record<string, HoldReason>> = {
  'pending delete': 'pending_delete',
  'redemption period': 'redemption_period',
};

interface WatchedDeal {
  id: string;
  domain_name: string;
  receiving_registrar: string;
  attempts: number | null;
  baseline_registrar: string | null;
}

/**
 * The delivery watch: while a deal's payment is secured and the buyer named their registrar, the
 * name's RDAP record is looked at, first after 15 minutes, then twice as long after each look, up
 * to every 6 hours. The registrar of record being the buyer's moves the deal to domain transferred
 * (source `rdap`); a deletion under way, or a change to a registrar that is neither the one of the
 * first look nor the buyer's, puts it on hold and mails both sides.
 */
@Injectable()
export class WatchDeliveryHandler {
  private readonly logger = new Logger(WatchDeliveryHandler.name);

  constructor(
    private readonly commands: CommandRunner,
    private readonly rdap: RdapRegistrations,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mailer: DealMailer,
    private readonly clock: Clock,
  ) {}

  /** Looks at every watched deal whose next look is due. */
  async sweep(): Promise<void> {
    const due = await this.dataSource.query<WatchedDeal[]>(
      `select t.id, s.domain_name, t.receiving_registrar, c.attempts, c.baseline_registrar
         from deal_timelines t join deal_sales s on s.sale_id = t.transaction_id
         left join deal_delivery_checks c on c.timeline_id = t.id
        where t.status = 'open' and t.stage = 'payment_secured' and t.hold_reason is null
          and t.receiving_registrar is not null and (c.next_at is null or c.next_at <= $1)
        order by c.next_at nulls first limit $2`,
      [this.clock.now(), WATCH_BATCH],
    );
    for (const deal of due)
      await this.look(deal).catch((error: Error) =>
        this.logger.warn(`Delivery of deal ${deal.id} not checked: ${error.message}`),
      );
  }

  /**
   * Looks at one deal's name now, on a party's request: false when its arrival is not watched
   * (before payment is secured, without a receiving registrar, on hold, or closed).
   */
  async lookNow(timelineId: string): Promise<boolean> {
    const [deal] = await this.dataSource.query<WatchedDeal[]>(
      `select t.id, s.domain_name, t.receiving_registrar, c.attempts, c.baseline_registrar
         from deal_timelines t join deal_sales s on s.sale_id = t.transaction_id
         left join deal_delivery_checks c on c.timeline_id = t.id
        where t.id = $1 and t.status = 'open' and t.stage = 'payment_secured'
          and t.hold_reason is null and t.receiving_registrar is not null`,
      [timelineId],
    );
    if (!deal) return false;
    await this.look(deal);
    return true;
  }

  private async look(deal: WatchedDeal): Promise<void> {
    const now = this.clock.now();
    const registration = await this.rdap.lookup(deal.domain_name);
    if (registration.source !== 'rdap') return this.later(deal, deal.baseline_registrar);
    const { registrar, statuses } = registration;
    if (registrar && sameRegistrar(registrar, deal.receiving_registrar))
      return this.decideFor(deal.id, { type: 'ConfirmDelivery', registrar, now });
    const deleting = statuses.map((status) => DELETING[status]).find(Boolean);
    if (deleting)
      return this.decideFor(deal.id, { type: 'HoldDeal', reason: deleting, registrar, now });
    const baseline = deal.baseline_registrar ?? registrar;
    if (registrar && baseline && !sameRegistrar(registrar, baseline))
      return this.decideFor(deal.id, {
        type: 'HoldDeal',
        reason: 'registrar_changed',
        registrar,
        now,
      });
    return this.later(deal, baseline);
  }

  /** The next look, twice as far off as the last one. */
  private async later(deal: WatchedDeal, baseline: string | null): Promise<void> {
    const attempts = (deal.attempts ?? 0) + 1;
    const wait = Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** (attempts - 1));
    await this.dataSource.query(
      `insert into deal_delivery_checks (timeline_id, attempts, next_at, baseline_registrar)
       values ($1, $2, $3, $4)
       on conflict (timeline_id) do update
         set attempts = excluded.attempts, next_at = excluded.next_at,
             baseline_registrar = excluded.baseline_registrar`,
      [deal.id, attempts, new Date(this.clock.now().getTime() + wait), baseline],
    );
  }

  private async decideFor(
    timelineId: string,
    command:
      | { type: 'ConfirmDelivery'; registrar: string; now: Date }
      | { type: 'HoldDeal'; reason: HoldReason; registrar: string | null; now: Date },
  ): Promise<void> {
    await this.commands.run({
      streams: { timeline: timelineStream(timelineId) },
      decide: (states) => ({ timeline: decide(command, states.timeline) }),
      alongside: async (manager, { after, events }) => {
        await manager.query(`delete from deal_delivery_checks where timeline_id = $1`, [
          timelineId,
        ]);
        for (const event of events.timeline ?? [])
          if (event.type === 'deals.DealHeld') await this.mailHold(manager, after.timeline, event);
        await this.mailer.stageChanges(manager, { ...after.timeline, timelineId }, events.timeline);
      },
    });
    this.mailer.committed();
  }

  private async mailHold(manager: EntityManager, deal: TimelineState, event: DealHeld) {
    const { timelineId, reason, registrar, heldAt } = event.data;
    const name = await this.mailer.domainName(manager, timelineId);
    await this.mailer.toBothSides(manager, { ...deal, timelineId }, (role) => ({
      template: 'deals.deal-held',
      subject: `The deal for ${name} is on hold`,
      lines: [holdMessage(reason, registrar)],
      dedupeKey: `${event.type}:${timelineId}:${heldAt}:${role}`,
    }));
  }
}
