/** The dashboard module's public surface: other modules import from here only. */
export { DashboardModule } from './dashboard.module';
export { SellerActivityProjection } from './projections/seller-activity.projection';
