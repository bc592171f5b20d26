import { ApiProperty } from '@nestjs/swagger';
import { ALERT_FREQUENCIES, type AlertFrequency } from '../model/watchlist.events';

export const WATCHED_STATUSES = ['active', 'sold', 'suspended', 'expired', 'deleted'] as const;
export type WatchedStatus = (typeof WATCHED_STATUSES)[number];

/** Whether the caller watches a listing, after a watch or unwatch. */
export class WatchState {
  @ApiProperty({ format: 'uuid' })
  listing_id!: string;

  @ApiProperty()
  watching!: boolean;
}

/** A listing on the buyer's watchlist as it stands, against when they began to watch it. */
export class WatchlistItem {
  @ApiProperty({ format: 'uuid' })
  listing_id!: string;

  @ApiProperty({ example: 'example.com' })
  name!: string;

  @ApiProperty({ description: 'USD, when the buyer began to watch it' })
  price_when_watched!: number;

  @ApiProperty({ description: 'USD, now' })
  price_now!: number;

  @ApiProperty({ enum: WATCHED_STATUSES })
  status!: WatchedStatus;

  @ApiProperty({ format: 'date-time' })
  watched_at!: string;
}

export class SavedSearch {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({
    example: '/marketplace?search=crypto&max_price=250',
    description: 'The marketplace address saved: its query, filters and sort',
  })
  url!: string;

  @ApiProperty({ enum: ALERT_FREQUENCIES })
  frequency!: AlertFrequency;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;
}

export class NotificationSettingsView {
  @ApiProperty({ description: 'Mails of new listings that match saved searches' })
  search_alerts!: boolean;

  @ApiProperty({ description: 'Mails of price drops and sales of watched listings' })
  watch_notices!: boolean;
}

/** How many buyers watch one of the seller's listings: a count, never who. */
export class WatcherCount {
  @ApiProperty({ format: 'uuid' })
  listing_id!: string;

  @ApiProperty()
  watchers!: number;
}
