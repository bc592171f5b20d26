import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { SellerActivityProjection } from './projections/seller-activity.projection';

/** The seller's figures, read from the listing events (spec sections 3 and 7, "Dashboard"). */
@Module({
  providers: [SellerActivityProjection],
  exports: [SellerActivityProjection],
})
export class DashboardModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionRegistry,
    private readonly sellerActivity: SellerActivityProjection,
  ) {}

  onModuleInit(): void {
    this.projections.register(this.sellerActivity, 'inline');
  }
}
