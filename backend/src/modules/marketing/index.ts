/** The marketing module's public surface: other modules import from here only. */
export { MarketingModule } from './marketing.module';
