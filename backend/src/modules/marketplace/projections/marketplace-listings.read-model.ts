import { type RecordedEvent } from '../../../platform/event-store/event';
import {
  defineCounts,
  defineReadModel,
  defineTable,
} from '../../../platform/projections/read-model';
import { PLAN_CHANGED, type PlanChangedData } from '../../identity';
import {
  LISTING_EVENT_TYPES,
  type ListingStreamEvent,
  OWNERSHIP_EVENT_TYPES,
} from '../../listings';
import { dictionaryEntries } from '../model/name-words';
import { POSTED_COLUMNS, type PostedColumn } from './name-postings';

type Event = ListingStreamEvent | { type: typeof PLAN_CHANGED; data: PlanChangedData };
type Data<T extends Event['type']> = Extract<Event, { type: T }>['data'];
type ListedStatus = 'expired' | 'sold' | 'deleted' | 'active' | 'suspended';

type SellerRow = { seller_id: string; tier: string; pro_until: string | null };

type ListingRow = {
  id: string;
  seller_id: string;
  name: string;
  extension: string;
  price_cents: number;
  registrar: string;
  description: string;
  category: string;
  domain_type: string;
  tags: readonly string[];
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
};

/** A posting of one of a name's whole words, with what it carries of its listing. */
type PostingRow = { word: string; listing_id: string; name_words: readonly string[] } & Pick<
  ListingRow,
  PostedColumn
>;

type WordRow = { word: string; joined: boolean; postings: number };
type TotalRow = { name: string; value: number };

/**
 * The row of `marketplace_totals` that counts the listings whose status is active (those past
 * their period with auto-relist off among them, which the marketplace counts out as it reads).
 */
export const ACTIVE_LISTINGS = 'active_listings';

const LISTED = 'listings.DomainListed';

/** The status each of these events leaves a listing in. */
const STATUS_AFTER: Partial<Record<Event['type'], ListedStatus>> = {
  'listings.ListingDeleted': 'deleted',
  'listings.DomainMarkedSold': 'sold',
  'listings.DomainRestored': 'active',
  'listings.ListingExpired': 'expired',
  'listings.ListingSuspended': 'suspended',
  'listings.ListingReinstated': 'active',
};

/**
 * A name's whole words (`dictionaryEntries`) and those words sorted, of the last name asked: a
 * listing's first event asks for them for each of its postings and for the dictionary, one after
 * the other. The postings of one name share its sorted words.
 */
const wordsOf = (() => {
  let last:
    | { name: string; entries: ReturnType<typeof dictionaryEntries>; sorted: readonly string[] }
    | undefined;
  return (name: string) => {
    if (last?.name !== name) {
      const entries = dictionaryEntries(name);
      last = { name, entries, sorted: entries.map(({ word }) => word).sort() };
    }
    return last;
  };
})();
const entriesOf = (name: string) => wordsOf(name).entries;

const listingIdOf = (event: Pick<RecordedEvent, 'data'>) =>
  (event.data as { listingId: string }).listingId;

/**
 * What each of these events sets on its listing from its data alone (`setBy`): the row is not
 * read for them. An unreachable registry changes nothing.
 */
const SET_BY: { [T in Event['type']]?: (event: RecordedEvent) => Partial<ListingRow> } = {
  'listings.ListingUpdated': (event) => {
    const d = event.data as Data<'listings.ListingUpdated'>;
    return { price_cents: d.priceCents, description: d.description, auto_relist: d.autoRelist };
  },
  'listings.OwnershipVerified': () => ({ verified: true }),
  'listings.OwnershipChecked': (event) => {
    const { registration } = event.data as Data<'listings.OwnershipChecked'>;
    if (registration.source === 'unreachable') return {};
    return {
      registration_expires_at: registration.source === 'rdap' ? registration.expiresAt : null,
    };
  },
  'listings.ListingViewed': (event) => ({
    views: (event.data as Data<'listings.ListingViewed'>).views,
  }),
  'listings.InquiryReceived': (event) => ({
    inquiries: (event.data as Data<'listings.InquiryReceived'>).inquiries,
  }),
};

/** A listing as its first event makes it: Featured when its seller's plan here is Pro. */
function listed(d: Data<typeof LISTED>, seller: SellerRow | undefined): ListingRow {
  return {
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
}

function evolveListing(
  listing: Readonly<ListingRow> | undefined,
  event: RecordedEvent,
  seller: SellerRow | undefined,
): ListingRow | undefined {
  const type = event.type as Event['type'];
  if (type === LISTED) return listing ?? listed(event.data as Data<typeof LISTED>, seller);
  if (!listing) return undefined;
  if (type === PLAN_CHANGED)
    return { ...listing, is_priority: (event.data as PlanChangedData).tier === 'pro' };
  if (type === 'listings.DomainRelisted') {
    const d = event.data as Data<typeof type>;
    return {
      ...listing,
      status: 'active',
      last_relisted_at: d.relistedAt,
      period_start: d.relistedAt,
      expires_at: d.expiresAt,
    };
  }
  const status = STATUS_AFTER[type];
  return status ? { ...listing, status } : listing;
}

/**
 * The marketplace (ADR 0048): the listings on sale as buyers browse them, each seller's plan, and
 * the search tables (ADR 0046): the postings of each name's whole words, carrying what the
 * marketplace's filters and sorts read of their listing (`POSTED_COLUMNS`), and the dictionary
 * of those words with how many postings each has. Applied by a processor in the worker a moment
 * after each append, so buyers' searches never slow a seller's write. A seller's plan features
 * every listing of theirs (ADR 0021, "19.9"): Pro all of them, those listed before the upgrade
 * too, and the end of Pro none; a listing takes the plan its seller has here when it is listed
 * (its event's own flag only for a seller no plan event has reached).
 */
export const marketplaceListingsReadModel = defineReadModel({
  name: 'marketplace.listings',
  eventTypes: [...LISTING_EVENT_TYPES, ...OWNERSHIP_EVENT_TYPES, PLAN_CHANGED],
  tables: [
    defineTable<SellerRow>({
      table: 'marketplace_sellers',
      columns: ['seller_id', 'tier', 'pro_until'],
      key: ['seller_id'],
      // Read for a listing's first event too, which takes its seller's plan.
      keysOf: (event) =>
        event.type === PLAN_CHANGED
          ? [{ seller_id: (event.data as PlanChangedData).userId }]
          : event.type === LISTED
            ? [{ seller_id: (event.data as Data<typeof LISTED>).sellerId }]
            : [],
      evolve(seller, event) {
        if (event.type !== PLAN_CHANGED) return seller;
        const d = event.data as PlanChangedData;
        return { seller_id: d.userId, tier: d.tier, pro_until: d.periodEnd };
      },
    }),
    defineTable<ListingRow>({
      table: 'marketplace_listings',
      columns: [
        'id',
        'seller_id',
        'name',
        'extension',
        'price_cents',
        'registrar',
        'description',
        'category',
        'domain_type',
        'tags',
        'is_priority',
        'auto_relist',
        'status',
        'views',
        'inquiries',
        'created_at',
        'last_relisted_at',
        'period_start',
        'expires_at',
        'verified',
        'registration_expires_at',
      ],
      key: ['id'],
      lookups: [['seller_id']],
      madeBy: [LISTED],
      setBy: SET_BY,
      keysOf: (event) =>
        event.type === PLAN_CHANGED
          ? [{ seller_id: (event.data as PlanChangedData).userId }]
          : [{ id: listingIdOf(event) }],
      evolve: (listing, event, read) =>
        evolveListing(
          listing,
          event,
          event.type === LISTED
            ? (read('marketplace_sellers', {
                seller_id: (event.data as Data<typeof LISTED>).sellerId,
              }) as SellerRow | undefined)
            : undefined,
        ),
    }),
    defineTable<PostingRow>({
      table: 'marketplace_name_words',
      columns: ['word', 'listing_id', ...POSTED_COLUMNS, 'name_words'],
      key: ['word', 'listing_id'],
      madeBy: [LISTED],
      carries: { from: 'marketplace_listings', by: { listing_id: 'id' }, columns: POSTED_COLUMNS },
      keysOf: (event) =>
        event.type === LISTED
          ? entriesOf((event.data as Data<typeof LISTED>).name).map(({ word }) => ({
              word,
              listing_id: listingIdOf(event),
            }))
          : [],
      evolve(posting, event, read, key) {
        if (posting) return posting;
        const listing = read('marketplace_listings', { id: key.listing_id }) as
          ListingRow | undefined;
        if (!listing) return undefined;
        const made: Record<string, unknown> = {
          word: key.word,
          listing_id: listing.id,
          name_words: wordsOf(listing.name).sorted,
        };
        for (const column of POSTED_COLUMNS) made[column] = listing[column];
        return made as PostingRow;
      },
    }),
    defineCounts<WordRow, 'postings'>({
      table: 'marketplace_words',
      key: ['word'],
      madeWith: ['joined'],
      counts: ['postings'],
      countsOf: (event) =>
        event.type === LISTED
          ? entriesOf((event.data as Data<typeof LISTED>).name).map(({ word, joined }) => ({
              key: { word, joined },
              counts: { postings: 1 },
            }))
          : [],
    }),
    defineCounts<TotalRow, 'value'>({
      table: 'marketplace_totals',
      key: ['name'],
      counts: ['value'],
      fromRows: {
        table: 'marketplace_listings',
        columns: ['status'],
        counts: (row) =>
          row.status === 'active' ? [{ key: { name: ACTIVE_LISTINGS }, counts: { value: 1 } }] : [],
      },
    }),
  ],
});
