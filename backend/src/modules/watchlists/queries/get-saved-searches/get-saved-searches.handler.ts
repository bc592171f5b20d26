import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type SavedSearch } from '../../http/watchlist.response.dto';
import { type AlertFrequency } from '../../model/watchlist.events';
import { SavedSearchNotFoundError } from '../../model/watchlist.errors';

interface SavedSearchRow {
  id: string;
  name: string;
  url: string;
  frequency: AlertFrequency;
  created_at: Date;
}

const toSavedSearch = (row: SavedSearchRow): SavedSearch => ({
  id: row.id,
  name: row.name,
  url: row.url,
  frequency: row.frequency,
  created_at: row.created_at.toISOString(),
});

/** The buyer's saved searches (at most 20), oldest first. */
@Injectable()
export class GetSavedSearchesHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(buyerId: string): Promise<SavedSearch[]> {
    const rows = await this.dataSource.query<SavedSearchRow[]>(
      `select id, name, url, frequency, created_at from saved_searches
        where buyer_id = $1 order by created_at, id`,
      [buyerId],
    );
    return rows.map(toSavedSearch);
  }

  async find(buyerId: string, searchId: string): Promise<SavedSearch> {
    const [row] = await this.dataSource.query<SavedSearchRow[]>(
      `select id, name, url, frequency, created_at from saved_searches
        where buyer_id = $1 and id = $2`,
      [buyerId, searchId],
    );
    if (!row) throw new SavedSearchNotFoundError();
    return toSavedSearch(row);
  }
}
