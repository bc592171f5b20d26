import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDate, IsOptional } from 'class-validator';
import { InstantInRange } from '../../../../platform/http/field-rule';
import { LISTING_MESSAGES } from '../../model/listing-rules';
import { SalePriceField } from '../../http/listing-fields';

/** The mark-sold payload of spec section 3. */
export class MarkDomainSoldRequest {
  @SalePriceField()
  salePrice!: number;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    description: 'When the sale happened; now when absent. Not in the future.',
  })
  @IsOptional()
  @Type(() => Date)
  @IsDate({ message: LISTING_MESSAGES.soldAtInvalid })
  @InstantInRange(LISTING_MESSAGES.soldAtInvalid)
  soldAt?: Date;
}
