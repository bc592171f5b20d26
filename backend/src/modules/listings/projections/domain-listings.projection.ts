import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { type RecordedEvent } from '../../../platform/event-store/event';
import { type Projection } from '../../../platform/projections/projection';
import { applyInWaves } from '../../../platform/projections/waves';
import {
  LISTING_EVENT_TYPES,
  type ListingStreamEvent,
  OWNERSHIP_EVENT_TYPES,
} from '../model/listing.events';
import { DomainListingsFold } from './domain-listings.fold';

type EventType = ListingStreamEvent['type'];
type Data<T extends EventType> = Extract<ListingStreamEvent, { type: T }>['data'];

const UNIQUE_VIOLATION = '23505';

/**
 * `domain_listings`: each listing as its seller and the marketplace see it, with its checks in
 * `listing_ownership_checks`. Inline, so that a listing shows at once and its name's uniqueness
 * is checked in the append's own transaction. A deleted listing's rows are removed. Every
 * statement sets values, so a replay is harmless.
 *
 * A batch is applied in waves (each listing once per wave), one statement per event type and
 * wave. One active listing per name spans listings, which waves do not order: when a wave would
 * list a name before an earlier listing of it is sold or deleted, the batch is applied again one
 * event at a time, in the log's order (and a name truly taken fails as before).
 */
@Injectable()
export class DomainListingsProjection implements Projection {
  readonly name = 'listings.domain-listings';
  readonly eventTypes = [...LISTING_EVENT_TYPES, ...OWNERSHIP_EVENT_TYPES];
  readonly tables = ['domain_listings', 'listing_ownership_checks'] as const;

  rowFold(): DomainListingsFold {
    return new DomainListingsFold();
  }

  async apply(events: RecordedEvent[], manager: EntityManager): Promise<void> {
    const applyAll = (type: string, group: RecordedEvent[]) =>
      this.applyAll(type as EventType, group, manager);
    const listingOf = (event: RecordedEvent) =>
      (event.data as ListingStreamEvent['data']).listingId;
    if (events.length === 1) return applyAll(events[0].type, events);
    await manager.query('savepoint listing_waves');
    try {
      await applyInWaves(events, listingOf, applyAll);
      await manager.query('release savepoint listing_waves');
    } catch (error) {
      if ((error as { driverError?: { code?: string } }).driverError?.code !== UNIQUE_VIOLATION)
        throw error;
      await manager.query('rollback to savepoint listing_waves');
      for (const event of events) await applyAll(event.type, [event]);
    }
  }

  /** Events of one type, each of a different listing. */
  private async applyAll(
    type: EventType,
    events: RecordedEvent[],
    manager: EntityManager,
  ): Promise<void> {
    const data = <T extends EventType>() => events.map((event) => event.data as Data<T>);
    switch (type) {
      case 'listings.DomainListed': {
        const listed = data<'listings.DomainListed'>();
        await manager.query(
          `insert into domain_listings (id, seller_id, name, extension, price_cents, registrar,
             description, category, domain_type, tags, notes, auto_renewal, privacy_protection,
             is_priority, auto_relist, status, created_at, expires_at, updated_at, next_check_at)
           select id, seller_id, name, extension, price_cents, registrar, description, category,
                  domain_type, array(select jsonb_array_elements_text(tags)), notes, auto_renewal,
                  privacy_protection, is_priority, auto_relist, 'active', listed_at, expires_at,
                  listed_at, listed_at
             from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::int[], $6::text[],
                         $7::text[], $8::text[], $9::text[], $10::jsonb[], $11::text[],
                         $12::bool[], $13::bool[], $14::bool[], $15::bool[], $16::timestamptz[],
                         $17::timestamptz[])
                  as e(id, seller_id, name, extension, price_cents, registrar, description,
                       category, domain_type, tags, notes, auto_renewal, privacy_protection,
                       is_priority, auto_relist, listed_at, expires_at)
           on conflict (id) do nothing`,
          [
            listed.map((d) => d.listingId),
            listed.map((d) => d.sellerId),
            listed.map((d) => d.name),
            listed.map((d) => d.extension),
            listed.map((d) => d.priceCents),
            listed.map((d) => d.registrar),
            listed.map((d) => d.description),
            listed.map((d) => d.category),
            listed.map((d) => d.domainType),
            listed.map((d) => JSON.stringify(d.tags)),
            listed.map((d) => d.notes ?? ''),
            listed.map((d) => d.autoRenewal ?? false),
            listed.map((d) => d.privacyProtection ?? false),
            listed.map((d) => d.isPriority),
            listed.map((d) => d.autoRelist),
            listed.map((d) => d.listedAt),
            listed.map((d) => d.expiresAt),
          ],
        );
        return;
      }
      case 'listings.ListingUpdated': {
        const updated = data<'listings.ListingUpdated'>();
        await manager.query(
          `update domain_listings l
              set price_cents = coalesce(e.price_cents, l.price_cents),
                  description = coalesce(e.description, l.description),
                  auto_relist = coalesce(e.auto_relist, l.auto_relist), updated_at = e.updated_at
             from unnest($1::uuid[], $2::int[], $3::text[], $4::bool[], $5::timestamptz[])
                  as e(id, price_cents, description, auto_relist, updated_at)
            where l.id = e.id`,
          [
            updated.map((d) => d.listingId),
            updated.map((d) => d.priceCents ?? null),
            updated.map((d) => d.description ?? null),
            updated.map((d) => d.autoRelist ?? null),
            updated.map((d) => d.updatedAt),
          ],
        );
        return;
      }
      case 'listings.ListingDeleted': {
        const deleted = data<'listings.ListingDeleted'>().map((d) => d.listingId);
        await manager.query(`delete from domain_listings where id = any($1::uuid[])`, [deleted]);
        await manager.query(
          `delete from listing_ownership_checks where listing_id = any($1::uuid[])`,
          [deleted],
        );
        return;
      }
      case 'listings.OwnershipChecked':
        return this.recordChecks(events, manager);
      case 'listings.OwnershipVerified': {
        const verified = data<'listings.OwnershipVerified'>();
        await manager.query(
          `update domain_listings l set verified_at = e.at
             from unnest($1::uuid[], $2::timestamptz[]) as e(id, at)
            where l.id = e.id`,
          [verified.map((d) => d.listingId), verified.map((d) => d.verifiedAt)],
        );
        return;
      }
      case 'listings.ListingSuspended': {
        const suspended = data<'listings.ListingSuspended'>();
        await manager.query(
          `update domain_listings l
              set status = 'suspended', suspension_reason = e.reason, updated_at = e.at
             from unnest($1::uuid[], $2::text[], $3::timestamptz[]) as e(id, reason, at)
            where l.id = e.id`,
          [
            suspended.map((d) => d.listingId),
            suspended.map((d) => d.reason),
            suspended.map((d) => d.suspendedAt),
          ],
        );
        return;
      }
      case 'listings.ListingReinstated': {
        const reinstated = data<'listings.ListingReinstated'>();
        await manager.query(
          `update domain_listings l
              set status = 'active', suspension_reason = null, updated_at = e.at
             from unnest($1::uuid[], $2::timestamptz[]) as e(id, at)
            where l.id = e.id`,
          [reinstated.map((d) => d.listingId), reinstated.map((d) => d.reinstatedAt)],
        );
        return;
      }
      case 'listings.DomainRelisted': {
        const relisted = data<'listings.DomainRelisted'>();
        await manager.query(
          `update domain_listings l
              set status = 'active', last_relisted_at = e.at, expires_at = e.expires_at,
                  updated_at = e.at
             from unnest($1::uuid[], $2::timestamptz[], $3::timestamptz[])
                  as e(id, at, expires_at)
            where l.id = e.id`,
          [
            relisted.map((d) => d.listingId),
            relisted.map((d) => d.relistedAt),
            relisted.map((d) => d.expiresAt),
          ],
        );
        return;
      }
      case 'listings.ListingExpired': {
        const expired = data<'listings.ListingExpired'>();
        await manager.query(
          `update domain_listings l set status = 'expired', updated_at = e.at
             from unnest($1::uuid[], $2::timestamptz[]) as e(id, at)
            where l.id = e.id`,
          [expired.map((d) => d.listingId), expired.map((d) => d.expiredAt)],
        );
        return;
      }
      case 'listings.DomainMarkedSold': {
        const sold = data<'listings.DomainMarkedSold'>();
        // The sale's transaction id is the event's own id.
        await manager.query(
          `update domain_listings l
              set status = 'sold', sold_at = e.sold_at, sale_price_cents = e.price,
                  sale_recorded_at = e.recorded_at, transaction_id = e.event_id,
                  updated_at = e.recorded_at
             from unnest($1::uuid[], $2::timestamptz[], $3::int[], $4::timestamptz[], $5::uuid[])
                  as e(id, sold_at, price, recorded_at, event_id)
            where l.id = e.id`,
          [
            sold.map((d) => d.listingId),
            sold.map((d) => d.soldAt),
            sold.map((d) => d.salePriceCents),
            sold.map((d) => d.recordedAt),
            events.map((event) => event.eventId),
          ],
        );
        return;
      }
      case 'listings.DomainRestored': {
        const restored = data<'listings.DomainRestored'>();
        await manager.query(
          `update domain_listings l
              set status = 'active', sold_at = null, sale_price_cents = null,
                  sale_recorded_at = null, transaction_id = null, updated_at = e.at
             from unnest($1::uuid[], $2::timestamptz[]) as e(id, at)
            where l.id = e.id`,
          [restored.map((d) => d.listingId), restored.map((d) => d.restoredAt)],
        );
        return;
      }
      case 'listings.ListingViewed': {
        const viewed = data<'listings.ListingViewed'>();
        await this.setCount(
          'views',
          viewed.map((d) => [d.listingId, d.views]),
          manager,
        );
        return;
      }
      case 'listings.InquiryReceived': {
        const received = data<'listings.InquiryReceived'>();
        await this.setCount(
          'inquiries',
          received.map((d) => [d.listingId, d.inquiries]),
          manager,
        );
        return;
      }
      default: {
        const unknown: never = type;
        return unknown;
      }
    }
  }

  /**
   * Each check joins the history (in its stream's order), and the listing takes its time, its next check and what RDAP
   * said (an unreachable registry leaves the last reading in place).
   */
  private async recordChecks(events: RecordedEvent[], manager: EntityManager): Promise<void> {
    const checks = events.map((event) => event.data as Data<'listings.OwnershipChecked'>);
    const registrations = checks.map((d) => d.registration);
    await manager.query(
      `insert into listing_ownership_checks
         (event_id, listing_id, seller_id, checked_at, trigger, ownership, for_sale, registration,
          position)
       select * from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::timestamptz[], $5::text[],
                            $6::text[], $7::text[], $8::jsonb[], $9::bigint[])
       on conflict (event_id) do nothing`,
      [
        events.map((event) => event.eventId),
        checks.map((d) => d.listingId),
        checks.map((d) => d.sellerId),
        checks.map((d) => d.checkedAt),
        checks.map((d) => d.trigger),
        checks.map((d) => d.ownership),
        checks.map((d) => d.forSale),
        registrations.map((registration) => JSON.stringify(registration)),
        events.map((event) => String(event.streamPosition)),
      ],
    );
    await manager.query(
      `update domain_listings l
          set last_checked_at = e.checked_at, next_check_at = e.next_check_at,
              registration_source = coalesce(e.source, l.registration_source),
              registrar_of_record = case when e.source is null then l.registrar_of_record
                                         else e.registrar end,
              registration_expires_at = case when e.source is null then l.registration_expires_at
                                             else e.expires_at end,
              registration_statuses = case when e.source is null then l.registration_statuses
                                           else s.statuses end
         from unnest($1::uuid[], $2::timestamptz[], $3::timestamptz[], $4::text[], $5::text[],
                     $6::timestamptz[], $7::jsonb[])
              as e(id, checked_at, next_check_at, source, registrar, expires_at, statuses_json),
              lateral (select coalesce(array(select jsonb_array_elements_text(e.statuses_json)),
                                       '{}') as statuses) as s(statuses)
        where l.id = e.id`,
      [
        checks.map((d) => d.listingId),
        checks.map((d) => d.checkedAt),
        checks.map((d) => d.nextCheckAt),
        registrations.map((r) => (r.source === 'unreachable' ? null : r.source)),
        registrations.map((r) => (r.source === 'rdap' ? r.registrar : null)),
        registrations.map((r) => (r.source === 'rdap' ? r.expiresAt : null)),
        registrations.map((r) => JSON.stringify(r.source === 'rdap' ? r.statuses : [])),
      ],
    );
  }

  private async setCount(
    column: 'views' | 'inquiries',
    counts: Array<[string, number]>,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `update domain_listings l set ${column} = e.count
         from unnest($1::uuid[], $2::int[]) as e(id, count)
        where l.id = e.id`,
      [counts.map(([id]) => id), counts.map(([, count]) => count)],
    );
  }
}
