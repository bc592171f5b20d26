import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type NotificationSettingsView } from '../../http/watchlist.response.dto';
import { DEFAULT_SETTINGS } from '../../model/watchlist';

/** Both kinds of mail are on until the buyer turns them off. */
@Injectable()
export class GetNotificationSettingsHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(buyerId: string): Promise<NotificationSettingsView> {
    const [row] = await this.dataSource.query<NotificationSettingsView[]>(
      `select search_alerts, watch_notices from watchlist_settings where buyer_id = $1`,
      [buyerId],
    );
    return (
      row ?? {
        search_alerts: DEFAULT_SETTINGS.searchAlerts,
        watch_notices: DEFAULT_SETTINGS.watchNotices,
      }
    );
  }
}
