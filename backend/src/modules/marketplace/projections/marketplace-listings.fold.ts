import { type RecordedEvent } from '../../../platform/event-store/event';
import { addTo, type RowFold } from '../../../platform/projections/row-fold';
import { PLAN_CHANGED, type PlanChangedData } from '../../identity';
import { type ListingStreamEvent } from '../../listings';
import { dictionaryEntries } from '../model/name-words';
import { type PostedColumn } from './name-postings';

type Event = ListingStreamEvent | { type: typeof PLAN_CHANGED; data: PlanChangedData };
type ListedStatus = 'expired' | 'sold' | 'deleted' | 'active' | 'suspended';
type Data<T extends Event['type']> = Extract<Event, { type: T }>['data'];

interface ListingRow {
  id: string;
  seller_id: string;
  name: string;
  extension: string;
  price_cents: number;
  registrar: string;
  description: string;
  category: string;
  domain_type: string;
  tags: string[];
  is_priority: boolean;
  auto_relist: boolean;
  status: ListedStatus;
  views: number;
  inquiries: number;
  created_at: string;
  last_relisted_at: string | null;
  period_start: string;
  expires_at: string;
  verified: boolean;
  registration_expires_at: string | null;
}

interface SellerRow {
  seller_id: string;
  tier: string;
  pro_until: string | null;
}

/**
 * The row of `marketplace_totals` that counts the listings whose status is active (those past
 * their period with auto-relist off among them, which the marketplace counts out as it reads).
 */
export const ACTIVE_LISTINGS = 'active_listings';

/** The status each of these events leaves a listing in. */
export const STATUS_AFTER: Partial<Record<Event['type'], ListedStatus>> = {
  'listings.ListingDeleted': 'deleted',
  'listings.DomainMarkedSold': 'sold',
  'listings.DomainRestored': 'active',
  'listings.ListingExpired': 'expired',
  'listings.ListingSuspended': 'suspended',
  'listings.ListingReinstated': 'active',
};

/**
 * The marketplace's rows folded in memory for a rebuild (`RowFold`): the same rows
 * `MarketplaceListingsProjection.apply` leaves, a plan change featuring every listing of its
 * seller and a listing taking its seller's plan when it is listed.
 */
export class MarketplaceListingsFold implements RowFold {
  private readonly listings = new Map<string, ListingRow>();
  private readonly sellers = new Map<string, SellerRow>();
  private readonly listingsBySeller = new Map<string, ListingRow[]>();
  /** Each listing's whole words, split once when it is listed: a name never changes. */
  private readonly wordsOf: Array<{ listing: ListingRow; words: string[] }> = [];
  /** The dictionary: each word, whether it is a joined run, and how many postings it has. */
  private readonly words = new Map<string, { word: string; joined: boolean; postings: number }>();

  fold(event: RecordedEvent): void {
    const type = event.type as Event['type'];
    if (type === PLAN_CHANGED) return this.changePlan(event.data as PlanChangedData);
    if (type === 'listings.DomainListed') return this.list(event.data as Data<typeof type>);
    const listing = this.listings.get((event.data as Data<'listings.ListingViewed'>).listingId);
    if (!listing) return;
    const status = STATUS_AFTER[type];
    if (status) {
      listing.status = status;
      return;
    }
    switch (type) {
      case 'listings.ListingUpdated': {
        const d = event.data as Data<typeof type>;
        listing.price_cents = d.priceCents ?? listing.price_cents;
        listing.description = d.description ?? listing.description;
        listing.auto_relist = d.autoRelist ?? listing.auto_relist;
        return;
      }
      case 'listings.OwnershipVerified':
        listing.verified = true;
        return;
      case 'listings.OwnershipChecked': {
        const { registration } = event.data as Data<typeof type>;
        if (registration.source !== 'unreachable')
          listing.registration_expires_at =
            registration.source === 'rdap' ? registration.expiresAt : null;
        return;
      }
      case 'listings.DomainRelisted': {
        const d = event.data as Data<typeof type>;
        listing.status = 'active';
        listing.last_relisted_at = d.relistedAt;
        listing.period_start = d.relistedAt;
        listing.expires_at = d.expiresAt;
        return;
      }
      case 'listings.ListingViewed':
        listing.views = (event.data as Data<typeof type>).views;
        return;
      case 'listings.InquiryReceived':
        listing.inquiries = (event.data as Data<typeof type>).inquiries;
        return;
    }
  }

  tables() {
    return [
      { table: 'marketplace_listings', rows: this.listings.values() },
      { table: 'marketplace_sellers', rows: this.sellers.values() },
      { table: 'marketplace_name_words', rows: this.postings() },
      { table: 'marketplace_totals', rows: this.totals() },
      {
        table: 'marketplace_words',
        rows: this.words.values(),
      },
    ];
  }

  /** The count of active listings, once a listing was listed. */
  private totals(): Array<{ name: string; value: number }> {
    if (this.listings.size === 0) return [];
    let active = 0;
    for (const listing of this.listings.values()) if (listing.status === 'active') active += 1;
    return [{ name: ACTIVE_LISTINGS, value: active }];
  }

  /** Each listing's postings, with what they carry of its final row (`POSTED_COLUMNS`). */
  private *postings(): Generator<
    { word: string; listing_id: string; name_words: string[] } & Pick<ListingRow, PostedColumn>
  > {
    for (const { listing: l, words } of this.wordsOf)
      for (const word of words)
        yield {
          word,
          listing_id: l.id,
          status: l.status,
          auto_relist: l.auto_relist,
          expires_at: l.expires_at,
          price_cents: l.price_cents,
          category: l.category,
          extension: l.extension,
          registrar: l.registrar,
          verified: l.verified,
          is_priority: l.is_priority,
          period_start: l.period_start,
          created_at: l.created_at,
          views: l.views,
          inquiries: l.inquiries,
          name: l.name,
          name_words: words,
        };
  }

  private list(d: Data<'listings.DomainListed'>): void {
    if (this.listings.has(d.listingId)) return;
    const seller = this.sellers.get(d.sellerId);
    const row: ListingRow = {
      id: d.listingId,
      seller_id: d.sellerId,
      name: d.name,
      extension: d.extension,
      price_cents: d.priceCents,
      registrar: d.registrar,
      description: d.description,
      category: d.category,
      domain_type: d.domainType,
      tags: d.tags,
      is_priority: seller ? seller.tier === 'pro' : d.isPriority,
      auto_relist: d.autoRelist,
      status: 'active',
      views: 0,
      inquiries: 0,
      created_at: d.listedAt,
      last_relisted_at: null,
      period_start: d.listedAt,
      expires_at: d.expiresAt,
      verified: false,
      registration_expires_at: null,
    };
    this.listings.set(row.id, row);
    addTo(this.listingsBySeller, row.seller_id, row);
    const entries = dictionaryEntries(d.name);
    for (const { word, joined } of entries) {
      const known = this.words.get(word);
      if (known) known.postings += 1;
      else this.words.set(word, { word, joined, postings: 1 });
    }
    this.wordsOf.push({ listing: row, words: entries.map(({ word }) => word).sort() });
  }

  private changePlan(d: PlanChangedData): void {
    this.sellers.set(d.userId, { seller_id: d.userId, tier: d.tier, pro_until: d.periodEnd });
    for (const listing of this.listingsBySeller.get(d.userId) ?? [])
      listing.is_priority = d.tier === 'pro';
  }
}
