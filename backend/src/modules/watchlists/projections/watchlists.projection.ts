import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { type RecordedEvent } from '../../../platform/event-store/event';
import { type Projection } from '../../../platform/projections/projection';
import {
  STORED_SEARCH_COLUMNS,
  STORED_WORDS_COLUMNS,
  storedSearchOf,
  storedSearchValues,
  storedWordsValues,
} from '../../marketplace';
import {
  ALERT_EVENT_TYPES,
  type AlertSent,
  WATCHLIST_EVENT_TYPES,
  type WatchlistEvent,
} from '../model/watchlist.events';

/**
 * What each buyer watches (`watchlist_items`), their saved searches with the marketplace's
 * reading of each URL (`saved_searches`) and the distinct words of all of them
 * (`saved_search_words`, kept when their searches go: a word costs one probe), their notification settings (`watchlist_settings`) and
 * the listings each was mailed about (`watchlist_alerts_sent`: a listing once as a match, and a
 * watched listing at most once a day). Inline: a click shows at once, and an alert is checked
 * against what was sent in the same transaction that sends the next.
 */
@Injectable()
export class WatchlistsProjection implements Projection {
  readonly name = 'watchlists';
  readonly eventTypes = [...WATCHLIST_EVENT_TYPES, ...ALERT_EVENT_TYPES];
  readonly tables = [
    'watchlist_items',
    'saved_searches',
    'saved_search_words',
    'watchlist_settings',
    'watchlist_alerts_sent',
  ] as const;

  async apply(events: RecordedEvent[], manager: EntityManager): Promise<void> {
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as WatchlistEvent | AlertSent;
      switch (event.type) {
        case 'watchlists.ListingWatched': {
          const { buyerId, listingId, name, priceCents, watchedAt } = event.data;
          await manager.query(
            `insert into watchlist_items (buyer_id, listing_id, name, price_cents_watched, watched_at)
             values ($1, $2, $3, $4, $5) on conflict do nothing`,
            [buyerId, listingId, name, priceCents, watchedAt],
          );
          break;
        }
        case 'watchlists.ListingUnwatched':
          await manager.query(
            `delete from watchlist_items where buyer_id = $1 and listing_id = $2`,
            [event.data.buyerId, event.data.listingId],
          );
          break;
        case 'watchlists.SearchSaved': {
          const { searchId, buyerId, name, url, frequency, savedAt } = event.data;
          const search = storedSearchOf(url);
          const stored = storedSearchValues(search, 7);
          await manager.query(
            `insert into saved_searches
               (id, buyer_id, name, url, frequency, created_at, ${STORED_SEARCH_COLUMNS.join(', ')})
             values ($1, $2, $3, $4, $5, $6, ${stored.expressions.join(', ')})
             on conflict do nothing`,
            [searchId, buyerId, name, url, frequency, savedAt, ...stored.params],
          );
          if (search.search !== null) {
            const words = storedWordsValues(search.search, 1);
            await manager.query(
              `insert into saved_search_words (${STORED_WORDS_COLUMNS.join(', ')})
               values (${words.expressions.join(', ')}) on conflict do nothing`,
              words.params,
            );
          }
          break;
        }
        case 'watchlists.SearchRemoved':
          await manager.query(`delete from saved_searches where id = $1`, [event.data.searchId]);
          break;
        case 'watchlists.NotificationSettingsChanged': {
          const { buyerId, searchAlerts, watchNotices } = event.data;
          await manager.query(
            `insert into watchlist_settings (buyer_id, search_alerts, watch_notices)
             values ($1, $2, $3)
             on conflict (buyer_id) do update
               set search_alerts = excluded.search_alerts, watch_notices = excluded.watch_notices`,
            [buyerId, searchAlerts, watchNotices],
          );
          break;
        }
        case 'watchlists.AlertSent': {
          const { buyerId, lines, sentAt } = event.data;
          await manager.query(
            `insert into watchlist_alerts_sent (buyer_id, listing_id, kind, sent_on)
             select $1, line."listingId",
                    case when line.kind = 'match' then 'match' else 'notice' end,
                    ($3::timestamptz at time zone 'UTC')::date
               from jsonb_to_recordset($2::jsonb) as line("listingId" uuid, kind text)
             on conflict do nothing`,
            [buyerId, JSON.stringify(lines), sentAt],
          );
          break;
        }
        default: {
          const unknown: never = event;
          return unknown;
        }
      }
    }
  }
}
