import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { type RecordedEvent } from '../../../platform/event-store/event';
import { type Projection } from '../../../platform/projections/projection';
import { applyInWaves } from '../../../platform/projections/waves';
import { PLAN_CHANGED, type PlanChangedData } from '../../identity';
import {
  LISTING_EVENT_TYPES,
  type ListingStreamEvent,
  OWNERSHIP_EVENT_TYPES,
} from '../../listings';
import { dictionaryEntries } from '../model/name-words';
import {
  ACTIVE_LISTINGS,
  MarketplaceListingsFold,
  STATUS_AFTER,
} from './marketplace-listings.fold';
import { POSTED_COLUMNS } from './name-postings';

type EventType = ListingStreamEvent['type'];
type Event<T extends EventType> = Extract<ListingStreamEvent, { type: T }>;

/**
 * A statement of `ctes` whose `changed` writes listings and returns each one's status before
 * (`was`, null for a new one) and after (`became`), which also moves the count of active listings
 * (`marketplace_totals`, ACTIVE_LISTINGS) by as many as became active less those that stopped.
 */
const countingActive = (ctes: string) => `with ${ctes}
  insert into marketplace_totals (name, value)
  select '${ACTIVE_LISTINGS}', sum((became = 'active')::int - (coalesce(was, '') = 'active')::int)
    from changed
  having sum((became = 'active')::int - (coalesce(was, '') = 'active')::int) <> 0
  on conflict (name) do update set value = marketplace_totals.value + excluded.value`;

/** Each posting's carried columns (`POSTED_COLUMNS`) as a row, of the posting `p` or listing `l`. */
const POSTED = (alias?: string) =>
  `(${POSTED_COLUMNS.map((column) => (alias ? `${alias}.${column}` : column)).join(', ')})`;

/**
 * The marketplace (`marketplace_listings`, `marketplace_sellers`) and its search tables (the
 * postings of the names' whole words, `marketplace_name_words`, carrying what the marketplace's
 * filters and sorts read of their listing, and their dictionary, `marketplace_words`; ADR 0046),
 * applied by a processor in the worker a moment after each
 * append, so buyers' searches never slow a seller's write. Every
 * statement sets values taken from the event (counts included), so applying an event again
 * changes nothing. A batch is applied in waves (each listing and seller at most once per wave),
 * one statement per event type and wave, so a rebuild writes thousands of rows per statement.
 */
@Injectable()
export class MarketplaceListingsProjection implements Projection {
  readonly name = 'marketplace.listings';
  readonly eventTypes = [...LISTING_EVENT_TYPES, ...OWNERSHIP_EVENT_TYPES, PLAN_CHANGED];
  readonly tables = [
    'marketplace_listings',
    'marketplace_sellers',
    'marketplace_name_words',
    'marketplace_words',
    'marketplace_totals',
  ] as const;

  rowFold(): MarketplaceListingsFold {
    return new MarketplaceListingsFold();
  }

  async apply(events: RecordedEvent[], manager: EntityManager): Promise<void> {
    await applyInWaves(
      events,
      (event) =>
        event.type === PLAN_CHANGED
          ? `seller:${(event.data as PlanChangedData).userId}`
          : `listing:${(event.data as ListingStreamEvent['data']).listingId}`,
      (type, group) => this.applyAll(type, group, manager),
    );
  }

  /** Events of one type, each of a different listing (or seller). */
  private async applyAll(
    type: string,
    events: RecordedEvent[],
    manager: EntityManager,
  ): Promise<void> {
    if (type === PLAN_CHANGED) return this.changePlans(events, manager);
    await this.applyToListings(type as EventType, events, manager);
    // A listing's postings carry its columns: written again when one of those changes (and
    // listed, with it; a registration's end is none of them).
    if (type !== 'listings.DomainListed' && type !== 'listings.OwnershipChecked')
      await this.post(
        'l.id = any($1::uuid[])',
        [events.map((event) => (event.data as ListingStreamEvent['data']).listingId)],
        manager,
      );
  }

  /** Events of one type, each of a different listing, on the listings' rows. */
  private async applyToListings(
    listingType: EventType,
    events: RecordedEvent[],
    manager: EntityManager,
  ): Promise<void> {
    const data = <T extends EventType>() => events.map((event) => event.data as Event<T>['data']);
    switch (listingType) {
      case 'listings.DomainListed': {
        const listed = data<'listings.DomainListed'>();
        await manager.query(
          countingActive(`changed as (
           insert into marketplace_listings (id, seller_id, name, extension, price_cents, registrar,
             description, category, domain_type, tags, is_priority, auto_relist, status, created_at,
             period_start, expires_at)
           select id, seller_id, name, extension, price_cents, registrar, description, category,
                  domain_type, array(select jsonb_array_elements_text(tags)),
                  coalesce((select s.tier = 'pro' from marketplace_sellers s
                             where s.seller_id = e.seller_id), is_priority),
                  auto_relist, 'active', listed_at, listed_at, expires_at
             from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::int[], $6::text[],
                         $7::text[], $8::text[], $9::text[], $10::jsonb[], $11::bool[],
                         $12::bool[], $13::timestamptz[], $14::timestamptz[])
                  as e(id, seller_id, name, extension, price_cents, registrar, description,
                       category, domain_type, tags, is_priority, auto_relist, listed_at, expires_at)
           on conflict (id) do nothing
           returning null::text as was, status as became)`),
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
            listed.map((d) => d.isPriority),
            listed.map((d) => d.autoRelist),
            listed.map((d) => d.listedAt),
            listed.map((d) => d.expiresAt),
          ],
        );
        await this.addNameWords(listed, manager);
        return;
      }
      case 'listings.ListingUpdated': {
        const updated = data<'listings.ListingUpdated'>();
        await manager.query(
          `update marketplace_listings l
              set price_cents = coalesce(e.price_cents, l.price_cents),
                  description = coalesce(e.description, l.description),
                  auto_relist = coalesce(e.auto_relist, l.auto_relist)
             from unnest($1::uuid[], $2::int[], $3::text[], $4::bool[])
                  as e(id, price_cents, description, auto_relist)
            where l.id = e.id`,
          [
            updated.map((d) => d.listingId),
            updated.map((d) => d.priceCents ?? null),
            updated.map((d) => d.description ?? null),
            updated.map((d) => d.autoRelist ?? null),
          ],
        );
        return;
      }
      case 'listings.ListingDeleted':
      case 'listings.DomainMarkedSold':
      case 'listings.DomainRestored':
      case 'listings.ListingExpired':
      case 'listings.ListingSuspended':
      case 'listings.ListingReinstated':
        await manager.query(
          countingActive(`prior as (select id, status from marketplace_listings
                                     where id = any($1::uuid[]) for update),
           changed as (update marketplace_listings l set status = $2 from prior
                        where l.id = prior.id
                        returning prior.status as was, l.status as became)`),
          [
            events.map((event) => (event.data as ListingStreamEvent['data']).listingId),
            STATUS_AFTER[listingType],
          ],
        );
        return;
      case 'listings.OwnershipVerified':
        await manager.query(
          `update marketplace_listings set verified = true where id = any($1::uuid[])`,
          [data<'listings.OwnershipVerified'>().map((d) => d.listingId)],
        );
        return;
      case 'listings.OwnershipChecked': {
        // Buyers see when the registration ends; an unreachable registry changes nothing.
        const read = data<'listings.OwnershipChecked'>().filter(
          (d) => d.registration.source !== 'unreachable',
        );
        await manager.query(
          `update marketplace_listings l set registration_expires_at = e.expires_at
             from unnest($1::uuid[], $2::timestamptz[]) as e(id, expires_at)
            where l.id = e.id and l.registration_expires_at is distinct from e.expires_at`,
          [
            read.map((d) => d.listingId),
            read.map((d) => (d.registration.source === 'rdap' ? d.registration.expiresAt : null)),
          ],
        );
        return;
      }
      case 'listings.DomainRelisted': {
        const relisted = data<'listings.DomainRelisted'>();
        await manager.query(
          countingActive(`prior as (select id, status from marketplace_listings
                                     where id = any($1::uuid[]) for update),
           changed as (
             update marketplace_listings l
                set status = 'active', last_relisted_at = e.relisted_at,
                    period_start = e.relisted_at, expires_at = e.expires_at
               from unnest($1::uuid[], $2::timestamptz[], $3::timestamptz[])
                    as e(id, relisted_at, expires_at), prior
              where l.id = e.id and prior.id = l.id
              returning prior.status as was, l.status as became)`),
          [
            relisted.map((d) => d.listingId),
            relisted.map((d) => d.relistedAt),
            relisted.map((d) => d.expiresAt),
          ],
        );
        return;
      }
      case 'listings.ListingViewed': {
        const viewed = data<'listings.ListingViewed'>();
        await this.setCounts(
          'views',
          viewed.map((d) => [d.listingId, d.views]),
          manager,
        );
        return;
      }
      case 'listings.InquiryReceived': {
        const received = data<'listings.InquiryReceived'>();
        await this.setCounts(
          'inquiries',
          received.map((d) => [d.listingId, d.inquiries]),
          manager,
        );
        return;
      }
      default: {
        const unknown: never = listingType;
        return unknown;
      }
    }
  }

  /**
   * The seller's plan, and Featured on every listing of theirs after it (ADR 0021, "19.9"): Pro
   * features all of them, those listed before the upgrade too, and the end of Pro none. A listing
   * takes the plan its seller has here when it is listed (its event's own flag only for a seller
   * no plan event has reached), so a listing and a plan change applied in either order within a
   * wave end the same, live or rebuilt.
   */
  private async changePlans(events: RecordedEvent[], manager: EntityManager): Promise<void> {
    const plans = events.map((event) => event.data as PlanChangedData);
    const sellers = plans.map((d) => d.userId);
    const tiers = plans.map((d) => d.tier);
    await manager.query(
      `insert into marketplace_sellers (seller_id, tier, pro_until)
       select * from unnest($1::uuid[], $2::text[], $3::timestamptz[])
       on conflict (seller_id) do update set tier = excluded.tier, pro_until = excluded.pro_until`,
      [sellers, tiers, plans.map((d) => d.periodEnd)],
    );
    await manager.query(
      `update marketplace_listings l set is_priority = (e.tier = 'pro')
         from unnest($1::uuid[], $2::text[]) as e(seller_id, tier)
        where l.seller_id = e.seller_id and l.is_priority <> (e.tier = 'pro')`,
      [sellers, tiers],
    );
    await this.post('l.seller_id = any($1::uuid[])', [sellers], manager);
  }

  /**
   * The postings of the listings `l` that `condition` names take their listing's columns
   * (`POSTED_COLUMNS`) where they differ.
   */
  private async post(condition: string, params: unknown[], manager: EntityManager): Promise<void> {
    await manager.query(
      `update marketplace_name_words p set ${POSTED()} = ${POSTED('l')}
         from marketplace_listings l
        where ${condition} and p.listing_id = l.id and ${POSTED('p')} is distinct from ${POSTED('l')}`,
      params,
    );
  }

  /**
   * Each name's whole words (`dictionaryEntries`), as postings with their listing's columns and in
   * the dictionary with whether each is a joined run and how many postings it has (those written
   * here: a posting already there is not counted again).
   */
  private async addNameWords(
    listed: Array<Event<'listings.DomainListed'>['data']>,
    manager: EntityManager,
  ): Promise<void> {
    const postings = listed.flatMap((d) => {
      const entries = dictionaryEntries(d.name);
      const words = entries.map(({ word }) => word).sort();
      return entries.map(({ word, joined }) => ({ word, joined, id: d.listingId, words }));
    });
    await manager.query(
      `with inserted as (
         insert into marketplace_name_words
           (word, listing_id, ${POSTED_COLUMNS.join(', ')}, name_words)
         select e.word, l.id, ${POSTED_COLUMNS.map((column) => `l.${column}`).join(', ')},
                string_to_array(e.words, ' ')
           from unnest($1::text[], $2::uuid[], $4::text[]) as e(word, listing_id, words)
           join marketplace_listings l on l.id = e.listing_id
         on conflict do nothing
         returning word)
       insert into marketplace_words (word, joined, postings)
       select i.word, e.joined, count(*)
         from inserted i
         join (select distinct word, joined from unnest($1::text[], $3::bool[]) as e(word, joined)) e
           using (word)
        group by i.word, e.joined
        order by i.word
       on conflict (word) do update set postings = marketplace_words.postings + excluded.postings`,
      [
        postings.map(({ word }) => word),
        postings.map(({ id }) => id),
        postings.map(({ joined }) => joined),
        // A name's words, sorted, with no space in any.
        postings.map(({ words }) => words.join(' ')),
      ],
    );
  }

  private async setCounts(
    column: 'views' | 'inquiries',
    counts: Array<[string, number]>,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `update marketplace_listings l set ${column} = e.count
         from unnest($1::uuid[], $2::int[]) as e(id, count)
        where l.id = e.id`,
      [counts.map(([id]) => id), counts.map(([, count]) => count)],
    );
  }
}
