/** The watchlists module's public surface: other modules import from here only. */
export { WatchlistsModule } from './watchlists.module';
export { WATCHLISTS_QUEUE } from './jobs/alerts.processor';
export { SaveSearchHandler } from './commands/save-search/save-search.handler';
export { WatchListingHandler } from './commands/watch-listing/watch-listing.handler';
export { SendAlertHandler } from './commands/send-alert/send-alert.handler';
export * from './model/watchlist.events';
