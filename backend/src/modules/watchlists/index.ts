/** The watchlists module's public surface: other modules import from here only. */
export { WatchlistsModule } from './watchlists.module';
export { WATCHLISTS_QUEUE } from './jobs/alerts.processor';
export * from './model/watchlist.events';
