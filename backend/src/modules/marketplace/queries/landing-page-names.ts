import { Injectable } from '@nestjs/common';
import { ReadDatabase } from '../../../platform/database/read-database';

export interface LandingPageName {
  name: string;
  lastModified: Date;
}

/** The domains on sale whose `/d/{name}` page a sitemap lists, newest first. */
@Injectable()
export class LandingPageNames {
  constructor(private readonly dataSource: ReadDatabase) {}

  async newest(limit: number): Promise<LandingPageName[]> {
    const rows = await this.dataSource.query<Array<{ name: string; last_modified: Date }>>(
      `select name, coalesce(last_relisted_at, created_at) as last_modified
         from marketplace_listings where status = 'active'
        order by created_at desc, id limit $1`,
      [limit],
    );
    return rows.map((row) => ({ name: row.name, lastModified: row.last_modified }));
  }
}
