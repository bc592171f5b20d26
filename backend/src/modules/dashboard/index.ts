/** The dashboard module's public surface: other modules import from here only. */
export { DashboardModule } from './dashboard.module';
export { sellerActivityReadModel } from './projections/seller-activity.read-model';
