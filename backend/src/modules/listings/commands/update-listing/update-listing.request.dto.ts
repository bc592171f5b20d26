import { DescriptionField, FlagField, PriceField } from '../../http/listing-fields';

/** The domain update payload of spec section 3 (price, description), plus `autoRelist`. */
export class UpdateListingRequest {
  @PriceField({ optional: true })
  price?: number;

  @DescriptionField()
  description?: string;

  @FlagField('autoRelist')
  autoRelist?: boolean;
}
