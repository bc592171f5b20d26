import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { SalePriceField } from '../../../listings';

export class MarkLeadSoldRequest {
  @ApiPropertyOptional({
    type: Number,
    minimum: 1,
    maximum: 1_000_000,
    description: 'Final sale price in USD; the listed price when absent',
  })
  @IsOptional()
  @SalePriceField()
  salePrice?: number;
}
