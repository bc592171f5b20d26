import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { MarketplaceModule } from '../marketplace';
import { ChangeNotificationSettingsController } from './commands/change-notification-settings/change-notification-settings.http.controller';
import { ChangeNotificationSettingsHandler } from './commands/change-notification-settings/change-notification-settings.handler';
import { RemoveSearchController } from './commands/remove-search/remove-search.http.controller';
import { RemoveSearchHandler } from './commands/remove-search/remove-search.handler';
import { SaveSearchController } from './commands/save-search/save-search.http.controller';
import { SaveSearchHandler } from './commands/save-search/save-search.handler';
import { SendAlertHandler } from './commands/send-alert/send-alert.handler';
import { UnsubscribeController } from './commands/unsubscribe/unsubscribe.http.controller';
import { UnsubscribeHandler } from './commands/unsubscribe/unsubscribe.handler';
import { UnwatchListingController } from './commands/unwatch-listing/unwatch-listing.http.controller';
import { UnwatchListingHandler } from './commands/unwatch-listing/unwatch-listing.handler';
import { WatchListingController } from './commands/watch-listing/watch-listing.http.controller';
import { WatchListingHandler } from './commands/watch-listing/watch-listing.handler';
import { AlertJobs } from './jobs/alerts.processor';
import { watchedListingsReadModel } from './projections/watched-listings.read-model';
import { watchlistsReadModel } from './projections/watchlists.read-model';
import { GetMyWatchlistController } from './queries/get-my-watchlist/get-my-watchlist.http.controller';
import { GetMyWatchlistHandler } from './queries/get-my-watchlist/get-my-watchlist.handler';
import { GetNotificationSettingsController } from './queries/get-notification-settings/get-notification-settings.http.controller';
import { GetNotificationSettingsHandler } from './queries/get-notification-settings/get-notification-settings.handler';
import { GetSavedSearchesController } from './queries/get-saved-searches/get-saved-searches.http.controller';
import { GetSavedSearchesHandler } from './queries/get-saved-searches/get-saved-searches.handler';
import { GetWatcherCountsController } from './queries/get-watcher-counts/get-watcher-counts.http.controller';
import { GetWatcherCountsHandler } from './queries/get-watcher-counts/get-watcher-counts.handler';

/** Watchlists, saved searches and their alerts (docs/adr/0028-watchlists-and-alerts.md). */
@Module({
  imports: [MarketplaceModule],
  controllers: [
    GetMyWatchlistController,
    WatchListingController,
    UnwatchListingController,
    GetSavedSearchesController,
    SaveSearchController,
    RemoveSearchController,
    GetNotificationSettingsController,
    ChangeNotificationSettingsController,
    GetWatcherCountsController,
    UnsubscribeController,
  ],
  providers: [
    WatchListingHandler,
    UnwatchListingHandler,
    SaveSearchHandler,
    RemoveSearchHandler,
    ChangeNotificationSettingsHandler,
    UnsubscribeHandler,
    SendAlertHandler,
    GetMyWatchlistHandler,
    GetSavedSearchesHandler,
    GetNotificationSettingsHandler,
    GetWatcherCountsHandler,
    AlertJobs,
  ],
})
export class WatchlistsModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(watchlistsReadModel, 'inline');
    this.projections.register(watchedListingsReadModel, 'async');
  }
}
